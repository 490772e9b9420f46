import SwiftUI

// A sheet whose content a method builds by switching over the presented value: the cases
// are sheets, not view modes of the app's top level.
@main
struct KitchenApp: App {
    var body: some Scene {
        WindowGroup { KitchenView() }
    }
}

enum KitchenSheet: String, Identifiable {
    case newRecipe, timer
    var id: String { rawValue }
}

struct KitchenView: View {
    @State private var sheet: KitchenSheet?
    var body: some View {
        NavigationStack {
            List {
                Button("New recipe") { sheet = .newRecipe }
                Button("Timer") { sheet = .timer }
            }
            .navigationTitle("Kitchen")
            .sheet(item: $sheet) { shown in content(for: shown) }
        }
    }

    @ViewBuilder
    private func content(for sheet: KitchenSheet) -> some View {
        switch sheet {
        case .newRecipe: RecipeEditor()
        case .timer: TimerView()
        }
    }
}

struct RecipeEditor: View { var body: some View { Text("Recipe") } }
struct TimerView: View { var body: some View { Text("Timer") } }
