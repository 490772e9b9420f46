// An app of AppKit's lifecycle, made from Xcode's 2019 template: its window shows the app, and
// Preferences… opens a window controller of its own whose TabView lays out preference panes.
// They are the settings window's panes, as a `Settings` scene's are, not the app's tabs; the
// app, with none, has one tab.
import AppKit
import SwiftUI

@NSApplicationMain
class AppDelegate: NSObject, NSApplicationDelegate {
    var window: NSWindow!
    var preferencesWindowController: PreferencesWindowController?

    func applicationDidFinishLaunching(_ aNotification: Notification) {
        window = NSWindow(contentRect: .zero, styleMask: [.titled], backing: .buffered, defer: false)
        window.contentView = NSHostingView(rootView: ContentView())
    }

    @IBAction func openPreferences(_ sender: Any?) {
        preferencesWindowController = PreferencesWindowController()
        preferencesWindowController?.showWindow(nil)
    }
}

final class PreferencesWindowController: NSWindowController {
    convenience init() {
        let window = NSWindow(contentViewController: NSHostingController(rootView: PreferencesView()))
        self.init(window: window)
    }
}

struct ContentView: View {
    @State private var showsAbout = false
    var body: some View {
        NavigationView {
            List { NavigationLink("Item", destination: ItemView()) }
        }
        .sheet(isPresented: $showsAbout) { AboutView() }
    }
}
struct ItemView: View { var body: some View { Text("Item") } }
struct AboutView: View { var body: some View { Text("About") } }

struct PreferencesView: View {
    var body: some View {
        TabView {
            GeneralView().tabItem { Label("General", systemImage: "gear") }
            AdvancedView().tabItem { Label("Advanced", systemImage: "gearshape.2") }
        }
    }
}
struct GeneralView: View { var body: some View { Text("General") } }
struct AdvancedView: View { var body: some View { Text("Advanced") } }
