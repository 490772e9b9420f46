import SwiftUI

// A TabView in the body of a sheet, its iOS 18 tabs valued by an enum named as tabs
// (`enum HelpTab { case guide, faq }`): the help sheet's panes, not the app's tabs. The app's
// top level is one stack; no enum's name makes a screen's panes its tab bar.
@main struct NotesApp: App {
    var body: some Scene { WindowGroup { NotesView() } }
}

struct NotesView: View {
    @State private var showsHelp = false

    var body: some View {
        NavigationStack {
            List { NavigationLink("Note") { NoteView() } }
                .toolbar { Button("Help") { showsHelp = true } }
                .sheet(isPresented: $showsHelp) { HelpView() }
        }
    }
}

struct NoteView: View { var body: some View { Text("Note") } }

enum HelpTab: Hashable { case guide, faq }

struct HelpView: View {
    @State private var tab: HelpTab = .guide

    var body: some View {
        TabView(selection: $tab) {
            Tab("Guide", systemImage: "book", value: HelpTab.guide) { GuideView() }
            Tab("FAQ", systemImage: "questionmark", value: HelpTab.faq) { FAQView() }
        }
    }
}

struct GuideView: View { var body: some View { Text("Guide") } }
struct FAQView: View { var body: some View { Text("FAQ") } }
