import SwiftUI

// An element taken from an array whose type is said (written, or of an array literal of one
// type) is of its element type: each push is read. From an untyped array, it is not.
struct Category: Hashable {
    let title: String
}

struct Root: View {
    @State private var path = NavigationPath()
    @State private var recent: [Category] = []
    let categories = [Category(title: "Soups"), Category(title: "Salads")]
    let url: URL

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(categories, id: \.self) { category in
                    Button(category.title) { path.append(category) }
                }
                Button("Recent") { if let last = recent.last { path.append(last) } }
                Button("First") { path.append(categories[0]) }
                Button("Part") { if let part = url.pathComponents.first { path.append(part) } }
            }
            .navigationDestination(for: Category.self) { category in Text(category.title) }
        }
    }
}
