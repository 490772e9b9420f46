import SwiftUI

enum RecipeRoute: Hashable { case recipe(id: Int), shoppingList }

struct RecipesView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Soup", value: RecipeRoute.recipe(id: 1))
                NavigationLink("Shopping list", value: RecipeRoute.shoppingList)
            }
            .navigationDestination(for: RecipeRoute.self) { _ in Text("Recipe") }
        }
    }
}

struct PantryView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Flour") { IngredientView() }
        }
    }
}

struct PlannerView: View { var body: some View { Text("Planner") } }
struct IngredientView: View { var body: some View { Text("Flour") } }
struct BasicsPage: View { var body: some View { Text("Basics") } }
struct ShortcutsPage: View { var body: some View { Text("Shortcuts") } }
