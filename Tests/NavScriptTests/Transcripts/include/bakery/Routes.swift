import Foundation

enum Loaf: String, CaseIterable { case sourdough, rye, brioche }

struct Order: Hashable, Identifiable { let id: UUID }

enum CounterRoute: Hashable {
    case shelf
    case loaf(Loaf, slices: Int = 0)
}

enum OrderRoute: Hashable {
    case order(Order)
    case refund(Order, reason: String?)
}

enum BakerySheet: Identifiable {
    case basket
    var id: Self { self }
}
