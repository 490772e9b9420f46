// Copyright © 2024 Apple Inc.

import SwiftUI

@main
struct MNISTTrainerApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
