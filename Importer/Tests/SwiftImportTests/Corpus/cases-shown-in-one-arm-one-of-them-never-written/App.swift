import SwiftUI

// A sheet's cases shown in one arm by one editor (`case .add, .edit:`), one route named by
// `add`, declared first. No source writes `.add` (its button not written yet), but the rows
// write `.edit(preset)`, which leads to that route: every route the list presents is reached
// by a tap read, so its edges are imported, not left out as a tab presenting a case no tap
// writes.
@main
struct PresetsApp: App {
    var body: some Scene {
        WindowGroup { PresetList() }
    }
}

struct Preset: Identifiable, Hashable {
    let id: Int
}

enum SheetMode: Identifiable {
    case add
    case edit(Preset)
    case share(Preset)

    var id: String { "\(self)" }
}

struct PresetList: View {
    @State private var mode: SheetMode?
    let presets: [Preset] = []

    var body: some View {
        List(presets) { preset in
            Button("Edit") { mode = .edit(preset) }
            Button("Share") { mode = .share(preset) }
        }
        .sheet(item: $mode) { mode in
            switch mode {
            case .add, .edit: PresetEditor(mode: mode)
            case .share(let preset): ShareView(preset: preset)
            }
        }
    }
}

struct PresetEditor: View {
    let mode: SheetMode
    var body: some View { Text("Editor") }
}

struct ShareView: View {
    let preset: Preset
    var body: some View { Text("Share") }
}
