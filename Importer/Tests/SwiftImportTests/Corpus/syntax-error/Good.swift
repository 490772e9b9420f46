import SwiftUI

enum CartRoute: Hashable {
    case items
    case checkout(total: Int)
}

struct CartView: View {
    @State private var path: [CartRoute] = []
    var body: some View {
        NavigationStack(path: $path) {
            ItemsList().navigationDestination(for: CartRoute.self) { _ in Text("") }
        }
    }
}
