import SwiftUI

// A router's sheet enum shows `ComposerView` for two of its cases and `EditorView` for a
// third; the app also presents `ComposerView` by a flag, and the composer pushes `EditorView`
// by a link. Each view is one screen, the route its enum's case already is: not a second
// route named after the view.
@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup { RootView() }
    }
}

enum SheetDestination: Identifiable {
    case newNote
    case editNote(id: String)
    case openFile(fileName: String)

    var id: String {
        switch self {
        case .newNote, .editNote: "composer"
        case .openFile: "file"
        }
    }
}

final class Router: ObservableObject {
    @Published var presentedSheet: SheetDestination?
}

struct RootView: View {
    @StateObject private var router = Router()
    @State private var composing = false

    var body: some View {
        NavigationStack {
            List {
                Button("Edit") { router.presentedSheet = .editNote(id: "1") }
                Button("Open") { router.presentedSheet = .openFile(fileName: "a.txt") }
                Button("New") { composing = true }
            }
            .sheet(item: $router.presentedSheet) { destination in
                switch destination {
                case .newNote: ComposerView()
                case .editNote: ComposerView()
                case let .openFile(fileName): NavigationStack { EditorView(fileName: fileName) }
                }
            }
            .sheet(isPresented: $composing) { ComposerView() }
        }
    }
}

struct ComposerView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Body") { EditorView(fileName: "body.txt") }
        }
    }
}

struct EditorView: View {
    let fileName: String

    var body: some View { Text(fileName) }
}
