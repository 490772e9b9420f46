import SwiftUI

// A sheet or cover given its item by a binding built in place, to present a value the view
// keeps in another form (`.sheet(item: Binding(get: { fileURL.map(SharedFile.init) }, set:
// { if $0 == nil { fileURL = nil } })) { file in ShareSheet(items: [file.url]) }`): no
// property is bound, but the content builds the app's view, so that view is the route, as
// for a flag's sheet.
@main
struct ExportsApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack { ExportsView() }
        }
    }
}

struct SharedFile: Identifiable {
    let url: URL
    var id: URL { url }
}

struct ExportsView: View {
    @State private var fileURL: URL?
    @State private var previewed: String?

    var body: some View {
        List {
            Button("Export") { fileURL = URL(fileURLWithPath: "/tmp/export.csv") }
            Button("Preview") { previewed = "export.csv" }
        }
        .sheet(item: Binding(
            get: { fileURL.map { SharedFile(url: $0) } },
            set: { if $0 == nil { fileURL = nil } }
        )) { file in
            ShareSheet(items: [file.url])
        }
        .fullScreenCover(item: Binding(get: { previewed.map { SharedFile(url: URL(fileURLWithPath: $0)) } }, set: { _ in previewed = nil })) { file in
            NavigationStack { FilePreviewView(url: file.url) }
        }
    }
}

struct ShareSheet: View {
    let items: [URL]
    var body: some View { Text("Share") }
}

struct FilePreviewView: View {
    let url: URL
    var body: some View { Text(url.lastPathComponent) }
}
