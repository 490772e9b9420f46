import SwiftUI

// The app's TabView is in a view private to the root's file, reached from the scene through
// the root's life-state switch: its items are the app's tabs (a private view is known under its
// file's name, and its tab items under its own).
@main
struct WalkApp: App {
    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}

struct RootView: View {
    @AppStorage("onboarded") private var onboarded = false

    var body: some View {
        if onboarded {
            MainTabView()
        } else {
            WelcomeView()
        }
    }
}

private struct MainTabView: View {
    var body: some View {
        TabView {
            NavigationStack {
                TodayView()
            }
            .tabItem { Label("Today", systemImage: "sun.max") }
            JournalView()
                .tabItem { Label("Journal", systemImage: "book") }
        }
    }
}

struct WelcomeView: View {
    var body: some View { Text("Welcome") }
}

struct TodayView: View {
    var body: some View { Text("Today") }
}

struct JournalView: View {
    var body: some View { Text("Journal") }
}
