import SwiftUI

// A view shown for an item that is no enum takes the item as its parameter, named after the
// item's type: a struct of the app's (taken as a string, and said so), or a standard type.
// A view shown for two different items has no one parameter: it takes none.
struct Recipe: Identifiable {
    let id: UUID
    var name: String
}

struct Cook: Identifiable {
    let id: Int
}

extension URL: @retroactive Identifiable {
    public var id: String { absoluteString }
}

struct RecipesView: View {
    @State private var editing: Recipe?
    @State private var source: URL?
    @State private var chef: Cook?
    @State private var reviewed: Recipe?

    var body: some View {
        NavigationStack {
            List {
                Text("Soup")
            }
            .navigationDestination(item: $reviewed) { recipe in ReviewScreen(recipe: recipe) }
        }
        .sheet(item: $editing) { recipe in RecipeEditor(recipe: recipe) }
        .sheet(item: $source) { url in SafariView(url: url) }
        .sheet(item: $chef) { cook in ProfileView(id: cook.id) }
        .fullScreenCover(item: $reviewed) { recipe in ProfileView(id: 0) }
    }
}
