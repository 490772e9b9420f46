import SwiftUI

// An editor whose tab bar holds the documents opened: a file, an extension's page, a web
// page. Each open tab is identified by a case carrying the item it shows, and the editor
// area shows the selected tab's screen from a method switching over that case (`if let tab =
// selectedTab { content(for: tab) }`). Each case is a screen the user opens, a route; the
// welcome view shown with no tab open is the root. The sidebar's rows are cells chosen by
// an entry's kind (`row(for: entry)`, given each entry, not a selection): no screens.
@main
struct QuillApp: App {
    var body: some Scene {
        WindowGroup { EditorWindow() }
    }
}

enum EditorTabID: Hashable {
    case file(path: String)
    case extensionPage(id: String)
    case webPage(url: String)
}

enum SidebarEntry: Hashable {
    case folder(String)
    case document(String)
}

struct EditorWindow: View {
    @State private var selectedTab: EditorTabID?
    @State private var entries: [SidebarEntry] = []

    var body: some View {
        HStack(spacing: 0) {
            List(entries, id: \.self) { entry in
                row(for: entry)
                    .onTapGesture { if case .document(let path) = entry { selectedTab = .file(path: path) } }
            }
            .frame(width: 220)
            VStack(spacing: 0) {
                EditorTabBar(selection: $selectedTab)
                if let tab = selectedTab {
                    content(for: tab)
                } else {
                    WelcomeView()
                }
            }
        }
    }

    @ViewBuilder
    private func content(for tab: EditorTabID) -> some View {
        switch tab {
        case .file(let path): FileEditor(path: path)
        case .extensionPage(let id): ExtensionPage(id: id)
        case .webPage(let url): WebPage(url: url)
        }
    }

    @ViewBuilder
    private func row(for entry: SidebarEntry) -> some View {
        switch entry {
        case .folder(let name): FolderRow(name: name)
        case .document(let path): DocumentRow(path: path)
        }
    }
}

struct EditorTabBar: View {
    @Binding var selection: EditorTabID?

    var body: some View {
        HStack {
            Button("Marketplace") { selection = .extensionPage(id: "marketplace") }
            Button("Docs") { selection = .webPage(url: "https://example.com/docs") }
        }
    }
}

struct FileEditor: View {
    let path: String
    @State private var renaming = false

    var body: some View {
        TextEditor(text: .constant(path))
            .toolbar { Button("Rename") { renaming = true } }
            .sheet(isPresented: $renaming) { RenameFileView(path: path) }
    }
}

struct ExtensionPage: View {
    let id: String
    var body: some View { Text(id) }
}

struct WebPage: View {
    let url: String
    var body: some View { Text(url) }
}

struct WelcomeView: View { var body: some View { Text("Open a file") } }
struct FolderRow: View { let name: String; var body: some View { Label(name, systemImage: "folder") } }
struct DocumentRow: View { let path: String; var body: some View { Label(path, systemImage: "doc") } }
struct RenameFileView: View { let path: String; var body: some View { Text("Rename \(path)") } }
