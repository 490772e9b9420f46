import SwiftUI
import Observation

@main
struct RecipesApp: App {
    var body: some Scene {
        WindowGroup { KitchenView() }
    }
}

enum Page: Hashable {
    case pantry, shopping, timer(minutes: Int), recipe(name: String)
}

/// The app's own push helper, named as it likes: its calls push what they are given.
@Observable final class Kitchen {
    var pages: [Page] = []
    func go(to page: Page) { pages.append(page) }
}

struct Tile: Identifiable {
    let id = UUID()
    let title: String
    let page: Page
}

struct KitchenView: View {
    @State private var kitchen = Kitchen()
    private let tiles = [Tile(title: "Pantry", page: .pantry), Tile(title: "Shopping", page: .shopping)]

    var body: some View {
        NavigationStack(path: $kitchen.pages) {
            List {
                ForEach(tiles) { tile in
                    Button(tile.title) { kitchen.go(to: tile.page) }
                }
                Button("Five minutes") { kitchen.go(to: .timer(minutes: 5)) }
            }
            .navigationDestination(for: Page.self) { page in
                switch page {
                case .pantry: PantryView(kitchen: kitchen)
                case .shopping: ShoppingView()
                case .timer(let minutes): TimerView(minutes: minutes)
                case .recipe(let name): RecipeView(name: name)
                }
            }
        }
    }
}

struct PantryView: View {
    let kitchen: Kitchen
    var body: some View {
        Button("Soup") {
            let next = Page.recipe(name: "Soup")
            kitchen.go(to: next)
        }
    }
}

struct ShoppingView: View {
    var body: some View { Text("Shopping") }
}

struct TimerView: View {
    let minutes: Int
    var body: some View { Text("\(minutes)") }
}

struct RecipeView: View {
    let name: String
    var body: some View { Text(name) }
}
