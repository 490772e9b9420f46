import SwiftUI

// A macOS app that declares its settings window as a window scene of its own, titled for
// settings and opened by its id (`openWindow(id: "prefs")`), as apps did before the
// `Settings` scene or to open it from a menu bar item. Its TabView lays out preference panes,
// as a `Settings` scene's does: not the app's tabs, which it has none of. The main window,
// a window scene too but titled for recipes, is the app's: what it pushes and presents are
// the app's routes, its edges read from its root.
@main
struct RecipesApp: App {
    var body: some Scene {
        Window("Recipes", id: "recipes") {
            RecipeListView()
        }
        Window("Preferences", id: "prefs") {
            PrefsView()
        }
        .windowResizability(.contentSize)
    }
}

struct RecipeListView: View {
    @Environment(\.openWindow) private var openWindow
    @State private var addsRecipe = false

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Pancakes", destination: RecipeView())
            }
            .toolbar {
                Button("Add") { addsRecipe = true }
                Button("Preferences") { openWindow(id: "prefs") }
            }
        }
        .sheet(isPresented: $addsRecipe) { NewRecipeView() }
    }
}

struct RecipeView: View { var body: some View { Text("Recipe") } }
struct NewRecipeView: View { var body: some View { Text("New recipe") } }

struct PrefsView: View {
    var body: some View {
        TabView {
            UnitsPane()
                .tabItem { Label("Units", systemImage: "scalemass") }
            SyncPane()
                .tabItem { Label("Sync", systemImage: "icloud") }
        }
        .frame(width: 420)
    }
}

struct UnitsPane: View { var body: some View { Form { Toggle("Metric", isOn: .constant(true)) } } }
struct SyncPane: View { var body: some View { Form { Toggle("iCloud", isOn: .constant(false)) } } }
