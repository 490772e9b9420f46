import AppKit
import SwiftUI

// A status item's popover is the whole app: its view, though named a "quick settings" panel,
// is the app's, and its TabView the app's tabs.
@main
final class MonitorAppDelegate: NSObject, NSApplicationDelegate {
    private var statusItem: NSStatusItem?
    private let popover = NSPopover()

    func applicationDidFinishLaunching(_ notification: Notification) {
        statusItem = NSStatusBar.system.statusItem(withLength: NSStatusItem.squareLength)
        popover.behavior = .transient
        popover.contentViewController = NSHostingController(rootView: QuickSettingsPanel())
        statusItem?.button?.action = #selector(toggle)
    }

    @objc private func toggle() {
        guard let button = statusItem?.button else { return }
        popover.show(relativeTo: button.bounds, of: button, preferredEdge: .minY)
    }
}

struct QuickSettingsPanel: View {
    var body: some View {
        TabView {
            ScreensView().tabItem { Text("Screens") }
            SpeakersView().tabItem { Text("Speakers") }
        }
    }
}

struct ScreensView: View {
    @State private var calibrating = false
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Built-in display") { ScreenDetailView() }
            }
            Button("Calibrate") { calibrating = true }
        }
        .sheet(isPresented: $calibrating) { CalibrateView() }
    }
}

struct ScreenDetailView: View { var body: some View { Text("Brightness") } }
struct CalibrateView: View { var body: some View { Text("Calibrate") } }
struct SpeakersView: View { var body: some View { Text("Volume") } }
