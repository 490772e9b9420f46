import SwiftUI

/// Destinations keyed by IDs, a string and a struct, pushed from one stack; an edit sheet
/// reached through a case key path; TCA-style alerts are not routes.
struct Order: Identifiable, Hashable {
    typealias ID = Tagged<Order, String>
    let id: ID
}

struct Donut: Identifiable, Hashable {
    let id: Int
}

struct Coupon: Hashable {
    let code: String
}

@Observable final class ShopModel {
    var destination: Destination?
    enum Destination {
        case edit(Donut)
        case alert(AlertState<Never>)
    }
}

struct ShopView: View {
    @State var model = ShopModel()
    var body: some View {
        NavigationStack {
            List {}
                .navigationDestination(for: Order.ID.self) { _ in EmptyView() }
                .navigationDestination(for: Donut.ID.self) { _ in EmptyView() }
                .navigationDestination(for: String.self) { _ in EmptyView() }
                .navigationDestination(for: Coupon.self) { _ in EmptyView() }
                .sheet(item: $model.destination.edit) { _ in EmptyView() }
        }
    }
}
