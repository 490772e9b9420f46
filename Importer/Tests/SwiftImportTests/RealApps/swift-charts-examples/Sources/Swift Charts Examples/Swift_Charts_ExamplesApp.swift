//
// Copyright © 2022 Swift Charts Examples.
// Open Source - MIT License

import SwiftUI

@main
struct Swift_Charts_ExamplesApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
