import SwiftUI

// A bar of the project's own, its container given the selection and each tab's view marked by
// the project's `barItem(_:selection:)`, given the case as an implicit member (`.loans`) and
// the selection's binding; the modifier's ViewModifier hides the views not selected and sets a
// preference keyed for the bar with the case. Each call names its tab by the case it is given.
@main
struct LibraryApp: App {
    var body: some Scene {
        WindowGroup { RootView() }
    }
}

struct RootView: View {
    @State private var selected: BarItem = .shelf
    var body: some View {
        BarContainerView(selection: $selected) {
            ShelfView()
                .barItem(.shelf, selection: $selected)
            LoansView()
                .barItem(.loans, selection: $selected)
            Color.gray
                .barItem(.account, selection: $selected)
        }
    }
}

struct ShelfView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("A book") { BookView() }
        }
    }
}
struct BookView: View { var body: some View { Text("Book") } }
struct LoansView: View { var body: some View { Text("Loans") } }
