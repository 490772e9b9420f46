import SwiftUI

// A split view whose sidebar is a view of the app's own, given the selection as a binding
// (`SidebarView(selection: $selected)`): the List(selection:) that selects a recipe is in
// that view, not beside the split. The detail column shows the app's view for the selected
// recipe once one is selected, inside a NavigationStack and unwrapped from the model that
// holds the selection; a compact width pushes it, so it is a route, as when the sidebar's
// List is written in place.
@main
struct CookbookApp: App {
    var body: some Scene {
        WindowGroup { CookbookView() }
    }
}

struct Recipe: Identifiable, Hashable {
    let id: Int
    let name: String
}

@Observable
final class Cookbook {
    var recipes = [Recipe(id: 1, name: "Bread")]
    var selected: Recipe?
}

struct CookbookView: View {
    @State private var cookbook = Cookbook()

    var body: some View {
        NavigationSplitView {
            RecipeList(recipes: cookbook.recipes, selection: $cookbook.selected)
        } detail: {
            NavigationStack {
                if let recipe = cookbook.selected {
                    RecipeDetailView(recipe: recipe)
                } else {
                    Text("Pick a recipe")
                }
            }
        }
    }
}

struct RecipeList: View {
    let recipes: [Recipe]
    @Binding var selection: Recipe?

    var body: some View {
        List(recipes, selection: $selection) { recipe in
            NavigationLink(recipe.name, value: recipe)
        }
    }
}

struct RecipeDetailView: View {
    let recipe: Recipe
    var body: some View { Text(recipe.name) }
}
