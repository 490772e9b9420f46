import SwiftUI

// The app read is the one its users get, a release build: what only a debug build compiles
// (a `#if DEBUG` route case and its destination, a developer's sheet in a modifier chain) is
// left out, with a note naming it; the `#else` a release build compiles is read, and so is a
// branch of the project's own flag (`#elseif BETA`), which no build decides here. A case only
// a release build compiles (`#if !DEBUG`) is the app's, whatever the build, and a debug
// push onto the path is named in its note.
@main
struct NotebookApp: App {
    var body: some Scene {
        WindowGroup { NotebookView() }
    }
}

enum NotebookRoute: Hashable {
    case note(String)
    case tags
    #if DEBUG
    case featureFlags
    #endif
    #if !DEBUG
    case rateApp
    #endif
}

extension NotebookRoute {
    var title: String {
        switch self {
        case .note: "Note"
        case .tags: "Tags"
        #if DEBUG
        case .featureFlags: "Feature flags"
        #endif
        #if !DEBUG
        case .rateApp: "Rate the app"
        #endif
        }
    }
}
