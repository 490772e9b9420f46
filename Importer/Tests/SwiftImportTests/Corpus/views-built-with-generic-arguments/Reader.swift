// Views generic over the app's store, built with their arguments written
// (`FeedView<Store>()`, `DetailView<S>(id: id)`): each is the view its name says,
// a tab's root, a route's screen, a sheet's and a link's view.
import SwiftUI

enum Route: Hashable {
    case detail(id: Int)
    case about
}

@main
struct ReaderApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                FeedView<Store>()
                    .tabItem { Label("Feed", systemImage: "list.bullet") }
                AccountView<Store>()
                    .tabItem { Label("Account", systemImage: "person") }
            }
        }
    }
}

final class Store: ObservableObject {}

struct FeedView<S: ObservableObject>: View {
    @State private var path: [Route] = []
    @State private var showsFilter = false
    var body: some View {
        NavigationStack(path: $path) {
            Button("Open") { path.append(.detail(id: 1)) }
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case let .detail(id):
                        DetailView<S>(id: id)
                    case .about:
                        AboutView()
                    }
                }
                .sheet(isPresented: $showsFilter) { FilterView<S>() }
        }
    }
}

struct AccountView<S: ObservableObject>: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Orders") { OrdersView<S>() }
        }
    }
}

struct DetailView<S>: View {
    let id: Int
    var body: some View {
        NavigationLink(value: Route.about) { Text("\(id)") }
    }
}

struct FilterView<S>: View {
    var body: some View { Text("Filter") }
}

struct OrdersView<S>: View {
    var body: some View { Text("Orders") }
}

struct AboutView: View {
    var body: some View { Text("About") }
}
