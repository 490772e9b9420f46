import SwiftUI

// A destination pushed by an item whose content is only one of SwiftUI's own views, a
// placeholder shown for any value (`.navigationDestination(item: $light) { light in
// Text(String(describing: light)) }`), as demos write it: not a screen per case of the item's
// enum, so no routes; it is noted. One that builds a view of the project (`.navigationDestination(
// item: $pick) { PickView(pick: $0) }`) stays a route per case.
@main
struct LightsApp: App {
    var body: some Scene {
        WindowGroup { NavigationStack { HomeView() } }
    }
}

enum TrafficLight: Int, CaseIterable {
    case red, amber, green
}

enum Pick: Hashable {
    case first, second
}

struct HomeView: View {
    @State private var light: TrafficLight?
    @State private var pick: Pick?
    var body: some View {
        VStack {
            Button("Lights") { light = .red }
            Button("Pick") { pick = .first }
        }
        .navigationDestination(item: $light) { light in
            Text(String(describing: light))
                .onTapGesture { self.light = nil }
        }
        .navigationDestination(item: $pick) { pick in
            PickView(pick: pick)
        }
    }
}

struct PickView: View { let pick: Pick; var body: some View { Text("") } }
