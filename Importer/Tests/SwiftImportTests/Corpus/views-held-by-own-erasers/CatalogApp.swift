import SwiftUI

// A catalogue whose items each hold their screen in the project's own type eraser (a view
// made from any view, keeping it as an `AnyView`), read through the item with modifiers
// after it: the views the eraser is made with, wherever an item is made, are where the
// link may go.
struct ErasedScreen: View {
    private let content: AnyView
    let typeName: String

    init<Screen: View>(_ screen: Screen) {
        content = AnyView(screen)
        typeName = "\(Screen.self)"
    }

    var body: some View {
        content
    }
}

/// The same, made from an opaque parameter.
struct AnyDemoScreen: View {
    let content: AnyView

    init(_ screen: some View) {
        content = AnyView(screen)
    }

    var body: some View { content }
}

struct Demo: Identifiable {
    let id: Int
    let title: String
    let screen: ErasedScreen
}

struct Sample: Identifiable {
    let id: Int
    let screen: AnyDemoScreen
}

@main
struct CatalogApp: App {
    var body: some Scene {
        WindowGroup {
            CatalogView()
        }
    }
}

struct CatalogView: View {
    private let demos = [
        Demo(id: 1, title: "Gauge", screen: ErasedScreen(GaugeDemo())),
        Demo(id: 2, title: "Ripple", screen: ErasedScreen(RippleDemo())),
    ]
    private let samples = [Sample(id: 1, screen: AnyDemoScreen(SwatchSample()))]

    var body: some View {
        NavigationStack {
            List {
                ForEach(demos) { demo in
                    NavigationLink {
                        demo.screen
                            .navigationTitle(demo.title)
                            .navigationBarTitleDisplayMode(.inline)
                    } label: {
                        Text(demo.title)
                    }
                }
                ForEach(samples) { sample in
                    NavigationLink(destination: sample.screen) { Text("Sample") }
                }
            }
        }
    }
}

struct GaugeDemo: View { var body: some View { Text("gauge") } }
struct RippleDemo: View { var body: some View { Text("ripple") } }
struct SwatchSample: View { var body: some View { Text("swatch") } }
