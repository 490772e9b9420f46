import SwiftUI

@main
struct TeamsApp: App {
    var body: some Scene {
        WindowGroup { TeamsView() }
    }
}

struct Team: Identifiable {
    let id = UUID()
    var name: String
}

/// What the editor sheet edits: a new team, or a given one. Its static factories make the
/// one editor's input, not a screen each.
struct EditorTarget: Identifiable {
    let id: UUID
    var team: Team
    var isNew: Bool

    static func new() -> EditorTarget {
        let team = Team(name: "New Team")
        return EditorTarget(id: team.id, team: team, isNew: true)
    }

    static func existing(_ team: Team) -> EditorTarget {
        EditorTarget(id: team.id, team: team, isNew: false)
    }
}

/// A sheet item whose factories say which message to show, in a Text: no view of the
/// project's, so each factory stays a route.
struct Notice: Identifiable {
    let id: String

    static func saved(name: String) -> Notice { Notice(id: "saved-\(name)") }
    static let failed = Notice(id: "failed")
}

struct TeamsView: View {
    @State private var teams: [Team] = []
    @State private var editorTarget: EditorTarget?
    @State private var notice: Notice?

    var body: some View {
        List(teams) { team in
            Button(team.name) { editorTarget = .existing(team) }
        }
        .toolbar {
            Button("New Team") { editorTarget = .new() }
            Button("Save") { notice = .saved(name: "all") }
            Button("Sync") { notice = .failed }
        }
        .sheet(item: $editorTarget) { target in
            TeamEditorView(target: target)
        }
        .sheet(item: $notice) { notice in
            Text(notice.id)
        }
    }
}

struct TeamEditorView: View {
    let target: EditorTarget
    var body: some View { Text(target.team.name) }
}
