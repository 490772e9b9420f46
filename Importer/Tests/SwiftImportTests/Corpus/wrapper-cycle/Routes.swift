import SwiftUI

// Two route enums that wrap each other: a flow whose steps can start the other flow.
enum OrderRoute: Hashable {
    case list
    case detail(id: Int)
    case support(SupportRoute)
}

enum SupportRoute: Hashable {
    case chat
    case ticket(number: Int)
    case order(OrderRoute)
}

struct ContentView: View {
    @State private var path: [OrderRoute] = []

    var body: some View {
        NavigationStack(path: $path) {
            Text("Orders")
                .navigationDestination(for: OrderRoute.self) { _ in Text("Order") }
        }
    }
}
