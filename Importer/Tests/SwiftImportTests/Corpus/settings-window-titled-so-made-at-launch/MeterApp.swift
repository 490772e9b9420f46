import AppKit
import SwiftUI

// A menu bar app on the AppKit lifecycle. As the app launches, its delegate makes the window
// its Preferences command shows later, and saves its frame under the settings' name: the
// settings window, though made at launch and hosting a view not named for settings (given as a
// local, below a modifier). Its bar of sections chooses that window's panes, not the app's
// tabs. The status menu's view is the app's own and presents a sheet: a route.
@NSApplicationMain
final class AppDelegate: NSObject, NSApplicationDelegate {
    var window: NSWindow!
    private var statusItem: NSStatusItem!

    func applicationDidFinishLaunching(_ notification: Notification) {
        let mainView = MainView()
        window = NSWindow(
            contentRect: NSRect(x: 0, y: 0, width: 420, height: 300),
            styleMask: [.titled, .closable],
            backing: .buffered,
            defer: false
        )
        window.setFrameAutosaveName("Meter Preferences")
        window.isReleasedWhenClosed = false
        window.contentView = NSHostingView(rootView: mainView.environmentObject(MeterStore.shared))

        statusItem = NSStatusBar.system.statusItem(withLength: NSStatusItem.variableLength)
        let item = NSMenuItem()
        item.view = NSHostingView(rootView: MeterMenuView())
        let menu = NSMenu()
        menu.addItem(item)
        statusItem.menu = menu
    }

    static func showPreferences() {
        (NSApp.delegate as? AppDelegate)?.window.makeKeyAndOrderFront(nil)
        NSApp.activate(ignoringOtherApps: true)
    }
}

final class MeterStore: ObservableObject {
    static let shared = MeterStore()
    @Published var section: MeterSection = .general
}

enum MeterSection: String, CaseIterable, Identifiable {
    case general
    case sensors
    case display

    var id: String { rawValue }
}

struct MainView: View {
    @EnvironmentObject var store: MeterStore

    var body: some View {
        HStack {
            VStack {
                ForEach(MeterSection.allCases) { section in
                    Text(section.rawValue.capitalized)
                        .onTapGesture { store.section = section }
                }
            }
            switch store.section {
            case .general: GeneralPane()
            case .sensors: SensorsPane()
            case .display: DisplayPane()
            }
        }
    }
}

struct GeneralPane: View {
    var body: some View { Toggle("Launch at login", isOn: .constant(true)) }
}

struct SensorsPane: View {
    var body: some View { Toggle("Show fans", isOn: .constant(false)) }
}

struct DisplayPane: View {
    var body: some View { Toggle("Compact", isOn: .constant(false)) }
}

struct MeterMenuView: View {
    @State private var showsAbout = false

    var body: some View {
        VStack {
            Text("CPU 12%")
            Button("Preferences…") { AppDelegate.showPreferences() }
            Button("About") { showsAbout = true }
        }
        .sheet(isPresented: $showsAbout) {
            AboutMeterView()
        }
    }
}

struct AboutMeterView: View {
    var body: some View { Text("Meter 1.0") }
}
