import SwiftUI

// Sheets whose content lays one of the app's views over a backdrop of SwiftUI's own (a dimmed
// colour, a filled shape): that view is the screen. A stack of two of the app's views is a
// layout built in place, no one screen.
struct ReleaseNote: Identifiable {
    let id: String
}

@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

struct ContentView: View {
    @State private var note: ReleaseNote?
    @State private var showsViewer = false
    @State private var showsBoth = false

    var body: some View {
        VStack {
            Button("What's new") { note = ReleaseNote(id: "1.0") }
            Button("Viewer") { showsViewer = true }
            Button("Both") { showsBoth = true }
        }
        .sheet(item: $note) { note in
            ZStack {
                Color.black.opacity(0.4)
                    .ignoresSafeArea()
                WhatsNewView(note: note) {
                    self.note = nil
                }
            }
            .environment(\.colorScheme, .light)
        }
        .fullScreenCover(isPresented: $showsViewer) {
            ZStack {
                Rectangle().fill(Color.black)
                ViewerView()
            }
        }
        .sheet(isPresented: $showsBoth) {
            ZStack {
                ViewerView()
                WhatsNewView(note: ReleaseNote(id: "x")) {}
            }
        }
    }
}

struct WhatsNewView: View {
    let note: ReleaseNote
    let onClose: () -> Void

    var body: some View {
        Button("Close", action: onClose)
    }
}

struct ViewerView: View {
    var body: some View { Text("Viewer") }
}
