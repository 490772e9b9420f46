// Copyright © 2026 Apple Inc.

import SwiftUI

@main
struct HeatTransferApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
