import SwiftUI

// The project's own tab bar, given its tabs as values of its own type in an array written
// where the bar is made (`TabBarContainer(tabs: [TabBarScreen(title: "Recipes", icon: "book",
// screen: AnyView(RecipesView())), ...])`): each value is a tab, named after its title,
// showing the view it is given, as those of an array a TabView's ForEach iterates are.
@main
struct CookbookApp: App {
    var body: some Scene {
        WindowGroup {
            TabBarContainer(tabs: [
                TabBarScreen(title: "Recipes", icon: "book", screen: AnyView(RecipesView())),
                TabBarScreen(title: "Shopping List", icon: "cart", screen: AnyView(ShoppingView())),
            ])
        }
    }
}

struct TabBarScreen: Identifiable {
    var id: String { title }
    let title: String
    let icon: String
    let screen: AnyView
}

struct TabBarContainer: View {
    let tabs: [TabBarScreen]

    var body: some View {
        TabView {
            ForEach(tabs) { tab in
                tab.screen
                    .tabItem { Label(tab.title, systemImage: tab.icon) }
            }
        }
    }
}

struct RecipesView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Pancakes", destination: RecipeView())
            }
        }
    }
}

struct ShoppingView: View { var body: some View { Text("Eggs, flour") } }
struct RecipeView: View { var body: some View { Text("Pancakes") } }
