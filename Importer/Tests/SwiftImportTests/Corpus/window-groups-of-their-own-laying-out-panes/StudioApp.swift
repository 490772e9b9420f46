import SwiftUI

// The library window beside the main one is a window group of its own, opened by
// `openWindow(id: "library")` (or, a value's, `openWindow(value: palette.id)`): written after the
// main window's group and given an id or a value's type, it is such a window as a `Window`
// scene there is, so its TabView lays out that window's panes, Templates and Colours, not the
// app's tabs. A window group given neither is the main window's.
@main
struct StudioApp: App {
    var body: some Scene {
        WindowGroup {
            CanvasListView()
        }
        WindowGroup("Library", id: "library") {
            LibraryView()
        }
        WindowGroup(for: Palette.ID.self) { $palette in
            PaletteView(palette: palette)
        }
    }
}

struct CanvasListView: View {
    @State private var creating = false

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Poster", destination: CanvasView())
            }
            .toolbar { Button("New") { creating = true } }
        }
        .sheet(isPresented: $creating) { NewCanvasView() }
    }
}

struct CanvasView: View { var body: some View { Text("Canvas") } }
struct NewCanvasView: View { var body: some View { Text("New canvas") } }

struct LibraryView: View {
    var body: some View {
        TabView {
            TemplatesPane()
                .tabItem { Label("Templates", systemImage: "square.grid.2x2") }
            ColoursPane()
                .tabItem { Label("Colours", systemImage: "paintpalette") }
        }
    }
}

struct TemplatesPane: View {
    @State private var previewing = false

    var body: some View {
        List { Text("Flyer") }
            .toolbar { Button("Preview") { previewing = true } }
            .sheet(isPresented: $previewing) { TemplatePreview() }
    }
}

struct ColoursPane: View { var body: some View { Text("Coral") } }
struct TemplatePreview: View { var body: some View { Text("Flyer, A4") } }
struct Palette: Identifiable { let id: String }

struct PaletteView: View {
    let palette: Palette.ID?
    var body: some View {
        TabView {
            Text("Swatches").tabItem { Label("Swatches", systemImage: "square.fill") }
            Text("Contrast").tabItem { Label("Contrast", systemImage: "circle.lefthalf.filled") }
        }
    }
}
