import AppKit
import SwiftUI

// A launcher that runs its checks, then hands off to the SwiftUI lifecycle: the App it
// starts has no @main of its own.
@main
enum MonitorLauncher {
    static func main() {
        if CommandLine.arguments.contains("--reset") {
            UserDefaults.standard.removePersistentDomain(forName: "monitor")
        }
        MonitorApp.main()
    }
}

struct MonitorApp: App {
    @NSApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate

    var body: some Scene {
        Window("Monitor", id: "main") {
            ContentView()
        }
        Settings {
            Text("Settings")
        }
    }
}

// The menu bar item is AppKit's, its popover hosting a SwiftUI view.
final class AppDelegate: NSObject, NSApplicationDelegate {
    private var statusItem: NSStatusItem?
    private let popover = NSPopover()

    func applicationDidFinishLaunching(_ notification: Notification) {
        statusItem = NSStatusBar.system.statusItem(withLength: NSStatusItem.variableLength)
        popover.contentViewController = NSHostingController(rootView: MenuBarView())
    }
}

struct MenuBarView: View {
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        Button("Open Monitor") { openWindow(id: "main") }
    }
}

struct Report: Identifiable {
    let id = UUID()
    var title: String
}

struct ContentView: View {
    @State private var report: Report?
    @State private var showingExport = false

    var body: some View {
        VStack {
            Button("Show Report") { report = Report(title: "Today") }
            Button("Export") { showingExport = true }
        }
        .sheet(item: $report) { report in
            ReportView(report: report)
        }
        .sheet(isPresented: $showingExport) {
            ExportView()
        }
    }
}

struct ReportView: View {
    let report: Report
    var body: some View { Text(report.title) }
}

struct ExportView: View {
    var body: some View { Text("Export") }
}
