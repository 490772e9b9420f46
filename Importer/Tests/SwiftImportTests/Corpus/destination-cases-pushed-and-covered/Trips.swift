import SwiftUI
import SwiftUINavigation

// One optional destination whose cases are each shown through swift-navigation's case key
// paths by a different modifier: `detail` pushed by `.navigationDestination(item:)`, `map`
// covered by `.fullScreenCover(item:)`, `info` by `.popover(item:)` and `edit` by
// `.sheet(item:id:)`. Each case is shown as its own call says, not as the enum's others are.
struct Trip: Identifiable, Hashable {
    let id: Int
    var name: String
}

@Observable
final class TripsModel {
    @CasePathable
    enum Destination {
        case detail(Trip)
        case map(Trip)
        case info(Trip)
        case edit(Trip)
    }

    var trips: [Trip] = []
    var destination: Destination?
}

@main
struct TripsApp: App {
    var body: some Scene {
        WindowGroup { TripsView(model: TripsModel()) }
    }
}

struct TripsView: View {
    @Bindable var model: TripsModel

    var body: some View {
        NavigationStack {
            List(model.trips) { trip in
                Button(trip.name) { model.destination = .detail(trip) }
                    .contextMenu {
                        Button("Map") { model.destination = .map(trip) }
                        Button("Info") { model.destination = .info(trip) }
                        Button("Edit") { model.destination = .edit(trip) }
                    }
            }
            .navigationDestination(item: $model.destination.detail) { trip in
                TripDetail(trip: trip)
            }
            .fullScreenCover(item: $model.destination.map) { $trip in
                TripMap(trip: trip)
            }
            .popover(item: $model.destination.info) { trip in
                TripInfo(trip: trip)
            }
            .sheet(item: $model.destination.edit, id: \.id) { $trip in
                TripEditor(trip: $trip)
            }
        }
    }
}

struct TripDetail: View { let trip: Trip; var body: some View { Text(trip.name) } }
struct TripMap: View { let trip: Trip; var body: some View { Text(trip.name) } }
struct TripInfo: View { let trip: Trip; var body: some View { Text(trip.name) } }
struct TripEditor: View { @Binding var trip: Trip; var body: some View { TextField("Name", text: $trip.name) } }
