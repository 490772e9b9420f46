import SwiftUI

/// A garden app, with an earlier take of its plant screen kept beside it that only a preview
/// builds: what that take presents is not the app's navigation.
@main struct GardenApp: App {
    var body: some Scene { WindowGroup { GardenView() } }
}

struct GardenView: View {
    @State private var watering = false
    var body: some View {
        NavigationStack {
            NavigationLink("Roses") { PlantView() }
                .sheet(isPresented: $watering) { WateringView() }
        }
    }
}

struct PlantView: View { var body: some View { Text("Plant") } }
struct WateringView: View { var body: some View { Text("Water") } }

enum Sketches {
    struct OldPlantView: View {
        @State private var pruning = false
        var body: some View {
            Button("Prune") { pruning = true }
                .sheet(isPresented: $pruning) { PruningView() }
        }
    }

    struct PruningView: View { var body: some View { Text("Prune") } }
}

#Preview {
    Sketches.OldPlantView()
}
