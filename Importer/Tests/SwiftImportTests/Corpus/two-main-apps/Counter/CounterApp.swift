import SwiftUI

// Two samples kept in one folder, each an app of its own: read together they are imported
// as one app, which the report says, naming both and the folder that imports one alone.
@main
struct CounterApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                CounterView()
                    .navigationDestination(for: CounterRoute.self) { _ in Text("history") }
            }
        }
    }
}

enum CounterRoute: Hashable { case history }

struct CounterView: View {
    var body: some View { NavigationLink("History", value: CounterRoute.history) }
}
