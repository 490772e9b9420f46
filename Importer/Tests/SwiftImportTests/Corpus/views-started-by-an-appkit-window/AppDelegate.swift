import Cocoa
import SwiftUI

// A macOS app of AppKit's lifecycle, as Xcode's template of 2019 starts one: the app
// delegate's window shows ContentView in an NSHostingView. The app starts there, so a view
// that only a preview builds (an earlier take kept beside the app) pushes nothing of the app's.
@NSApplicationMain
class AppDelegate: NSObject, NSApplicationDelegate {
    var window: NSWindow!

    func applicationDidFinishLaunching(_ aNotification: Notification) {
        let contentView = ContentView()
        window = NSWindow(
            contentRect: NSRect(x: 0, y: 0, width: 480, height: 300),
            styleMask: [.titled, .closable, .resizable], backing: .buffered, defer: false)
        window.contentView = NSHostingView(rootView: contentView)
        window.makeKeyAndOrderFront(nil)
    }
}

struct ContentView: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: NoteView()) { Text("Groceries") }
            }
        }
    }
}

struct OldContentView: View {
    var body: some View {
        List {
            NavigationLink(destination: DraftView()) { Text("Draft") }
        }
    }
}

struct OldContentView_Previews: PreviewProvider {
    static var previews: some View { OldContentView() }
}

struct NoteView: View { var body: some View { Text("Milk, eggs") } }
struct DraftView: View { var body: some View { Text("Draft") } }
