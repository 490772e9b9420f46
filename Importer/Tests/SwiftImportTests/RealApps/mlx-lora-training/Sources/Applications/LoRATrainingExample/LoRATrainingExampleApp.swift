// Copyright © 2024 Apple Inc.

import SwiftUI

@main
struct LoRATrainingExampleApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
