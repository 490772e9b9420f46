import SwiftUI

// A split view whose detail column shows the app's view for the selected row, and a view of
// the app's own when nothing is selected (`if let selectedID, let task = tasks.first(where:
// ...) { TaskDetailView(task: task) } else { OverviewView() }`): the overview is the
// placeholder the split shows without a selection, the app's root, not a screen shown for
// it; only the branch unwrapping the selection is its route. A branch unwrapping it another
// way (`else if let project = ...`) is shown for it too.
@main
struct TasksApp: App {
    var body: some Scene {
        WindowGroup { TasksView() }
    }
}

struct Task: Identifiable, Hashable {
    let id: String
    let name: String
}

struct TasksView: View {
    @State private var tasks = [Task(id: "a", name: "Backup")]
    @State private var selectedID: String?

    var body: some View {
        NavigationSplitView {
            List(selection: $selectedID) {
                ForEach(tasks) { task in
                    NavigationLink(value: task.id) { Text(task.name) }
                }
            }
        } detail: {
            if let selectedID, let task = tasks.first(where: { $0.id == selectedID }) {
                TaskDetailView(task: task)
            } else if let selectedID, selectedID.hasPrefix("archived-") {
                ArchivedTaskView(id: selectedID)
            } else {
                OverviewView()
            }
        }
    }
}

struct TaskDetailView: View {
    let task: Task
    var body: some View { Text(task.name) }
}

struct ArchivedTaskView: View {
    let id: String
    var body: some View { Text(id) }
}

struct OverviewView: View {
    var body: some View { Text("Select a task") }
}
