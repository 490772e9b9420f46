import SwiftUI
import Observation

@main
struct TravelApp: App {
    @State private var navigator = Navigator()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $navigator.path) {
                TripsView()
                    .navigationDestination(for: Stop.self) { stop in
                        switch stop {
                        case .flights: FlightsView()
                        case .hotels: HotelsView()
                        case .visas: VisasView()
                        case .insurance: InsuranceView()
                        }
                    }
            }
            .environment(navigator)
        }
    }
}

enum Stop: Hashable {
    case flights, hotels, visas, insurance
}

@Observable final class Navigator {
    var path: [Stop] = []
    func push(_ stop: Stop) { path.append(stop) }
}

/// The rows the trips screen lists, declared once as the type's own arrays.
struct Shortcut: Identifiable {
    let id = UUID()
    let name: String
    let stop: Stop

    static let booking: [Shortcut] = [
        Shortcut(name: "Flights", stop: .flights),
        Shortcut(name: "Hotels", stop: .hotels),
    ]
    static let paperwork = [Shortcut(name: "Visas", stop: .visas)]
}

struct TripsView: View {
    @Environment(Navigator.self) private var navigator

    var body: some View {
        List {
            Section("Book") {
                ForEach(Shortcut.booking) { shortcut in
                    Button(shortcut.name) { navigator.push(shortcut.stop) }
                }
            }
            Section("Before you go") {
                ForEach(Shortcut.paperwork) { shortcut in
                    Button(shortcut.name) { navigator.push(shortcut.stop) }
                }
            }
        }
    }
}

struct FlightsView: View {
    @Environment(Navigator.self) private var navigator
    var body: some View { Button("Insure this flight") { navigator.push(.insurance) } }
}

struct HotelsView: View {
    var body: some View { Text("Hotels") }
}

struct VisasView: View {
    var body: some View { Text("Visas") }
}

struct InsuranceView: View {
    var body: some View { Text("Insurance") }
}
