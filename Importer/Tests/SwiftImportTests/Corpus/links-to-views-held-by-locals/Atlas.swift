import SwiftUI

/// Links whose destination is a local constant made as a view: a hidden link laid over a
/// row (`let destination = CountryView(code:)`, then `NavigationLink(destination:
/// destination)`), and a link whose content is a constant shared with the detail column.
struct AtlasView: View {
    let codes = ["fr", "jp"]
    var body: some View {
        NavigationStack {
            List(codes, id: \.self) { code in
                row(for: code)
            }
        }
    }

    private func row(for code: String) -> some View {
        let destination = CountryView(code: code)
        let link = NavigationLink(destination: destination) {
            EmptyView()
        }
        return ZStack {
            Text(code)
            link.opacity(0)
        }
    }
}

struct SidebarView: View {
    var body: some View {
        NavigationView {
            let start = OceansView()
            List {
                NavigationLink {
                    start
                } label: {
                    Text("Oceans")
                }
            }
            start
        }
    }
}

struct CountryView: View {
    let code: String
    var body: some View { Text(code) }
}

struct OceansView: View { var body: some View { Text("Oceans") } }
