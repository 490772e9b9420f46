import SwiftUI

// A Mac app's split view whose detail column wraps what the sidebar selects in views that lay
// it out (`detail: { GeometryReader { proxy in HStack { ConnectionGate { sectionContent } } } }`,
// a gate of the project's shown before the service connects, given the content as a closure),
// the content a property of the view that switches over the selection. The wrappers do not
// change what is chosen: each case is a screen the sidebar selects, a route named after it, as
// when the switch is written in the column itself; the switch is no top level switching view
// modes, so the sections are no tabs.
@main struct DocksApp: App {
    var body: some Scene {
        WindowGroup("Docks", id: "main") { MainWindow() }
    }
}

enum Section: Hashable {
    case containers
    case images
}

struct MainWindow: View {
    @State private var section: Section? = .containers
    @State private var showsPull = false

    var body: some View {
        NavigationSplitView {
            SectionList(selection: $section)
        } detail: {
            GeometryReader { proxy in
                HStack(spacing: 0) {
                    ConnectionGate { sectionContent }
                        .frame(width: proxy.size.width)
                }
            }
        }
        .toolbar {
            Button("Pull") { showsPull = true }
        }
        .sheet(isPresented: $showsPull) { PullSheet() }
    }

    @ViewBuilder
    private var sectionContent: some View {
        switch section {
        case .containers:
            ContainersList()
        case .images:
            ImagesList()
        case nil:
            Text("Pick a section")
        }
    }
}

struct SectionList: View {
    @Binding var selection: Section?

    var body: some View {
        List(selection: $selection) {
            Label("Containers", systemImage: "shippingbox").tag(Section.containers)
            Label("Images", systemImage: "square.stack").tag(Section.images)
        }
    }
}

struct ConnectionGate<Content: View>: View {
    @ViewBuilder var content: () -> Content
    @State private var connected = true

    var body: some View {
        if connected { content() } else { ProgressView("Connecting") }
    }
}

struct ContainersList: View {
    var body: some View { Text("Containers") }
}

struct ImagesList: View {
    var body: some View { Text("Images") }
}

struct PullSheet: View {
    var body: some View { Text("Pull an image") }
}
