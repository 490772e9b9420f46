import SwiftUI

/// A shop whose stack holds its screens' cases and a case for any view at all, built by a
/// closure the caller gives: that case is a hole for views, not a screen.
struct ErasedPage: Hashable {
    let id = UUID()
    let make: () -> AnyView
    static func == (left: ErasedPage, right: ErasedPage) -> Bool { left.id == right.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

enum ShopLink: Hashable {
    case product(id: Int)
    case basket
    case page(ErasedPage)
}

@main struct ShopApp: App {
    var body: some Scene { WindowGroup { ShopView() } }
}

struct ShopView: View {
    @State private var path: [ShopLink] = []
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Button("Basket") { path.append(.basket) }
                Button("Help") { path.append(.page(ErasedPage(make: { AnyView(Text("Help")) }))) }
            }
            .navigationDestination(for: ShopLink.self) { link in
                switch link {
                case .product(let id): Text("\(id)")
                case .basket: Text("Basket")
                case .page(let page): page.make()
                }
            }
        }
    }
}
