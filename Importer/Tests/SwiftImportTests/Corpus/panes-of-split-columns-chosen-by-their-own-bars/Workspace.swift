import SwiftUI

// An editor's window, as Mac code editors lay theirs out: a navigator, the editor and an
// inspector side by side in a split. The navigator's icon bar (a view of its own given the
// index as a binding) and the inspector's segmented picker each choose which pane their
// column shows, by a selection the column holds itself (`switch selection { case 0:
// ProjectNavigator() ... }`, `switch pane { case .file: FileInspector() ... }`). Those are
// the columns' panes, shown beside the editor, not the app's view modes: the window is one
// screen, which presents its new-file sheet.
@main
struct ScribeApp: App {
    var body: some Scene {
        WindowGroup { WorkspaceWindow() }
    }
}

struct WorkspaceWindow: View {
    var body: some View {
        HSplitView {
            NavigatorColumn()
                .frame(minWidth: 220)
            EditorArea()
            InspectorColumn()
                .frame(minWidth: 240)
        }
    }
}

struct NavigatorColumn: View {
    @State private var selection = 0

    var body: some View {
        VStack(spacing: 0) {
            NavigatorIconBar(selection: $selection)
            switch selection {
            case 0: ProjectNavigator()
            case 1: SearchNavigator()
            default: IssueNavigator()
            }
        }
    }
}

struct NavigatorIconBar: View {
    @Binding var selection: Int

    var body: some View {
        HStack {
            Button { selection = 0 } label: { Image(systemName: "folder") }
            Button { selection = 1 } label: { Image(systemName: "magnifyingglass") }
            Button { selection = 2 } label: { Image(systemName: "exclamationmark.triangle") }
        }
    }
}

enum InspectorPane: CaseIterable {
    case file, history
}

struct InspectorColumn: View {
    @State private var pane: InspectorPane = .file

    var body: some View {
        VStack {
            Picker("Inspector", selection: $pane) {
                Text("File").tag(InspectorPane.file)
                Text("History").tag(InspectorPane.history)
            }
            .pickerStyle(.segmented)
            switch pane {
            case .file: FileInspector()
            case .history: HistoryInspector()
            }
        }
    }
}

struct EditorArea: View {
    @State private var creatingFile = false

    var body: some View {
        TextEditor(text: .constant(""))
            .toolbar { Button("New File") { creatingFile = true } }
            .sheet(isPresented: $creatingFile) { NewFileView() }
    }
}

struct ProjectNavigator: View { var body: some View { List { Text("main.swift") } } }
struct SearchNavigator: View { var body: some View { TextField("Find", text: .constant("")) } }
struct IssueNavigator: View { var body: some View { List { Text("No issues") } } }
struct FileInspector: View { var body: some View { Form { Text("Name") } } }
struct HistoryInspector: View { var body: some View { List { Text("Initial commit") } } }
struct NewFileView: View { var body: some View { Text("Choose a template") } }
