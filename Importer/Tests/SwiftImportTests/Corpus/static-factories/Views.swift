import SwiftUI

struct CookbookView: View {
    @State private var path: [Destination] = []
    @State private var sheet: Sheet?
    let pantry: [Ingredient]

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Button("Soup") { path.append(.recipe(id: 3)) }
                Button("Share") { sheet = .share(recipe: 3) }
                ForEach(pantry, id: \.name) { ingredient in
                    NavigationLink(ingredient.name, value: ingredient)
                }
            }
            .navigationDestination(for: Destination.self) { destination in
                Text(destination.id)
            }
            .navigationDestination(for: Ingredient.self) { ingredient in
                Text(ingredient.name)
            }
            .sheet(item: $sheet) { sheet in
                Text(sheet.id)
            }
        }
    }
}
