import SwiftUI

// The project's own link and cover, given the view they show as their first trailing
// closure (`RevealLink { NoteView() } label: { ... }`): each call's view is pushed or
// covered, as one given by label (`RevealLink(destination: ...)`) is.
@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                VStack {
                    RevealLink {
                        NoteView()
                    } label: {
                        Text("Note")
                    }
                    CoverButton {
                        ComposerView()
                    } onDismiss: {
                        print("closed")
                    } label: {
                        Text("New")
                    }
                    // Given its label in the closure, not its view: no navigation.
                    HelpButton(topic: "notes") {
                        Text("Help")
                    }
                }
            }
        }
    }
}

struct RevealLink<Destination: View, Label: View>: View {
    var destination: Destination
    var label: Label

    init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination()
        self.label = label()
    }

    var body: some View {
        NavigationLink(destination: destination) { label }
    }
}

struct CoverButton<Destination: View, Label: View>: View {
    @State private var isPresented = false
    private var destination: Destination
    private var label: Label
    private var onDismiss: (() -> Void)?

    init(@ViewBuilder destination: () -> Destination, onDismiss: (() -> Void)? = nil, @ViewBuilder label: () -> Label) {
        self.destination = destination()
        self.onDismiss = onDismiss
        self.label = label()
    }

    var body: some View {
        Button { isPresented = true } label: { label }
            .fullScreenCover(isPresented: $isPresented) {
                onDismiss?()
            } content: {
                destination
            }
    }
}

struct HelpButton<Label: View>: View {
    @State private var isPresented = false
    let topic: String
    let label: Label

    init(topic: String, @ViewBuilder label: () -> Label) {
        self.topic = topic
        self.label = label()
    }

    var body: some View {
        Button { isPresented = true } label: { label }
            .sheet(isPresented: $isPresented) { HelpView(topic: topic) }
    }
}

struct NoteView: View { var body: some View { Text("Note") } }
struct ComposerView: View { var body: some View { Text("Compose") } }
struct HelpView: View {
    let topic: String
    var body: some View { Text(topic) }
}
