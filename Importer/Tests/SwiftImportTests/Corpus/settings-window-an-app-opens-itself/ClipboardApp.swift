import AppKit
import SwiftUI

// A menu bar app: its only scene is a hidden window, and its delegate opens everything itself.
// The status item shows the clips in a panel; Preferences… (the settings command) opens a
// window of its own whose sidebar chooses a section: the settings window's panes, as a
// `Settings` scene's are, not the app's routes nor its tabs. What the panel presents is a route.
@main
struct ClipboardApp: App {
    @NSApplicationDelegateAdaptor(AppDelegate.self) var appDelegate

    var body: some Scene {
        WindowGroup {
            EmptyView().hidden()
        }
        .commands {
            CommandGroup(replacing: .appSettings) {
                Button("Preferences...") { appDelegate.showPreferences() }
                    .keyboardShortcut(",")
            }
        }
    }
}

final class AppDelegate: NSObject, NSApplicationDelegate {
    private var panel: NSPanel?
    private var preferencesWindow: NSWindow?

    func applicationDidFinishLaunching(_ notification: Notification) {
        let panel = NSPanel(contentRect: .zero, styleMask: [.nonactivatingPanel], backing: .buffered, defer: true)
        panel.contentView = NSHostingView(rootView: ClipsView())
        self.panel = panel
    }

    @objc func showPreferences() {
        if preferencesWindow == nil {
            let host = NSHostingController(rootView: PreferencesView())
            let window = NSWindow(contentViewController: host)
            window.title = "Settings"
            preferencesWindow = window
        }
        preferencesWindow?.makeKeyAndOrderFront(nil)
    }
}

struct ClipsView: View {
    @State private var showsHelp = false

    var body: some View {
        List(0..<5, id: \.self) { clip in
            Text("Clip \(clip)")
        }
        .toolbar {
            Button("Help") { showsHelp = true }
        }
        .sheet(isPresented: $showsHelp) {
            HelpView()
        }
    }
}

struct HelpView: View {
    var body: some View { Text("Help") }
}

enum PreferencesSection: String, CaseIterable, Identifiable {
    case general = "General"
    case appearance = "Appearance"
    case about = "About"

    var id: String { rawValue }
}

struct PreferencesView: View {
    @State private var selected: PreferencesSection? = .general

    var body: some View {
        NavigationSplitView {
            List(PreferencesSection.allCases, selection: $selected) { section in
                Label(section.rawValue, systemImage: "gear").tag(section)
            }
        } detail: {
            if let selected {
                pane(for: selected)
            }
        }
    }

    @ViewBuilder
    private func pane(for section: PreferencesSection) -> some View {
        switch section {
        case .general: GeneralPreferencesView()
        case .appearance: AppearancePreferencesView()
        case .about: AboutPreferencesView()
        }
    }
}

struct GeneralPreferencesView: View {
    var body: some View { Form { Toggle("Launch at login", isOn: .constant(true)) } }
}

struct AppearancePreferencesView: View {
    var body: some View { Form { Toggle("Show icons", isOn: .constant(true)) } }
}

struct AboutPreferencesView: View {
    var body: some View { Text("Clipboard 1.0") }
}
