import SwiftUI

// A TabView made by a ForEach over a list of its enum's cases that the enum itself declares
// (`ForEach(Tab.validTabs)`, `static var validTabs: [Tab] { [.home, .foods] }`): its tabs are
// the cases listed. A case no list holds (`other`, an EmptyView kept for later) is no tab.
@main
struct FoodsApp: App {
    var body: some Scene {
        WindowGroup { AppTabView() }
    }
}

enum Tab: Int, Identifiable, Hashable {
    case home, foods, other

    var id: Int { rawValue }

    static var validTabs: [Tab] {
        [.home, .foods]
    }

    @ViewBuilder
    func makeContentView() -> some View {
        switch self {
        case .home: HomeTab()
        case .foods: FoodsTab()
        case .other: EmptyView()
        }
    }

    @ViewBuilder
    var label: some View {
        switch self {
        case .home: Label("Home", systemImage: "house")
        case .foods: Label("Foods", systemImage: "carrot")
        case .other: EmptyView()
        }
    }
}

struct AppTabView: View {
    @State private var selectedTab: Tab = .home

    var body: some View {
        TabView(selection: $selectedTab) {
            ForEach(Tab.validTabs) { tab in
                tab.makeContentView()
                    .tabItem { tab.label }
                    .tag(tab)
            }
        }
    }
}

struct HomeTab: View {
    var body: some View { Text("Home") }
}

struct FoodsTab: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Kale", destination: FoodDetailView())
            }
        }
    }
}

struct FoodDetailView: View {
    var body: some View { Text("Kale") }
}
