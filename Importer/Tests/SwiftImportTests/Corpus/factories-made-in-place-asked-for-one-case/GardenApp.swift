import SwiftUI

@main
struct GardenApp: App {
    var body: some Scene {
        WindowGroup { BedsView() }
    }
}

enum Panel {
    case watering, pests, harvest
}

/// Made where it is used; each call asks for the panel it shows.
struct PanelBuilder {
    var compact = false

    @ViewBuilder
    func make(_ panel: Panel) -> some View {
        switch panel {
        case .watering: WateringView(compact: compact)
        case .pests: PestsView()
        case .harvest: HarvestView()
        }
    }
}

/// Another type's `make`, of the same name: not the one `PanelBuilder().make` calls.
struct LabelBuilder {
    func make(_ text: String) -> some View { SeedLabel(text: text) }
}

struct BedsView: View {
    @State private var watering = false
    @State private var pests = false

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Harvest") { PanelBuilder().make(.harvest) }
                Button("Watering") { watering = true }
                Button("Pests") { pests = true }
                LabelBuilder().make("Tomatoes")
            }
            .sheet(isPresented: $watering) { PanelBuilder(compact: true).make(.watering) }
            .fullScreenCover(isPresented: $pests) { PanelBuilder().make(Panel.pests).padding() }
        }
    }
}

struct WateringView: View {
    let compact: Bool
    var body: some View { Text("Water") }
}

struct PestsView: View {
    var body: some View { Text("Pests") }
}

struct HarvestView: View {
    var body: some View { Text("Harvest") }
}

struct SeedLabel: View {
    let text: String
    var body: some View { Text(text) }
}
