import SwiftUI

// An inspector: a trailing column on a wide screen, a sheet on a phone. Its view is a route,
// shown as a sheet; a call of another type's `inspector` method without a flag is not one.
struct Shape: Identifiable, Hashable {
    let id: Int
}

struct ShapeCanvas: View {
    @State private var showsTraits = false
    @State private var showsLayers = false
    @State private var picked: Shape?

    var body: some View {
        NavigationStack {
            CanvasArea()
                .toolbar {
                    Button("Traits") { showsTraits.toggle() }
                    Button("Layers") { showsLayers.toggle() }
                }
                .inspector(isPresented: $showsTraits) {
                    TraitsInspector()
                        .inspectorColumnWidth(min: 200, ideal: 260, max: 320)
                }
                .sheet(item: $picked) { shape in ShapeDetail(shape: shape) }
        }
        .inspector(isPresented: $showsLayers) {
            if picked == nil { LayersInspector() } else { SelectionInspector() }
        }
    }
}

struct CanvasArea: View {
    let debugger = Debugger()
    var body: some View {
        Text("Canvas").onAppear { debugger.inspector(CanvasArea.self) }
    }
}

struct Debugger {
    func inspector(_ type: Any.Type) {}
}

struct TraitsInspector: View {
    var body: some View { Text("Traits") }
}

struct LayersInspector: View {
    var body: some View { Text("Layers") }
}

struct SelectionInspector: View {
    var body: some View { Text("Selection") }
}

struct ShapeDetail: View {
    let shape: Shape
    var body: some View { Text("\(shape.id)") }
}
