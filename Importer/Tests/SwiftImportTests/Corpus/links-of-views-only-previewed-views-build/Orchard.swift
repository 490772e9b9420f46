import SwiftUI

/// An orchard app with a store screen that only a preview builds; the store's section view,
/// built by that screen alone, links to a "See all" list, and the list shows a sheet. None of
/// it is reached from the app: its links are dropped, as the previewed screen's are.
@main struct OrchardApp: App {
    var body: some Scene { WindowGroup { OrchardView() } }
}

struct OrchardView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Apples") { TreeView() }
        }
    }
}

struct TreeView: View { var body: some View { Text("Tree") } }

struct StoreView: View {
    var body: some View { StoreSection(title: "Fresh") }
}

struct StoreSection: View {
    let title: String
    var body: some View {
        NavigationLink("See all", destination: SeeAllView(title: title))
    }
}

struct SeeAllView: View {
    let title: String
    @State private var ordering = false
    var body: some View {
        Button(title) { ordering = true }
            .sheet(isPresented: $ordering) { OrderView() }
    }
}

struct OrderView: View { var body: some View { Text("Order") } }

#Preview {
    let title = "Preview"
    return StoreView()
        .navigationTitle(title)
}
