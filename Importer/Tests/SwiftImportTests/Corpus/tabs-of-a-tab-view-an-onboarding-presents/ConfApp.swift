import SwiftUI

// The app's one TabView is in a view its onboarding's last page covers the screen with: the
// app's tabs, reached once the onboarding is done, not a cover of the onboarding's.
@main
struct ConfApp: App {
    var body: some Scene {
        WindowGroup { OnboardingView() }
    }
}

struct OnboardingView: View {
    @State private var page = 0
    var body: some View {
        TabView(selection: $page) {
            Text("Welcome").tag(0)
            OnboardingLastPage().tag(1)
        }
        .tabViewStyle(.page)
    }
}

struct OnboardingLastPage: View {
    @State private var showsApp = false
    var body: some View {
        Button("Start") { showsApp = true }
            .fullScreenCover(isPresented: $showsApp) { MainTabView() }
    }
}

struct MainTabView: View {
    var body: some View {
        TabView {
            NavigationStack { AgendaView() }
                .tabItem { Label("Agenda", systemImage: "calendar") }
            NavigationStack { SpeakersView() }
                .tabItem { Label("Speakers", systemImage: "person.2") }
        }
    }
}

struct AgendaView: View {
    var body: some View { NavigationLink("Keynote") { TalkView() } }
}

struct TalkView: View {
    var body: some View { Text("Keynote") }
}

struct SpeakersView: View {
    var body: some View { Text("Speakers") }
}
