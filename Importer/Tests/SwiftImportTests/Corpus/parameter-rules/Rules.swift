import SwiftUI

enum Seat: String, CaseIterable { case window, aisle, middle }

enum BookingRoute: Hashable {
    case search(String, String)
    case flight(Int8, Bool)
    case seat(Seat = .aisle)
    case passenger(name: Substring, initial: Character?, age: UInt?)
    case extras(bags: Int = 1, meal: String = "none", priority: Bool = false)
    case payment(amount: Double, currency: String? = "EUR")
    case notes(lines: [String], map: [String: Int], pair: (Int, Int))
    case `default`
    case optionalSeat(Optional<Seat>, _ count: Int = -2)
}

struct BookingFlow: View {
    @State private var path: [BookingRoute] = []
    var body: some View {
        NavigationStack(path: $path) {
            SearchForm().navigationDestination(for: BookingRoute.self) { _ in EmptyView() }
        }
    }
}
