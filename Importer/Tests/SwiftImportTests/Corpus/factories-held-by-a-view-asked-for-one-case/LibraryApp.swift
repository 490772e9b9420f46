import SwiftUI

@main
struct LibraryApp: App {
    var body: some Scene {
        WindowGroup { ShelfView() }
    }
}

enum Page {
    case about, book(id: Int), credits, licences
}

/// A factory the view holds, not a view: its switch builds what each call asks for (a case
/// with a value, or one its `default:` arm builds), not modes of the app.
struct ViewFactory {
    @ViewBuilder
    func make(_ page: Page) -> some View {
        switch page {
        case .about: AboutView()
        case .book(let id): BookView(id: id)
        default: CreditsView()
        }
    }
}

struct ShelfView: View {
    let factory = ViewFactory()
    @State private var showsAbout = false
    @State private var showsCredits = false

    var body: some View {
        NavigationStack {
            List {
                Button("About") { showsAbout = true }
                NavigationLink("Book") { factory.make(.book(id: 3)) }
                Button("Credits") { showsCredits = true }
            }
            .sheet(isPresented: $showsAbout) { factory.make(.about) }
            .fullScreenCover(isPresented: $showsCredits) { factory.make(.credits) }
        }
    }
}

struct AboutView: View {
    var body: some View { Text("About") }
}

struct BookView: View {
    let id: Int
    var body: some View { Text("Book \(id)") }
}

struct CreditsView: View {
    var body: some View { Text("Credits") }
}
