import SwiftUI

// The project's own tab view, generic over the views of its tabs, which its caller gives it
// (`HomeTabView(pantryView: PantryListView.init, recipesView: RecipeListView(), accountView:
// accountView)`): each tab shows the view given for the property it shows, held as a closure
// (`pantryView()`), as a view (`recipesView`), or handed on to a function that tags it
// (`stackTab(content: accountView, tab: .account)`). A view given for several tabs at once
// (`OfflineNoticeView`, while offline) stands in for them all, and is no one tab's screen.
@main
struct PantryApp: App {
    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}

enum HomeTab: Hashable {
    case pantry
    case recipes
    case account
}

struct RootView: View {
    @State private var isOnline = true

    var body: some View {
        if isOnline {
            HomeTabView(
                pantryView: PantryListView.init,
                recipesView: RecipeListView(),
                accountView: accountView
            )
        } else {
            HomeTabView(
                pantryView: { OfflineNoticeView() },
                recipesView: OfflineNoticeView(),
                accountView: OfflineNoticeView.init
            )
        }
    }

    func accountView() -> AccountView {
        .init(name: "Sam")
    }
}

struct HomeTabView<PantryView: View, RecipesView: View, AccountView: View> {
    @State private var selected: HomeTab = .pantry
    private let pantryView: () -> PantryView
    private let recipesView: RecipesView
    private let accountView: () -> AccountView

    init(pantryView: @escaping () -> PantryView, recipesView: RecipesView, accountView: @escaping () -> AccountView) {
        self.pantryView = pantryView
        self.recipesView = recipesView
        self.accountView = accountView
    }
}

extension HomeTabView: View {
    var body: some View {
        TabView(selection: $selected) {
            pantryView()
                .tabItem { Label("Pantry", systemImage: "cabinet") }
                .tag(HomeTab.pantry)
            recipesView
                .tabItem { Label("Recipes", systemImage: "book") }
                .tag(HomeTab.recipes)
            stackTab(content: accountView, title: "Account", tab: .account)
        }
    }
}

private func stackTab<Content: View>(content: @escaping () -> Content, title: String, tab: HomeTab) -> some View {
    NavigationStack(root: content)
        .tabItem { Label(title, systemImage: "person") }
        .tag(tab)
}

struct OfflineNoticeView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Why am I offline?") { ConnectionHelpView() }
        }
    }
}

struct ConnectionHelpView: View {
    var body: some View { Text("Check your connection") }
}

struct PantryListView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Flour") { PantryItemView() }
        }
    }
}

struct PantryItemView: View {
    var body: some View { Text("Flour") }
}

enum RecipeRoute: Hashable {
    case recipe(id: Int)
}

struct RecipeListView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Bread", value: RecipeRoute.recipe(id: 1))
                .navigationDestination(for: RecipeRoute.self) { route in RecipeView(route: route) }
        }
    }
}

struct RecipeView: View {
    let route: RecipeRoute
    var body: some View { Text("Bread") }
}

struct AccountView: View {
    let name: String
    var body: some View {
        NavigationLink("Edit") { ProfileEditView() }
    }
}

struct ProfileEditView: View {
    var body: some View { Text("Edit") }
}
