import SwiftUI

@main
struct LibraryApp: App {
    var body: some Scene {
        WindowGroup { ShelfView() }
    }
}

enum Page {
    case about, help, credits
}

/// One function builds every page; each presentation asks for the one it shows.
enum Pages {
    @ViewBuilder
    static func make(_ page: Page) -> some View {
        switch page {
        case .about: AboutView()
        case .help: HelpView()
        case .credits: CreditsView()
        }
    }
}

struct ShelfView: View {
    @State private var showsAbout = false
    @State private var showsHelp = false

    var body: some View {
        NavigationStack {
            List {
                Button("About") { showsAbout = true }
                Button("Help") { showsHelp = true }
            }
            .sheet(isPresented: $showsAbout) { Pages.make(.about) }
            .fullScreenCover(isPresented: $showsHelp) { Pages.make(Page.help) }
        }
    }
}

struct AboutView: View {
    var body: some View { Text("About") }
}

struct HelpView: View {
    var body: some View { Text("Help") }
}

struct CreditsView: View {
    var body: some View { Text("Credits") }
}
