import SwiftUI

// A stack whose screens are named by strings: rows push a name (`NavigationLink(value:
// "colors")`), and `.navigationDestination(for: String.self)` hands it to a method switching
// over the names, each building a screen; a sheet's own stack does the same with the switch in
// place. Each name's screen is a route, named after its view, pushed from the stack; the
// string is no route of its own, and an unknown name's `default:` placeholder is none.
@main
struct LabApp: App {
    var body: some Scene {
        WindowGroup { LabHome() }
    }
}

struct LabHome: View {
    @State private var path: [String] = []
    @State private var showsTools = false
    private let demos = [("colors", "Colours"), ("fonts", "Fonts"), ("motion", "Motion")]

    var body: some View {
        NavigationStack(path: $path) {
            List(demos, id: \.0) { demo in
                NavigationLink(demo.1, value: demo.0)
            }
            .toolbar { Button("Tools") { showsTools = true } }
            .navigationDestination(for: String.self) { name in
                demo(named: name)
            }
        }
        .sheet(isPresented: $showsTools) { ToolsSheet() }
    }

    @ViewBuilder
    private func demo(named name: String) -> some View {
        switch name {
        case "colors": ColorsDemo()
        case "fonts": FontsDemo()
        case "motion": MotionDemo()
        default: Text("No such demo")
        }
    }
}

struct ToolsSheet: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Ruler", value: "ruler")
                NavigationLink("Grid", value: "grid")
            }
            .navigationDestination(for: String.self) { tool in
                switch tool {
                case "ruler": RulerTool()
                case "grid": GridTool()
                default: EmptyView()
                }
            }
        }
    }
}

struct ColorsDemo: View { var body: some View { Text("Colours") } }
struct FontsDemo: View { var body: some View { Text("Fonts") } }
struct MotionDemo: View { var body: some View { Text("Motion") } }
struct RulerTool: View { var body: some View { Text("Ruler") } }
struct GridTool: View { var body: some View { Text("Grid") } }
