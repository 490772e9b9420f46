import SwiftUI

// A destination whose view is wrapped in a `Group`, around a choice that shows it only when
// its value is there (`Group { if let url = exportURL { ShareSheet(items: [url]) } }`, in the
// view's own property), or around the view alone: the Group shows the view inside it, as a
// NavigationStack does, so that view is the route.
@main
struct ExportsApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack { SettingsView() }
        }
    }
}

struct SettingsView: View {
    @State private var exportURL: URL?
    @State private var sharing = false

    var body: some View {
        List {
            Button("Export") { sharing = true }
            NavigationLink("About") {
                Group { AboutView() }
            }
        }
        .sheet(isPresented: $sharing) {
            shareSheet
        }
    }

    private var shareSheet: some View {
        Group {
            if let url = exportURL {
                ShareSheet(items: [url])
            }
        }
    }
}

struct ShareSheet: View {
    let items: [URL]
    var body: some View { Text("Share") }
}

struct AboutView: View {
    var body: some View { Text("About") }
}
