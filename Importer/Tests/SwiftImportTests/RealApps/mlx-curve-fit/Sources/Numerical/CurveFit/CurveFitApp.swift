// Copyright © 2026 Apple Inc.

import SwiftUI

@main
struct CurveFitApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
