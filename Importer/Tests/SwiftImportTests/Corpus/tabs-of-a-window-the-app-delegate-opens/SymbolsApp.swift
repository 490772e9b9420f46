import AppKit
import SwiftUI

// A SwiftUI App whose delegate opens a help window of its own, hosting a SwiftUI view in an
// AppKit window (`window.contentView = NSHostingView(rootView: HelpView())`): the help's
// TabView is that window's panes, not the app's tabs, as the scene reaches other views and
// not it.
@main
struct SymbolsApp: App {
    @NSApplicationDelegateAdaptor(AppDelegate.self) var appDelegate

    var body: some Scene {
        WindowGroup { ContentView() }
    }
}

final class AppDelegate: NSObject, NSApplicationDelegate {
    private var helpWindowController: NSWindowController?

    @objc func showHelp() {
        if helpWindowController == nil {
            let window = NSWindow()
            window.styleMask = [.closable, .titled]
            window.title = "Help"
            window.contentView = NSHostingView(rootView: HelpView())
            helpWindowController = NSWindowController(window: window)
        }
        helpWindowController?.showWindow(helpWindowController?.window)
    }
}

struct ContentView: View {
    @State private var showsDetail = false

    var body: some View {
        NavigationStack {
            Button("Star") { showsDetail = true }
                .sheet(isPresented: $showsDetail) { DetailView() }
        }
    }
}

struct HelpView: View {
    var body: some View {
        TabView {
            GridHelpView().tabItem { Label("Grid", systemImage: "square.grid.3x3") }
            SearchHelpView().tabItem { Label("Search", systemImage: "magnifyingglass") }
        }
    }
}

struct DetailView: View { var body: some View { Text("star") } }
struct GridHelpView: View { var body: some View { Text("Tap a symbol") } }
struct SearchHelpView: View { var body: some View { Text("Type a name") } }
