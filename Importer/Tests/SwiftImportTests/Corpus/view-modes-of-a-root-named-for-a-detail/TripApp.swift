import SwiftUI

// An app that is one trip's detail: its scene shows `TripDetailView`, which lays its content
// out in a private view switching between the trip's modes (Itinerary, Map, Expenses) by a
// segmented picker. Named for a detail, it is still the app's top level: the modes are the
// app's tabs (a neighbour of `panes-of-an-items-detail-in-a-private-view`, where the detail
// is shown beside a list, below the root).
@main
struct TripApp: App {
    var body: some Scene {
        WindowGroup {
            TripDetailView()
        }
    }
}

enum TripMode: Hashable, CaseIterable {
    case itinerary, map, expenses
}

struct TripDetailView: View {
    var body: some View { TripDetailContent() }
}

private struct TripDetailContent: View {
    @State private var mode: TripMode = .itinerary

    var body: some View {
        VStack {
            Picker("Mode", selection: $mode) {
                Text("Itinerary").tag(TripMode.itinerary)
                Text("Map").tag(TripMode.map)
                Text("Expenses").tag(TripMode.expenses)
            }
            .pickerStyle(.segmented)
            switch mode {
            case .itinerary: ItineraryView()
            case .map: TripMapView()
            case .expenses: ExpensesView()
            }
        }
    }
}

struct ItineraryView: View {
    var body: some View {
        NavigationStack {
            List { NavigationLink("Day 1", destination: DayView()) }
        }
    }
}

struct TripMapView: View { var body: some View { Text("Map") } }
struct ExpensesView: View { var body: some View { Text("€ 120") } }
struct DayView: View { var body: some View { Text("Lisbon") } }
