import SwiftUI
import SwiftUINavigation

@main
struct StandupsApp: App {
    var body: some Scene {
        WindowGroup { NavigationStack { ListView(model: ListModel()) } }
    }
}

final class ListModel: ObservableObject {
    @Published var destination: Destination?
    enum Destination {
        case add(FormModel)
        case detail(DetailModel)
        case alert(AlertState<AlertAction>)
        case help
    }
    enum AlertAction {}
}

// swift-navigation before 1.0 named a case by a case path, not a key path
// (`.sheet(unwrapping: $model.destination, case: /ListModel.Destination.add)`): each case so
// shown is a route, pushed or presented as the call says; the alert, and help, shown by
// nothing, are none.
struct ListView: View {
    @ObservedObject var model: ListModel
    var body: some View {
        List {
            Button("Add") { model.destination = .add(FormModel()) }
        }
        .sheet(unwrapping: $model.destination, case: /ListModel.Destination.add) { $model in
            FormView(model: model)
        }
        .navigationDestination(unwrapping: $model.destination, case: /ListModel.Destination.detail) { $model in
            DetailView(model: model)
        }
        .alert(unwrapping: $model.destination, case: /ListModel.Destination.alert) { _ in }
    }
}
final class FormModel: ObservableObject {}
final class DetailModel: ObservableObject {}
struct FormView: View { @ObservedObject var model: FormModel; var body: some View { Text("") } }
struct DetailView: View { @ObservedObject var model: DetailModel; var body: some View { Text("") } }
