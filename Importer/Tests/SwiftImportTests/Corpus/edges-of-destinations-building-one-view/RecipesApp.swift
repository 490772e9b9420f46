import SwiftUI

// A destination that builds one view for its whole route enum, without a switch
// (`{ RecipeScreen(route: $0) }`), builds the screen of each of its cases: they lead where
// that view does, and the tab gets its edges.
enum AppTab: Hashable { case recipes, pantry }

enum RecipeRoute: Hashable { case recipe(id: Int) }

enum IngredientRoute: Hashable { case ingredients(recipeID: Int) }

enum PantryRoute: Hashable { case shelf, item(name: String) }

@main
struct RecipesApp: App {
    @State private var tab = AppTab.recipes
    var body: some Scene {
        WindowGroup {
            TabView(selection: $tab) {
                RecipesStack().tag(AppTab.recipes)
                PantryStack().tag(AppTab.pantry)
            }
        }
    }
}

struct RecipesStack: View {
    var body: some View {
        NavigationStack {
            RecipeList()
                .navigationDestination(for: RecipeRoute.self) { RecipeScreen(route: $0) }
                .navigationDestination(for: IngredientRoute.self) { route in IngredientsView(route: route) }
        }
    }
}

struct RecipeList: View {
    var body: some View {
        NavigationLink("Soup", value: RecipeRoute.recipe(id: 1))
    }
}

struct RecipeScreen: View {
    let route: RecipeRoute
    var body: some View {
        NavigationLink("Ingredients", value: IngredientRoute.ingredients(recipeID: 1))
    }
}

struct IngredientsView: View {
    let route: IngredientRoute
    var body: some View { Text("Ingredients") }
}

struct PantryStack: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Shelf", value: PantryRoute.shelf)
                .navigationDestination(for: PantryRoute.self) { route in
                    switch route {
                    case .shelf: ShelfView()
                    case .item(let name): Text(name)
                    }
                }
        }
    }
}

struct ShelfView: View {
    var body: some View {
        NavigationLink("Flour", value: PantryRoute.item(name: "flour"))
    }
}
