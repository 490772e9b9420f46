import SwiftUI

// A Mac planner in three columns: the sidebar selects a list, the middle column's list
// selects an entry (an enum of the app's, tagged on its rows, pushed by no stack), and the
// detail switches over the entry to its screen. Each entry's screen is the detail column's
// route: the split stays a split, as the ordinary three-column selection does.
@main
struct PlannerApp: App {
    var body: some Scene {
        WindowGroup {
            PlannerView()
        }
    }
}

enum Shelf: Hashable, CaseIterable {
    case today, someday
}

enum Entry: Hashable {
    case note(String)
    case task(Int)
}

struct PlannerView: View {
    @State private var shelf: Shelf? = .today
    @State private var entry: Entry?

    var body: some View {
        NavigationSplitView {
            List(Shelf.allCases, id: \.self, selection: $shelf) { Text("\($0)") }
        } content: {
            List(selection: $entry) {
                Text("Groceries").tag(Entry.note("groceries"))
                Text("Call the bank").tag(Entry.task(1))
            }
        } detail: {
            switch entry {
            case .note(let name): NoteView(name: name)
            case .task(let number): TaskView(number: number)
            case nil: Text("Pick an entry")
            }
        }
    }
}

struct NoteView: View {
    let name: String
    var body: some View { Text(name) }
}

struct TaskView: View {
    let number: Int
    var body: some View { Text("Task \(number)") }
}
