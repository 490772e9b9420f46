import SwiftUI

// Lower-case type names sharing their spelling with a member (`.popover(...)` beside
// `struct popover: View`) or an enum case of a list (`case library, settings, about`):
// members and cases are not renamed, so the popover is read and the tabs keep their names;
// a name that is also a case is left as written.

enum pane: String, CaseIterable {
    case library, settings, about
}

@main
struct toolboxapp: App {
    var body: some Scene {
        WindowGroup { mainview() }
    }
}

struct mainview: View {
    @State private var selected: pane = .library
    @State private var showsPopover = false
    @State private var editing: String?

    var body: some View {
        TabView(selection: $selected) {
            libraryview().tabItem { Text("Library") }.tag(pane.library)
            settings().tabItem { Text("Settings") }.tag(pane.settings)
            about().tabItem { Text("About") }.tag(pane.about)
        }
        .popover(isPresented: $showsPopover) { popover() }
    }
}

struct libraryview: View {
    @State private var showsDetail = false
    var body: some View {
        Button("Open") { showsDetail = true }
            .sheet(isPresented: $showsDetail) { detailview(title: "x") }
    }
}

struct detailview: View {
    let title: String
    var body: some View { Text(title) }
}

struct settings: View {
    var body: some View { Text("Settings") }
}

struct about: View {
    var body: some View { Text("About") }
}

struct popover: View {
    var body: some View { Text("Popover") }
}
