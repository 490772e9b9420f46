import SwiftUI

struct ShopView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Details", destination: DetailView())
            NavigationLink("Later", destination: LazyView { Text("Later") })
        }
    }
}

private struct DetailView: View {
    var body: some View { Text("Shop details") }
}

private struct LazyView<Content: View>: View {
    let build: () -> Content
    var body: some View { build() }
}
