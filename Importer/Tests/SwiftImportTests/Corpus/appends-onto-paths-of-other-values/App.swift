import SwiftUI

// A value appended to a typed path another value holds is of the path's element type, as one
// onto the view's own is: `related`, which a custom view's closure is given without a type,
// is a Recipe because `model.recipePath` takes only Recipes.
struct Recipe: Hashable {
    let name: String
}

final class NavigationModel: ObservableObject {
    @Published var recipePath: [Recipe] = []
}

@main
struct CookbookApp: App {
    @StateObject private var model = NavigationModel()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $model.recipePath) {
                RecipeList()
                    .navigationDestination(for: Recipe.self) { recipe in
                        RecipeDetail(recipe: recipe) { related in
                            Button(related.name) { model.recipePath.append(related) }
                        }
                    }
            }
        }
    }
}

struct RecipeList: View {
    var body: some View { Text("Recipes") }
}

struct RecipeDetail<Link: View>: View {
    let recipe: Recipe
    let relatedLink: (Recipe) -> Link
    var body: some View { relatedLink(recipe) }
}
