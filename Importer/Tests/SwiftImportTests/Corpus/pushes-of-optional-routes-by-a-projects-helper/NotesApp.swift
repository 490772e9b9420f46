import SwiftUI

// A helper of the project's own that takes a binding of the optional route
// (`.navigate(to: $route)`), as apps wrote before NavigationStack: an extension of View
// that puts a hidden NavigationLink in the background, active while the binding holds a
// value, whose destination switches over it. Its cases are the routes pushed, an enum named for
// no route (`NotePage`) as much as one named so, and each button's case is an edge.
@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup { NavigationView { NotesView() } }
    }
}

enum NotePage: Hashable {
    case detail(id: Int)
    case settings
}

extension View {
    func navigate<Destination: View>(to binding: Binding<NotePage?>, @ViewBuilder destination: @escaping (NotePage) -> Destination) -> some View {
        background(
            NavigationLink(
                isActive: Binding(get: { binding.wrappedValue != nil }, set: { if !$0 { binding.wrappedValue = nil } }),
                destination: { binding.wrappedValue.map(destination) },
                label: { EmptyView() }
            )
        )
    }
}

struct NotesView: View {
    @State private var route: NotePage?

    var body: some View {
        List {
            Button("First note") { route = .detail(id: 1) }
            Button("Settings") { route = .settings }
        }
        .navigate(to: $route) { route in
            switch route {
            case .detail(let id): NoteDetailView(id: id)
            case .settings: SettingsView()
            }
        }
    }
}

struct NoteDetailView: View {
    let id: Int
    var body: some View { Text("note") }
}

struct SettingsView: View { var body: some View { Text("settings") } }
