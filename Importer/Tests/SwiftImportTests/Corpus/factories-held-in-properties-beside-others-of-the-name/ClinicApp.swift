import SwiftUI

@main
struct ClinicApp: App {
    var body: some Scene {
        WindowGroup { WardView(screens: ScreenFactory()) }
    }
}

enum Screen {
    case rota, handover, incident
}

/// Builds the ward's screens; the view holds one.
struct ScreenFactory {
    @ViewBuilder
    func make(_ screen: Screen) -> some View {
        switch screen {
        case .rota: RotaView()
        case .handover: HandoverView()
        case .incident: IncidentView()
        }
    }
}

/// Another factory with a `make` of its own: not the one the ward's property holds.
struct BadgeFactory {
    @ViewBuilder
    func make(_ count: Int) -> some View { BadgeView(count: count) }
}

struct WardView: View {
    var screens: ScreenFactory
    private let badges = BadgeFactory()
    @State private var showsHandover = false
    @State private var reportsIncident = false

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Rota") { screens.make(.rota) }
                Button("Handover") { showsHandover = true }
                Button("Incident") { reportsIncident = true }
                badges.make(3)
            }
            .sheet(isPresented: $showsHandover) { screens.make(.handover) }
            .fullScreenCover(isPresented: $reportsIncident) { screens.make(.incident) }
        }
    }
}

struct RotaView: View {
    var body: some View { Text("Rota") }
}

struct HandoverView: View {
    var body: some View { Text("Handover") }
}

struct IncidentView: View {
    var body: some View { Text("Incident") }
}

struct BadgeView: View {
    let count: Int
    var body: some View { Text("\(count)") }
}
