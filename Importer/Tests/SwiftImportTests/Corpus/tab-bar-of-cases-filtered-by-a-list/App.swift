import SwiftUI

// A bar of the app's own: its buttons are made from the cases a filter leaves, the cases left
// out written as a list (`![.labs, .account].contains($0)`), and the panel
// switches over the selection. `labs` has an arm but no button and nothing selects it: no
// tab. `account` has no button either, but the header's gear selects it: a tab.
enum Section: CaseIterable {
    case feed
    case saved
    case labs
    case account
}

@main
struct ReaderApp: App {
    var body: some Scene {
        WindowGroup {
            MainView()
        }
    }
}

struct MainView: View {
    @State private var section: Section = .feed

    var body: some View {
        HStack {
            SectionBar(section: $section)
            VStack {
                Button("Account") { section = .account }
                panel
            }
        }
    }

    @ViewBuilder
    private var panel: some View {
        switch section {
        case .feed:
            FeedView()
        case .saved:
            SavedView()
        case .labs:
            LabsView()
        case .account:
            AccountView()
        }
    }
}

struct SectionBar: View {
    @Binding var section: Section

    private var shownSections: [Section] {
        Section.allCases.filter { ![.labs, .account].contains($0) }
    }

    var body: some View {
        VStack {
            ForEach(shownSections, id: \.self) { item in
                Button(String(describing: item)) { section = item }
            }
        }
    }
}

struct FeedView: View {
    @State private var showsComposer = false

    var body: some View {
        Button("Compose") { showsComposer = true }
            .sheet(isPresented: $showsComposer) { ComposerView() }
    }
}

struct SavedView: View {
    var body: some View { Text("Saved") }
}

struct LabsView: View {
    var body: some View { Text("Labs") }
}

struct AccountView: View {
    var body: some View { Text("Account") }
}

struct ComposerView: View {
    var body: some View { Text("Compose") }
}
