import AppKit
import SwiftUI

// A coordinator of the app's that is some window's delegate too, and builds the scene's own
// root for it, opens no window of its own: it names no window's type and hosts no view. So the
// root it builds is the app's top level, and its switch over a section the app's modes
// (tabs), not a window's panes as an AppKit window's class's views are.
@main
struct MailApp: App {
    @StateObject private var coordinator = WindowCoordinator()

    var body: some Scene {
        WindowGroup {
            coordinator.makeRoot()
        }
    }
}

@MainActor
final class WindowCoordinator: NSObject, ObservableObject, NSWindowDelegate {
    @Published var isFullScreen = false

    @ViewBuilder
    func makeRoot() -> some View {
        RootView()
    }

    func windowDidEnterFullScreen(_ notification: Notification) {
        isFullScreen = true
    }
}

enum Section: String, CaseIterable {
    case inbox, archive, trash
}

struct RootView: View {
    @State private var section: Section = .inbox

    var body: some View {
        VStack {
            Picker("Section", selection: $section) {
                ForEach(Section.allCases, id: \.self) { Text($0.rawValue) }
            }
            switch section {
            case .inbox: InboxView()
            case .archive: ArchiveView()
            case .trash: TrashView()
            }
        }
    }
}

struct InboxView: View {
    var body: some View { Text("Inbox") }
}

struct ArchiveView: View {
    var body: some View { Text("Archive") }
}

struct TrashView: View {
    var body: some View { Text("Trash") }
}
