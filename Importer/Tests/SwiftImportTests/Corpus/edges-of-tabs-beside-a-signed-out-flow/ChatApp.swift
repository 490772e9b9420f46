import SwiftUI

@main
struct ChatApp: App {
    var body: some Scene { WindowGroup { AppView() } }
}

/// Signed out, the app shows its onboarding; signed in, its tabs.
struct AppView: View {
    @AppStorage("signedIn") private var signedIn = false
    var body: some View {
        if signedIn {
            TabBarView()
        } else {
            WelcomeView()
        }
    }
}

struct TabBarView: View {
    var body: some View {
        TabView {
            NavigationStack { ChatsView() }
                .tabItem { Label("Chats", systemImage: "bubble") }
            NavigationStack { ProfileView() }
                .tabItem { Label("Profile", systemImage: "person") }
        }
    }
}

struct WelcomeView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Get started") { OnboardingIntroView() }
        }
    }
}

struct OnboardingIntroView: View {
    var body: some View { NavigationLink("Next") { OnboardingColorView() } }
}

struct OnboardingColorView: View {
    @AppStorage("signedIn") private var signedIn = false
    var body: some View { Button("Done") { signedIn = true } }
}

struct ChatsView: View {
    var body: some View { NavigationLink("Chat") { ChatView() } }
}

struct ChatView: View {
    var body: some View { Text("Chat") }
}

struct ProfileView: View {
    @State private var showsSettings = false
    var body: some View {
        Button("Settings") { showsSettings = true }
            .sheet(isPresented: $showsSettings) { SettingsView() }
    }
}

struct SettingsView: View {
    var body: some View { Text("Settings") }
}
