import SwiftUI

// A root that switches over its own value written through `self` (`switch self.screen`), as
// apps of Swift 5.1 and 5.2 wrote every member, with a bar of its own setting it: the same
// view modes as `switch screen`, so the same tabs.
@main
struct RecorderApp: App {
    var body: some Scene {
        WindowGroup { RootView() }
    }
}

enum Screen {
    case record
    case library
    case settings
}

struct RootView: View {
    @State private var screen = Screen.record

    var body: some View {
        VStack(spacing: 0) {
            switch self.screen {
            case .record:
                RecordView()
            case .library:
                LibraryView()
            case .settings:
                SettingsView()
            }
            HStack {
                Button("Record") { self.screen = .record }
                Button("Library") { self.screen = .library }
                Button("Settings") { self.screen = .settings }
            }
        }
    }
}

struct RecordView: View { var body: some View { Text("Tap to record") } }

struct LibraryView: View {
    var body: some View {
        NavigationView {
            NavigationLink(destination: RecordingView()) { Text("Memo 1") }
        }
    }
}

struct RecordingView: View { var body: some View { Text("0:42") } }
struct SettingsView: View { var body: some View { Text("Quality") } }
