import SwiftUI

// A tab bar without a tab enum: each tab is its content with a `.tabItem`, untagged or tagged
// by an integer, the item's title its name. The second screen sets its own tab item.
@main
struct CinemaApp: App {
    @State private var selected = 0

    var body: some Scene {
        WindowGroup {
            TabView(selection: $selected) {
                NowPlaying()
                    .tabItem { Label("Now Playing", systemImage: "film") }
                    .tag(0)
                Tickets().tag(1)
                Settings()
                    .tabItem({ Text("Settings") })
            }
        }
    }
}

struct NowPlaying: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Details") { FilmDetailView() }
        }
    }
}

struct Tickets: View {
    var body: some View {
        NavigationStack {
            NavigationLink(destination: TicketView()) { Text("Ticket") }
        }
        .tabItem { Label("My Tickets", systemImage: "ticket") }
    }
}

struct Settings: View {
    var body: some View {
        Form {
            // A picker's tags choose a value, not a tab.
            Picker("Theme", selection: .constant(0)) {
                Text("Light").tag(0)
                Text("Dark").tag(1)
            }
        }
    }
}

struct FilmDetailView: View { var body: some View { Text("film") } }
struct TicketView: View { var body: some View { Text("ticket") } }
