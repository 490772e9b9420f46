import SwiftUI

// Presentations with a dismiss handler written as the first trailing closure and the view
// after it, labelled (`.sheet(isPresented: $x) { reload() } content: { ComposerView() }`):
// the view is the labelled closure's, not the handler's.
@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            NotesView()
        }
    }
}

struct NotesView: View {
    @State private var isComposing = false
    @State private var isArchiving = false
    @State private var isShowingHelp = false
    @State private var notes: [String] = []

    var body: some View {
        NavigationStack {
            List(notes, id: \.self) { Text($0) }
                .sheet(isPresented: $isComposing) {
                    notes.append("draft")
                } content: {
                    ComposerView()
                }
                .fullScreenCover(isPresented: $isArchiving) {
                    notes.removeAll()
                } content: {
                    ArchiveView()
                }
                .sheet(isPresented: $isShowingHelp, onDismiss: { notes.sort() }) {
                    HelpView()
                }
        }
    }
}

struct ComposerView: View { var body: some View { Text("compose") } }
struct ArchiveView: View { var body: some View { Text("archive") } }
struct HelpView: View { var body: some View { Text("help") } }
