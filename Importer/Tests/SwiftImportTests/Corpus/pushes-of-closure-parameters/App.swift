import SwiftUI

// A closure's parameter is of the elements of what it is called on or given: `$0` of
// `Route.allCases.forEach`, each of a `map`, a `ForEach`'s row; a loop over a range of
// integers counts in `Int`.
enum Route: Hashable, CaseIterable {
    case inbox
    case archive
}

@main
struct MailApp: App {
    @State private var path = NavigationPath()
    private let favourites: [Route] = [.inbox]
    private let ids = ["a", "b"]

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $path) {
                List {
                    Button("Favourites") { favourites.forEach { path.append($0) } }
                    ForEach(ids, id: \.self) { id in Button(id) { path.append(id) } }
                    Button("Everything") { Route.allCases.forEach { path.append($0) } }
                    Button("Some") { path.append(contentsOf: ids.map { Route.allCases[$0.count % 2] }) }
                    Button("Filtered") { ids.filter { !$0.isEmpty }.forEach { id in path.append(id) } }
                    Button("Count") { for page in 1...3 { path.append(page) } }
                    Button("Count down") { (1..<4).reversed().forEach { path.append($0) } }
                }
                .navigationDestination(for: Route.self) { route in Text("\(route)") }
                .navigationDestination(for: String.self) { id in Text(id) }
                .navigationDestination(for: Int.self) { page in Text("\(page)") }
            }
        }
    }
}
