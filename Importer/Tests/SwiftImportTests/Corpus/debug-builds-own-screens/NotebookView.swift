import SwiftUI

struct NotebookView: View {
    @State private var path: [NotebookRoute] = []
    @State private var showsAccount = false
    @State private var showsInspector = false
    @State private var showsNews = false

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Tags", value: NotebookRoute.tags)
                #if DEBUG
                NavigationLink("Feature flags", value: NotebookRoute.featureFlags)
                Button("Inspector") { showsInspector = true }
                #endif
                Button("Account") { showsAccount = true }
                #if DEBUG
                Button("Flags") { openFlags() }
                #endif
                Button("What's new") { showsNews = true }
            }
            .navigationDestination(for: NotebookRoute.self) { route in
                switch route {
                case .note(let title): NoteView(title: title)
                case .tags: TagsView()
                #if !DEBUG
                case .rateApp: RateAppView()
                #endif
                #if DEBUG
                case .featureFlags: FeatureFlagsView()
                #endif
                }
            }
            .sheet(isPresented: $showsAccount) { AccountView() }
            #if DEBUG
            .sheet(isPresented: $showsInspector) { InspectorView() }
            #endif
            #if DEBUG
            .sheet(isPresented: $showsNews) { NewsDraftView() }
            #elseif BETA
            .sheet(isPresented: $showsNews) { BetaNewsView() }
            #else
            .sheet(isPresented: $showsNews) { NewsView() }
            #endif
        }
    }

    #if DEBUG
    private func openFlags() { path.append(.featureFlags) }
    #endif
}

struct NoteView: View {
    let title: String
    var body: some View { Text(title) }
}

struct TagsView: View {
    var body: some View { Text("Tags") }
}

struct RateAppView: View {
    var body: some View { Text("Rate") }
}

struct FeatureFlagsView: View {
    var body: some View { Text("Flags") }
}

struct AccountView: View {
    var body: some View { Text("Account") }
}

struct InspectorView: View {
    var body: some View { Text("Inspector") }
}

struct NewsDraftView: View {
    var body: some View { Text("Draft") }
}

struct BetaNewsView: View {
    var body: some View { Text("Beta news") }
}

struct NewsView: View {
    var body: some View { Text("News") }
}
