// A root's switch over a mode nothing changes: `screen` starts at `.library`, and no source
// assigns it, binds it or mutates it (the radio is a feature not built yet). The app shows
// the library alone: no view modes, so no tabs.
import SwiftUI

enum Screen {
    case library
    case radio
}

@Observable
final class PlayerStore {
    static let shared = PlayerStore()
    var screen: Screen = .library
    var isPlaying = false

    func togglePlayback() {
        isPlaying.toggle()
    }
}

@main
struct PlayerApp: App {
    var body: some Scene {
        WindowGroup { RootView() }
    }
}

struct RootView: View {
    @State private var store = PlayerStore.shared

    var body: some View {
        switch store.screen {
        case .library:
            LibraryView(store: store)
        case .radio:
            RadioView()
        }
    }
}

struct LibraryView: View {
    let store: PlayerStore
    @State private var showsQueue = false

    var body: some View {
        VStack {
            Button("Play") { store.togglePlayback() }
            Button("Queue") { showsQueue = true }
        }
        .sheet(isPresented: $showsQueue) { QueueView() }
    }
}

struct RadioView: View {
    var body: some View { Text("Radio") }
}

struct QueueView: View {
    var body: some View { Text("Queue") }
}
