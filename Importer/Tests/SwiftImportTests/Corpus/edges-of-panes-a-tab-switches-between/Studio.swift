import SwiftUI

// A tab whose root lays out panes of its own, a bar of buttons over a switch on an enum only it
// holds (`switch pane { case .voices: VoicesPane() ... }`): the panes are that screen's, not
// routes' screens, so what they present are the tab's taps, read from its root as an `if`
// choosing between them is; before, the switch's arms were taken for screens the walk stops at,
// and the tab's edges, then every tab's, were not imported.
@main struct StudioApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                MixerView().tabItem { Label("Mixer", systemImage: "slider.horizontal.3") }
                SetupView().tabItem { Label("Setup", systemImage: "gearshape") }
            }
        }
    }
}

struct MixerView: View {
    @State private var exporting = false
    var body: some View {
        Button("Export") { exporting = true }
            .sheet(isPresented: $exporting) { ExportView() }
    }
}

struct SetupView: View {
    enum Pane: String, CaseIterable, Identifiable {
        case voices, devices, about
        var id: String { rawValue }
    }
    @State private var pane: Pane = .voices

    var body: some View {
        VStack {
            HStack {
                ForEach(Pane.allCases) { item in
                    Button(item.rawValue) { pane = item }
                }
            }
            switch pane {
            case .voices: VoicesPane()
            case .devices: DevicesPane()
            case .about: Text("Studio 1.0")
            }
        }
    }
}

struct VoicesPane: View {
    @State private var adding = false
    var body: some View {
        Button("Add Voice") { adding = true }
            .sheet(isPresented: $adding) { AddVoiceView() }
    }
}

struct DevicesPane: View {
    @State private var pairing = false
    var body: some View {
        Button("Pair") { pairing = true }
            .sheet(isPresented: $pairing) { PairDeviceView() }
    }
}

struct ExportView: View {
    var body: some View { Text("Export") }
}

struct AddVoiceView: View {
    var body: some View { Text("Add a voice") }
}

struct PairDeviceView: View {
    var body: some View { Text("Pair a device") }
}
