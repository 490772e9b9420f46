// Copyright © 2024 Apple Inc.

import SwiftUI

@main
struct StableDiffusionExampleApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
