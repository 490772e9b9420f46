import SwiftUI

// A menu bar app whose menu is buttons: the settings window is its only SwiftUI window, so
// the taps its panes make are the app's, led to from its root.
@main
struct BreakTimerApp: App {
    var body: some Scene {
        MenuBarExtra("Breaks", systemImage: "timer") {
            Button("Start break") {}
            SettingsLink()
            Divider()
            Button("Quit") { NSApplication.shared.terminate(nil) }
        }
        .menuBarExtraStyle(.menu)
        Settings {
            BreakSettingsView()
        }
    }
}

struct BreakSettingsView: View {
    var body: some View {
        TabView {
            GeneralSettingsPane()
                .tabItem { Label("General", systemImage: "gearshape") }
            IntervalsPane()
                .tabItem { Label("Intervals", systemImage: "clock") }
        }
        .frame(width: 420, height: 300)
    }
}

struct GeneralSettingsPane: View {
    @AppStorage("sound") private var sound = true
    var body: some View {
        Form { Toggle("Play a sound", isOn: $sound) }
    }
}

struct IntervalsPane: View {
    @State private var addsInterval = false
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Workdays") { IntervalDetailView() }
            }
            .toolbar { Button("Add", systemImage: "plus") { addsInterval = true } }
        }
        .sheet(isPresented: $addsInterval) { NewIntervalView() }
    }
}

struct IntervalDetailView: View {
    var body: some View { Text("Every 50 minutes") }
}

struct NewIntervalView: View {
    var body: some View { Text("New interval") }
}
