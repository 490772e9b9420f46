import SwiftUI

// Each tab item is a view of the app's own, styling an icon over a title it is given
// (`TabLabel(symbol: "leaf", text: "Plants")`), as apps that restyle their tab bar's items
// write them: the tabs are titled by the strings given, not named after the views they show.
// The icon's string (`symbol:`) titles nothing.
@main
struct GardenApp: App {
    var body: some Scene {
        WindowGroup { RootView() }
    }
}

private struct TabLabel: View {
    let symbol: String
    let text: String

    var body: some View {
        VStack {
            Image(systemName: symbol)
            Text(text)
        }
    }
}

struct RootView: View {
    var body: some View {
        TabView {
            BedsView()
                .tabItem { TabLabel(symbol: "leaf", text: "Plants") }
                .tag(0)
            ChoresView()
                .tabItem { TabLabel(symbol: "calendar", text: "Watering") }
                .tag(1)
        }
    }
}

struct BedsView: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: PlantView()) { Text("Tomato") }
            }
        }
    }
}

struct ChoresView: View { var body: some View { Text("Water the beds") } }
struct PlantView: View { var body: some View { Text("Tomato") } }
