import SwiftUI

// Every tab presents the app's sheets, an app-level route enum, through one modifier. The
// feed's root writes `.share`; no view read writes `.report` (the row menus writing it live
// in a package not read), so the presenting root is not where it is tapped: the tabs, having
// no routes of their own, get no edges, and the note says why.
enum SheetRoute: Identifiable, Hashable {
    case share
    case report
    var id: Self { self }
}

extension View {
    func withRouterSheets(_ sheet: Binding<SheetRoute?>) -> some View {
        self.sheet(item: sheet) { route in
            switch route {
            case .share: ShareSheet()
            case .report: ReportSheet()
            }
        }
    }
}

@main
struct PostsApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                FeedTab()
                    .tabItem { Label("Feed", systemImage: "list.bullet") }
                SearchTab()
                    .tabItem { Label("Search", systemImage: "magnifyingglass") }
            }
        }
    }
}

struct FeedTab: View {
    @State private var sheet: SheetRoute?

    var body: some View {
        Button("Share") { sheet = .share }
            .withRouterSheets($sheet)
    }
}

struct SearchTab: View {
    @State private var sheet: SheetRoute?

    var body: some View {
        Text("Search")
            .withRouterSheets($sheet)
    }
}

struct ShareSheet: View {
    var body: some View { Text("Share") }
}

struct ReportSheet: View {
    var body: some View { Text("Report") }
}
