import SwiftUI
import SwiftUINavigation

// A model's route presents one case by a flag of it (swift-navigation's
// `Binding($model.route.addItem)`) and another by item. The flag shows the view it builds,
// whose route is named after the view as any flag's is; the case is how the model asks for
// that view, not a second route beside it.
struct Item: Identifiable, Hashable {
    let id: Int
    var name: String
}

@Observable
final class PantryModel {
    @CasePathable
    enum Route {
        case addItem
        case editItem(Item)
    }

    var items: [Item] = []
    var route: Route?
}

@main
struct PantryApp: App {
    var body: some Scene {
        WindowGroup {
            PantryView(model: PantryModel())
        }
    }
}

struct PantryView: View {
    @Bindable var model: PantryModel

    var body: some View {
        NavigationStack {
            List(model.items) { item in
                Button(item.name) { model.route = .editItem(item) }
            }
            .toolbar { Button("Add") { model.route = .addItem } }
            .sheet(isPresented: Binding($model.route.addItem)) {
                NewItemView()
            }
            .sheet(item: $model.route.editItem) { $item in
                ItemEditor(item: $item)
            }
        }
    }
}

struct NewItemView: View {
    var body: some View { Text("New item") }
}

struct ItemEditor: View {
    @Binding var item: Item
    var body: some View { TextField("Name", text: $item.name) }
}
