// An app of AppKit's lifecycle whose main window hosts the app's TabView, given the app's
// settings as an environment object: the hosted view is the app's, not named for settings,
// so its tabs are the app's, whatever its modifiers are given.
import AppKit
import SwiftUI

@NSApplicationMain
class AppDelegate: NSObject, NSApplicationDelegate {
    var window: NSWindow!

    func applicationDidFinishLaunching(_ aNotification: Notification) {
        window = NSWindow(contentRect: .zero, styleMask: [.titled, .closable], backing: .buffered, defer: false)
        window.contentViewController = NSHostingController(rootView: MainView().environmentObject(SettingsStore()))
    }
}

final class SettingsStore: ObservableObject {
    @Published var compact = false
}

struct MainView: View {
    var body: some View {
        TabView {
            InboxView().tabItem { Label("Inbox", systemImage: "tray") }
            ArchiveView().tabItem { Label("Archive", systemImage: "archivebox") }
        }
    }
}
struct InboxView: View {
    var body: some View {
        NavigationView { List { NavigationLink("Welcome", destination: MessageView()) } }
    }
}
struct ArchiveView: View { var body: some View { Text("Archive") } }
struct MessageView: View { var body: some View { Text("Welcome") } }
