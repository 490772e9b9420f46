import SwiftUI

// Each file declares its own private DetailView; the report calls each by its name and place,
// not by the importer's name for a file's private view.
struct HomeView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Details", destination: DetailView())
        }
    }
}

private struct DetailView: View {
    var body: some View { Text("Home details") }
}
