#if os(macOS)
import SwiftUI

// A Mac app whose views are shared with the project's iOS app (its App not given here): the
// one @main type is declared for macOS only, so the branches macOS does not build (the
// `#else` of `#if os(macOS)`, an `#if os(iOS)`) are the iOS app's, not read, nor is a debug
// build's `#if DEBUG`, as in every app.
@main
struct LedgerMacApp: App {
    var body: some Scene {
        WindowGroup { LedgerView() }
    }
}
#endif
