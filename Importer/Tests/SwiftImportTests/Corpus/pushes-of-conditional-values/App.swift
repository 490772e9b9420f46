import SwiftUI

// A value chosen by a condition may be either: each branch is pushed, and each tab's stack
// takes the cases appended onto its own path.
enum Route: Hashable {
    case compose
    case draft(id: Int)
    case search
    case filter
    case results
    case saved
}

@main
struct PostApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                WriteTab().tabItem { Label("Write", systemImage: "pencil") }
                FindTab().tabItem { Label("Find", systemImage: "magnifyingglass") }
            }
        }
    }
}

struct WriteTab: View {
    @State private var draftPath = NavigationPath()
    @State private var isNew = true
    let id = 1

    var body: some View {
        NavigationStack(path: $draftPath) {
            Button("Open") { draftPath.append(isNew ? Route.compose : .draft(id: id)) }
                .navigationDestination(for: Route.self) { route in Text("\(route)") }
        }
    }
}

struct FindTab: View {
    @State private var searchPath = NavigationPath()
    @State private var advanced = false
    @State private var hasQuery = false

    var body: some View {
        NavigationStack(path: $searchPath) {
            VStack {
                Button("Go") { searchPath.append(advanced ? Route.filter : hasQuery ? .results : .search) }
                NavigationLink("Saved", value: advanced ? Route.saved : Route.results)
            }
            .navigationDestination(for: Route.self) { route in Text("\(route)") }
        }
    }
}
