import SwiftUI

// The scene shows the view holding the app's one TabView when the user is signed in; a
// signed-out user gets there through screens that push it (choosing topics, then Continue).
// The TabView's items are tagged by integers. What the scene shows itself is the app's top
// level, so its items are the app's tabs, though a screen pushes the same view.
@main
struct LearnApp: App {
    @AppStorage("signedIn") private var signedIn = false

    var body: some Scene {
        WindowGroup {
            if signedIn {
                MainTabs()
            } else {
                StartView()
            }
        }
    }
}

struct StartView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Choose topics") { TopicsView() }
        }
    }
}

struct TopicsView: View {
    @State private var ready = false
    var body: some View {
        Button("Continue") { ready = true }
            .navigationDestination(isPresented: $ready) { MainTabs() }
    }
}

struct MainTabs: View {
    @State private var selected = 0
    var body: some View {
        TabView(selection: $selected) {
            HomeView()
                .tabItem { Label("Home", systemImage: "house") }
                .tag(0)
            CoursesView()
                .tabItem { Label("My Courses", systemImage: "book") }
                .tag(1)
            ProfileView()
                .tabItem { Label("Profile", systemImage: "person") }
                .tag(2)
        }
    }
}

struct HomeView: View {
    var body: some View { Text("Home") }
}

struct CoursesView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Swift") { CourseView() }
        }
    }
}

struct CourseView: View {
    var body: some View { Text("Swift") }
}

struct ProfileView: View {
    var body: some View { Text("Profile") }
}
