import AppKit
import SwiftUI

// An enum named as routes (`*Destination`) is guessed as the app's routes when nothing pushes
// any: a router's cases. One whose cases each give a URL (`var url: URL`, `var urlString:
// String`) is a list of places opened outside the app (System Settings' panes, web pages,
// by `NSWorkspace.shared.open` or `openURL`), no screens of its own: not guessed.
@main
struct DictationApp: App {
    var body: some Scene {
        WindowGroup {
            PermissionsView()
        }
    }
}

enum SystemSettingsDestination: Hashable {
    case microphone
    case speechRecognition

    var url: URL {
        switch self {
        case .microphone:
            return URL(string: "x-apple.systempreferences:com.apple.preference.security?Privacy_Microphone")!
        case .speechRecognition:
            return URL(string: "x-apple.systempreferences:com.apple.preference.security?Privacy_SpeechRecognition")!
        }
    }
}

enum HelpDestination: String, Hashable {
    case guide
    case support

    var urlString: String {
        switch self {
        case .guide: return "https://example.com/guide"
        case .support: return "https://example.com/support"
        }
    }
}

struct PermissionsView: View {
    @Environment(\.openURL) private var openURL
    @State private var showingAbout = false

    var body: some View {
        VStack {
            Button("Microphone") { open(.microphone) }
            Button("Speech recognition") { open(.speechRecognition) }
            Button("Guide") {
                if let url = URL(string: HelpDestination.guide.urlString) { openURL(url) }
            }
            Button("About") { showingAbout = true }
        }
        .sheet(isPresented: $showingAbout) {
            AboutView()
        }
    }

    private func open(_ destination: SystemSettingsDestination) {
        NSWorkspace.shared.open(destination.url)
    }
}

struct AboutView: View {
    var body: some View { Text("Dictation 1.0") }
}
