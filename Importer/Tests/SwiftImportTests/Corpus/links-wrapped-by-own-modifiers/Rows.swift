import SwiftUI

// The project's own row modifier wraps a NavigationLink around the row, and a View extension
// applies it, passing on the destination it is given. A row given a view pushes it; so does a
// menu item that hands its own stored destination on to the modifier.
struct RowLinkModifier<Destination: View>: ViewModifier {
    let destination: Destination

    func body(content: Content) -> some View {
        ZStack {
            NavigationLink(destination: destination) { EmptyView() }
                .opacity(0)
            content
        }
    }
}

extension View {
    func linkedRow<Destination: View>(destination: Destination) -> some View {
        modifier(RowLinkModifier(destination: destination))
    }
}

struct MenuItem<Destination: View>: View {
    let title: String
    let destination: Destination

    var body: some View {
        Text(title)
            .padding(.vertical, 8)
            .linkedRow(destination: destination)
    }
}
