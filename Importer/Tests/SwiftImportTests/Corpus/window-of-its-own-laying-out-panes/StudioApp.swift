import SwiftUI

// A Mac design app with a library window of its own beside the main one (opened from a menu
// by `openWindow(id: "library")`), whose TabView lays out that window's panes, Templates and
// Colours. They are no tabs of the app, whatever the window is called (before, they came out
// as the app's two tabs and the main window's stack was lost). The template preview a pane
// presents is the app's route, led to only from that window; the About window shows no
// panes, and nothing is said of it.
@main
struct StudioApp: App {
    var body: some Scene {
        WindowGroup {
            CanvasListView()
        }
        Window("Library", id: "library") {
            LibraryView()
        }
        Window("About Studio", id: "about") {
            AboutView()
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
struct AboutView: View { var body: some View { Text("Studio 1.0") } }
