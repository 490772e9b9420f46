import SwiftUI

// A destination keyed by a struct, registered in place in one tab's content, is that tab's
// route, as an enum-keyed one is.
struct Recipe: Hashable {
    let name: String
}

struct Ingredient: Hashable {
    let name: String
}

enum Aisle: Hashable {
    case fruit
}

@main
struct CookApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                Tab("Recipes", systemImage: "book") {
                    NavigationStack {
                        NavigationLink("Soup", value: Recipe(name: "Soup"))
                            .navigationDestination(for: Recipe.self) { recipe in RecipeView(recipe: recipe) }
                    }
                }
                Tab("Pantry", systemImage: "cabinet") {
                    NavigationStack {
                        NavigationLink("Salt", value: Ingredient(name: "Salt"))
                            .navigationDestination(for: Ingredient.self) { ingredient in Text(ingredient.name) }
                    }
                }
                Tab("Shop", systemImage: "cart") {
                    NavigationStack {
                        NavigationLink("Fruit", value: Aisle.fruit)
                            .navigationDestination(for: Aisle.self) { aisle in Text("\(aisle)") }
                    }
                }
            }
        }
    }
}

struct RecipeView: View {
    let recipe: Recipe
    var body: some View { Text(recipe.name) }
}
