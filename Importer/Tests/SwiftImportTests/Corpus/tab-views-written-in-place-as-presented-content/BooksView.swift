import SwiftUI

struct BooksView: View {
    @State private var exporting = false
    @State private var inspecting = false
    @State private var showsAbout = false

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Dune", destination: BookView(title: "Dune"))
            }
            .toolbar {
                Button("Export") { exporting = true }
                Button("Inspect") { inspecting = true }
                Button("About") { showsAbout = true }
            }
            .sheet(isPresented: $exporting) {
                NavigationStack {
                    TabView {
                        PDFExportPane().tabItem { Label("PDF", systemImage: "doc") }
                        EPUBExportPane().tabItem { Label("EPUB", systemImage: "book.closed") }
                    }
                    .frame(width: 420, height: 300)
                }
            }
            .popover(isPresented: $inspecting) {
                TabView {
                    MetadataPane().tabItem { Text("Metadata") }
                    CoverPane().tabItem { Text("Cover") }
                }
            }
            .sheet(isPresented: $showsAbout) { AboutView() }
        }
    }
}

struct BookView: View {
    let title: String
    var body: some View { Text(title) }
}

struct AboutView: View {
    var body: some View { Text("Library 1.0") }
}

struct PDFExportPane: View {
    var body: some View { Text("PDF") }
}

struct EPUBExportPane: View {
    var body: some View { Text("EPUB") }
}

struct MetadataPane: View {
    var body: some View { Text("Metadata") }
}

struct CoverPane: View {
    var body: some View { Text("Cover") }
}

struct AuthorsView: View {
    var body: some View { Text("Authors") }
}
