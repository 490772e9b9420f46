// Copyright © 2026 Apple Inc.

import SwiftUI

@main
struct MandelbrotApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
