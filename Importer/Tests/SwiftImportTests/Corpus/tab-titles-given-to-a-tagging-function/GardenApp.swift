import SwiftUI

// Tabs made by the project's function that tags each with its case and titles its item with
// the text it is given (`tab(content: { PlantsView() }, text: .plants, tab: .plants)`): the
// tab is titled by what its call gives, a string or a constant (`Titles.journal`, or
// `.plants`, a static member of `String`), as an item titled in place is.
@main
struct GardenApp: App {
    @State private var selected: GardenTab = .plants

    var body: some Scene {
        WindowGroup {
            TabView(selection: $selected) {
                tab(content: { PlantsView() }, text: .plants, tab: .plants)
                tab(content: { JournalView() }, text: Titles.journal, tab: .journal)
                tab(content: { Text("Shop") }, text: "Garden Shop", tab: .shop)
            }
        }
    }
}

enum GardenTab: Hashable {
    case plants
    case journal
    case shop
}

extension String {
    static let plants = "My Plants"
}

enum Titles {
    static let journal = "Journal"
}

private func tab<Content: View>(content: () -> Content, text: String, tab: GardenTab) -> some View {
    NavigationStack(root: content)
        .tabItem {
            Text(text)
            Image(systemName: "leaf")
        }
        .tag(tab)
}

struct PlantsView: View {
    var body: some View {
        NavigationLink("Fern") { PlantView() }
    }
}

struct PlantView: View {
    var body: some View { Text("Fern") }
}

struct JournalView: View {
    var body: some View { Text("Journal") }
}
