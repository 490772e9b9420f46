import SwiftUI

// Destinations wrapped in the app's own views: the screen is the view inside the wrapper.

/// Builds its content only when shown, so that a list of links builds no screen ahead.
struct LazyView<Content: View>: View {
    let build: () -> Content

    init(_ build: @autoclosure @escaping () -> Content) {
        self.build = build
    }

    var body: Content { build() }
}

/// A padded frame around what it is given.
struct Card<Content>: View where Content: View {
    @ViewBuilder let content: Content

    var body: some View {
        content.padding()
    }
}

/// Generic, but it shows a view of its own: a screen, not a wrapper.
struct Poster<Caption: View>: View {
    let caption: Caption

    var body: some View {
        Image(systemName: "film")
    }
}

/// Holds a title beside its content, which it lays out: a screen of its own.
struct TitledPage<Content: View>: View {
    let title: String
    @ViewBuilder let content: Content

    var body: some View {
        List { content }.navigationTitle(title)
    }
}

struct Movie: Hashable {
    let title: String
}

struct MoviesView: View {
    let movies: [Movie]
    @State private var showsFilters = false
    @State private var showsCredits = false

    var body: some View {
        NavigationStack {
            List(movies, id: \.title) { movie in
                NavigationLink(destination: LazyView(MovieDetailView(movie: movie))) { Text(movie.title) }
            }
            // Two wrappers, one inside the other.
            NavigationLink(destination: LazyView(Card { ActorsView() })) { Text("Actors") }
            NavigationLink(destination: Poster(caption: Text("Now"))) { Text("Poster") }
            NavigationLink(destination: TitledPage(title: "Cast") { ActorsView() }) { Text("Cast") }
            // A wrapper of SwiftUI's own view: no screen of the app.
            NavigationLink(destination: Card { Text("Coming soon") }) { Text("Soon") }
                .sheet(isPresented: $showsFilters) { NavigationView { LazyView(FiltersView()) } }
                .fullScreenCover(isPresented: $showsCredits) { AnyView(CreditsView()) }
        }
    }
}

struct MovieDetailView: View {
    let movie: Movie
    var body: some View { Text(movie.title) }
}

struct ActorsView: View {
    var body: some View { Text("Actors") }
}

struct FiltersView: View {
    var body: some View { Text("Filters") }
}

struct CreditsView: View {
    var body: some View { Text("Credits") }
}
