import SwiftUI
import Foundation

struct Customer: Hashable, Identifiable {
    let id: UUID
    var name: String
}

/// Every screen the login flow can push, one stack for the whole app.
enum Route: Hashable {
    case dashboard
    case detail(Customer)
    case receipt(id: UUID, issued: Date)
    case help(topic: String? = nil)
}

struct LoginScreen: View {
    @State private var routes: [Route] = []

    var body: some View {
        NavigationStack(path: $routes) {
            Button("Sign in") {
                Task {
                    try? await Task.sleep(for: .seconds(2))
                    routes.append(.dashboard)
                }
            }
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .dashboard: Text("Dashboard")
                case .detail(let customer): Text(customer.name)
                case .receipt(let id, _): Text(id.uuidString)
                case .help: Text("Help")
                }
            }
        }
    }
}

/// A list that navigates by the model value itself, not by a route enum.
struct CustomerList: View {
    let customers: [Customer]

    var body: some View {
        List(customers) { customer in
            NavigationLink(customer.name, value: customer)
        }
        .navigationDestination(for: Customer.self) { customer in Text(customer.name) }
        .navigationDestination(for: Int.self) { number in Text("\(number)") }
    }
}
