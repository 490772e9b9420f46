import SwiftUI

/// A recipes app whose stack and sheet each have an enum, both with the recipe screen:
/// one screen, pushed or presented, so one route.
enum StackLink: Hashable {
    case recipe(id: Int)
    case shoppingList
}

enum SheetLink: Identifiable {
    case recipe(id: Int)
    case timer(minutes: Int)
    var id: String { String(describing: self) }
}

@main struct RecipesApp: App {
    var body: some Scene { WindowGroup { RecipesView() } }
}

struct RecipesView: View {
    @State private var path: [StackLink] = []
    @State private var sheet: SheetLink?
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Button("Open") { path.append(.recipe(id: 1)) }
                Button("Preview") { sheet = .recipe(id: 1) }
                Button("Timer") { sheet = .timer(minutes: 5) }
            }
            .navigationDestination(for: StackLink.self) { _ in Text("Recipe") }
            .sheet(item: $sheet) { _ in Text("Sheet") }
        }
    }
}
