import SwiftUI

// What a NavigationStack(path:) is given is its navigation path, whatever its name: a
// NavigationPath held as `nav`, an array held as `stack`, a router's `flow`, and a binding
// of one passed down to a child view under another name. Each tab's stack takes the cases
// appended onto its own path; an append the importer cannot read is listed, and an array no
// stack is given (`items`) is no path.
enum Route: Hashable {
    case detail(Int)
    case settings
    case profile
    case help
}

final class Router: ObservableObject {
    @Published var flow: [Route] = []

    func showHelp() { flow.append(.help) }
}

@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                NotesTab().tabItem { Label("Notes", systemImage: "note") }
                AccountTab().tabItem { Label("Account", systemImage: "person") }
            }
        }
    }
}

struct NotesTab: View {
    @State private var nav = NavigationPath()

    var body: some View {
        NavigationStack(path: $nav) {
            NoteList(trail: $nav)
                .navigationDestination(for: Route.self) { route in Text("\(route)") }
                .toolbar { Button("Settings") { nav.append(Route.settings) } }
                .onOpenURL { url in nav.append(url.lastPathComponent) }
        }
    }
}

struct NoteList: View {
    @Binding var trail: NavigationPath

    var body: some View {
        Button("First") { trail.append(Route.detail(1)) }
        Button("Back") { trail.removeLast() }
    }
}

struct AccountTab: View {
    @StateObject private var router = Router()
    @State private var items: [Route] = []

    var body: some View {
        NavigationStack(path: $router.flow) {
            Button("Profile") { router.flow.append(.profile) }
                .navigationDestination(for: Route.self) { route in Text("\(route)") }
                .onAppear { items.append(.detail(0)) }
        }
    }
}
