import SwiftUI

// The app's top level switches between view modes in a method its body calls with the
// selection (`content(for: selection)`), chosen from a bar of the app's own, as custom tab
// bars and tvOS apps do: the switch is over the method's parameter (`for area: Area`, read by
// its name inside the method), whose declared type is the modes' enum. The modes are the
// tabs. The help sheet's method switching over its own parameter is a screen's, not the app's.
@main
struct KitchenApp: App {
    var body: some Scene {
        WindowGroup { RootView() }
    }
}

enum Area: String, CaseIterable { case recipes, pantry, planner }

struct RootView: View {
    @State private var selection: Area = .recipes
    @State private var showsHelp = false

    var body: some View {
        VStack {
            content(for: selection)
            HStack {
                ForEach(Area.allCases, id: \.self) { area in
                    Button(area.rawValue) { selection = area }
                }
                Button("Help") { showsHelp = true }
            }
        }
        .sheet(isPresented: $showsHelp) { HelpView() }
    }

    @ViewBuilder
    private func content(for area: Area) -> some View {
        switch area {
        case .recipes: RecipesView()
        case .pantry: PantryView()
        case .planner: PlannerView()
        }
    }
}

enum HelpPage: Hashable { case basics, shortcuts }

struct HelpView: View {
    @State private var page: HelpPage = .basics

    var body: some View { pageView(page) }

    @ViewBuilder
    private func pageView(_ shown: HelpPage) -> some View {
        switch shown {
        case .basics: BasicsPage()
        case .shortcuts: ShortcutsPage()
        }
    }
}
