import SwiftUI

// The project's own container for sheets, which gives its content a navigation stack and
// holds a flag of how it is presented (`var isModalInPresentation = false`): it only shows
// what it is given, so the screen a sheet or a link shows through it is the view inside, as
// through a wrapper without a flag. One that also holds a title lays its content out, and is
// a screen of its own.
@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack { NotesView() }
        }
    }
}

struct SheetNavigationContainer<Content>: View where Content: View {
    var isModalInPresentation = false
    let content: () -> Content

    var body: some View {
        NavigationStack {
            content()
        }
        .interactiveDismissDisabled(isModalInPresentation)
    }
}

struct TitledPanel<Content: View>: View {
    let title: String
    @ViewBuilder let content: Content

    var body: some View {
        VStack {
            Text(title)
            content
        }
    }
}

struct NotesView: View {
    @State private var editing = false
    @State private var filtering = false

    var body: some View {
        List {
            NavigationLink("Tags") {
                SheetNavigationContainer { TagsView() }
            }
            NavigationLink("Help") {
                TitledPanel(title: "Help") { HelpText() }
            }
        }
        .sheet(isPresented: $editing) {
            SheetNavigationContainer(isModalInPresentation: true) {
                NoteEditView()
            }
        }
    }
}

struct TagsView: View {
    var body: some View { Text("Tags") }
}

struct NoteEditView: View {
    var body: some View { Text("Edit") }
}

struct HelpText: View {
    var body: some View { Text("Help") }
}
