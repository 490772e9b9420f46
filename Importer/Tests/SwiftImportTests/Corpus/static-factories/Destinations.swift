import SwiftUI

/// Not an enum: a value made by static factories, as some apps write their routes.
struct Destination: Hashable {
    let id: String
    let values: [String: String]

    static func recipe(id: Int) -> Destination {
        Destination(id: "recipe", values: ["id": String(id)])
    }

    static func search(query: String, page: Int = 1) -> Self {
        Self(id: "search", values: ["query": query, "page": String(page)])
    }

    static let favourites = Destination(id: "favourites", values: [:])
    static var settings: Self { Self(id: "settings", values: [:]) }

    static let all: [Destination] = [.favourites, .settings]
}

struct Sheet: Identifiable {
    let id: String

    static func share(recipe: Int) -> Sheet { Sheet(id: "share-\(recipe)") }
    static let newRecipe = Sheet(id: "new")
}

/// A model pushed by value: its sample value is not a route.
struct Ingredient: Hashable {
    let name: String
    static let preview = Ingredient(name: "Flour")
}
