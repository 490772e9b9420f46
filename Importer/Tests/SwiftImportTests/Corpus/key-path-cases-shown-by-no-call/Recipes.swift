import SwiftUI
import SwiftUINavigation

// A model's destination whose cases views show one by one through case key paths: `recipe`
// by `.sheet(item:)`, `timer` by a flag of it (`Binding($model.destination.timer)`) around a
// view built in place. `tips` is shown by no call (the model sets it, nothing presents it):
// as for cases shown by `unwrapping:case:`, it is no route.
struct Recipe: Identifiable, Hashable {
    let id: Int
    var title: String
}

@Observable
final class RecipesModel {
    @CasePathable
    enum Destination {
        case recipe(Recipe)
        case timer
        case tips
    }

    var recipes: [Recipe] = []
    var destination: Destination?
}

@main
struct RecipesApp: App {
    var body: some Scene {
        WindowGroup { NavigationStack { RecipesView(model: RecipesModel()) } }
    }
}

struct RecipesView: View {
    @Bindable var model: RecipesModel

    var body: some View {
        List(model.recipes) { recipe in
            Button(recipe.title) { model.destination = .recipe(recipe) }
        }
        .toolbar {
            Button("Timer") { model.destination = .timer }
            Button("Tips") { model.destination = .tips }
        }
        .sheet(item: $model.destination.recipe) { $recipe in
            RecipeView(recipe: recipe)
        }
        .sheet(isPresented: Binding($model.destination.timer)) {
            Text("Timer")
        }
    }
}

struct RecipeView: View {
    let recipe: Recipe
    var body: some View { Text(recipe.title) }
}
