// An app of AppKit's lifecycle: its delegate hosts the app's view in the main window, and
// from an action of no settings name (`configure(_:)`, the menu item's) hosts PrefsView, a
// TabView of preference panes, in a window of its own. The view is named for the app's
// settings: its window is the settings window, its panes no tabs (before, the app's two
// tabs, the app's route open from both). What a pane presents is the app's, led to from the
// settings window, not the main root.
import AppKit
import SwiftUI

@NSApplicationMain
class AppDelegate: NSObject, NSApplicationDelegate {
    var window: NSWindow!
    private var prefsWindow: NSWindow?

    func applicationDidFinishLaunching(_ aNotification: Notification) {
        window = NSWindow(contentRect: .zero, styleMask: [.titled, .closable], backing: .buffered, defer: false)
        window.contentView = NSHostingView(rootView: BookmarksView())
    }

    @IBAction func configure(_ sender: Any?) {
        if prefsWindow == nil {
            let host = NSHostingController(rootView: PrefsView().frame(width: 400))
            prefsWindow = NSWindow(contentViewController: host)
        }
        prefsWindow?.makeKeyAndOrderFront(nil)
    }
}

struct BookmarksView: View {
    var body: some View {
        NavigationView {
            List { NavigationLink("Swift.org", destination: BookmarkView()) }
        }
    }
}
struct BookmarkView: View { var body: some View { Text("Swift.org") } }

struct PrefsView: View {
    var body: some View {
        TabView {
            BrowserPane().tabItem { Label("Browser", systemImage: "safari") }
            ImportPane().tabItem { Label("Import", systemImage: "square.and.arrow.down") }
        }
    }
}
struct BrowserPane: View { var body: some View { Text("Browser") } }
struct ImportPane: View {
    @State private var picksFile = false
    var body: some View {
        Button("Import…") { picksFile = true }
            .sheet(isPresented: $picksFile) { ImportSourceView() }
    }
}
struct ImportSourceView: View { var body: some View { Text("From a file") } }
