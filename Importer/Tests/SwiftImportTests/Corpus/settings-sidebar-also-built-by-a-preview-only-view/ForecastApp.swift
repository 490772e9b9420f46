import AppKit
import SwiftUI

// A macOS app that opens its settings window itself through AppKit. The window's sidebar is a
// view of its own; an earlier take of the window (`LegacyPreferencesView`), which only its
// preview builds, builds that sidebar too. A view nothing in the app shows builds nothing the
// app shows: the sidebar is still only the settings window's, its sections panes, not routes.
@main
struct ForecastApp: App {
    var body: some Scene {
        WindowGroup {
            CitiesView()
        }
        .commands {
            CommandGroup(replacing: .appSettings) {
                Button("Settings...") { SettingsWindowManager.shared.open() }
                    .keyboardShortcut(",")
            }
        }
    }
}

final class SettingsWindowManager {
    static let shared = SettingsWindowManager()
    private var window: NSWindow?

    func open() {
        let window = NSWindow(contentRect: NSRect(x: 0, y: 0, width: 640, height: 420),
                              styleMask: [.titled, .closable], backing: .buffered, defer: false)
        window.contentView = NSHostingView(rootView: SettingsView())
        self.window = window
        window.makeKeyAndOrderFront(nil)
    }
}

struct CitiesView: View {
    @State private var addingCity = false

    var body: some View {
        List(["Oslo", "Lima"], id: \.self) { city in
            Text(city)
        }
        .toolbar {
            Button("Add City") { addingCity = true }
        }
        .sheet(isPresented: $addingCity) {
            AddCityView()
        }
    }
}

struct AddCityView: View {
    var body: some View { Text("Add a city") }
}

enum SettingsSection: String, CaseIterable, Identifiable {
    case units = "Units"
    case sources = "Sources"
    case alerts = "Alerts"

    var id: String { rawValue }
}

struct SettingsView: View {
    @State private var section: SettingsSection = .units

    var body: some View {
        NavigationSplitView {
            SettingsSidebar(section: $section)
        } detail: {
            SettingsDetail(section: section)
        }
    }
}

struct LegacyPreferencesView: View {
    @State private var section: SettingsSection = .units

    var body: some View {
        NavigationSplitView {
            SettingsSidebar(section: $section)
        } detail: {
            SettingsDetail(section: section)
        }
    }
}

struct SettingsSidebar: View {
    @Binding var section: SettingsSection

    var body: some View {
        List(SettingsSection.allCases, selection: $section) { section in
            Text(section.rawValue).tag(section)
        }
    }
}

struct SettingsDetail: View {
    let section: SettingsSection

    var body: some View {
        switch section {
        case .units: UnitsPane()
        case .sources: SourcesPane()
        case .alerts: AlertsPane()
        }
    }
}

struct UnitsPane: View {
    var body: some View { Form { Toggle("Celsius", isOn: .constant(true)) } }
}

struct SourcesPane: View {
    var body: some View { Form { Toggle("Use radar data", isOn: .constant(true)) } }
}

struct AlertsPane: View {
    var body: some View { Form { Toggle("Severe weather", isOn: .constant(false)) } }
}

struct LegacyPreferencesView_Previews: PreviewProvider {
    static var previews: some View {
        LegacyPreferencesView()
    }
}
