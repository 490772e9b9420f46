import SwiftUI

enum BarItem: Hashable {
    case shelf, loans, account
    var title: String {
        switch self {
        case .shelf: return "Shelf"
        case .loans: return "Loans"
        case .account: return "Account"
        }
    }
    var symbol: String {
        switch self {
        case .shelf: return "books.vertical"
        case .loans: return "clock"
        case .account: return "person"
        }
    }
}

struct BarContainerView<Content: View>: View {
    @Binding var selection: BarItem
    let content: Content
    @State private var items: [BarItem] = []

    init(selection: Binding<BarItem>, @ViewBuilder content: () -> Content) {
        _selection = selection
        self.content = content()
    }

    var body: some View {
        ZStack(alignment: .bottom) {
            content
            HStack {
                ForEach(items, id: \.self) { item in
                    Label(item.title, systemImage: item.symbol)
                        .onTapGesture { selection = item }
                }
            }
        }
        .onPreferenceChange(LibraryTabBarKey.self) { items = $0 }
    }
}

struct LibraryTabBarKey: PreferenceKey {
    static var defaultValue: [BarItem] = []
    static func reduce(value: inout [BarItem], nextValue: () -> [BarItem]) {
        value += nextValue()
    }
}

struct BarItemModifier: ViewModifier {
    let item: BarItem
    @Binding var selection: BarItem
    func body(content: Content) -> some View {
        content
            .opacity(selection == item ? 1 : 0)
            .preference(key: LibraryTabBarKey.self, value: [item])
    }
}

extension View {
    func barItem(_ item: BarItem, selection: Binding<BarItem>) -> some View {
        modifier(BarItemModifier(item: item, selection: selection))
    }
}
