import SwiftUI

@main
struct LibraryApp: App {
    var body: some Scene {
        WindowGroup { ShelfView() }
    }
}

enum Page {
    case about, book, credits
}

/// A factory the top view holds, not a view: its switch over its parameter builds what each
/// call asks for, not modes the app switches between.
struct ViewFactory {
    @ViewBuilder
    func make(_ page: Page) -> some View {
        switch page {
        case .about: AboutView()
        case .book: BookView(id: 1)
        case .credits: CreditsView()
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
                NavigationLink("Book") { factory.make(.book) }
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
