import SwiftUI

// Popovers beside a drawing app's controls whose content is a view the project made for a
// popover and named so (`ColourPopover`, `BrushSizePopoverView`): a colour well's palette and
// a size control's slider, dialogs beside their controls, gone when one clicks away, not
// screens of the app's: no routes. A popover showing a view named otherwise (`ExportView`)
// is a screen presented as a sheet is, as every other presentation here.
@main struct SketchApp: App {
    var body: some Scene {
        WindowGroup { CanvasView() }
    }
}

struct CanvasView: View {
    @State private var picksColour = false
    @State private var picksSize = false
    @State private var exports = false
    @State private var editsLayers = false

    var body: some View {
        VStack {
            HStack {
                Button("Colour") { picksColour = true }
                    .popover(isPresented: $picksColour, arrowEdge: .bottom) {
                        ColourPopover(onPick: { _ in picksColour = false })
                    }
                Button("Size") { picksSize = true }
                    .popover(isPresented: $picksSize) { BrushSizePopoverView() }
                Button("Export") { exports = true }
                    .popover(isPresented: $exports) { ExportView() }
            }
            Text("Canvas")
        }
        .sheet(isPresented: $editsLayers) { LayersView() }
    }
}

struct ColourPopover: View {
    var onPick: (Color) -> Void
    var body: some View {
        HStack {
            Button("Red") { onPick(.red) }
            Button("Blue") { onPick(.blue) }
        }
    }
}

struct BrushSizePopoverView: View {
    @State private var size = 4.0
    var body: some View { Slider(value: $size, in: 1...40) }
}

struct ExportView: View {
    var body: some View { Text("Export the drawing") }
}

struct LayersView: View {
    var body: some View { Text("Layers") }
}
