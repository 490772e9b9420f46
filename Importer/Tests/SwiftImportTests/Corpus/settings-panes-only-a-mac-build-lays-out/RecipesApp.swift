import SwiftUI

// A recipes app built for iPhone and Mac from one target. On the Mac its settings are a
// `Settings` scene; on the iPhone the same `PreferencesView` is the last tab. Inside it,
// only the Mac build compiles the TabView of panes (General, Sync); the iPhone's is a
// stack that pushes the measurement units and presents the sign-in sheet. The panes are
// the settings window's, never the app's tabs (before, General and Sync came out as two
// more of the app's tabs, empty); the iPhone's taps stay the tab's.
@main
struct RecipesApp: App {
    var body: some Scene {
        WindowGroup {
            HomeTabs()
        }
        #if os(macOS)
        Settings {
            PreferencesView()
        }
        #endif
    }
}

struct HomeTabs: View {
    var body: some View {
        #if os(iOS)
        TabView {
            RecipesView()
                .tabItem { Label("Recipes", systemImage: "book") }
            PreferencesView()
                .tabItem { Label("Preferences", systemImage: "slider.horizontal.3") }
        }
        #else
        RecipesView()
        #endif
    }
}

struct RecipesView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Pancakes", destination: RecipeView())
            }
        }
    }
}

struct RecipeView: View { var body: some View { Text("Recipe") } }

struct PreferencesView: View {
    @State private var signsIn = false

    var body: some View {
        #if os(macOS)
        TabView {
            GeneralPane()
                .tabItem { Label("General", systemImage: "gear") }
            SyncPane()
                .tabItem { Label("Sync", systemImage: "icloud") }
        }
        .frame(width: 420, height: 260)
        #else
        NavigationStack {
            Form {
                NavigationLink("Units", destination: UnitsView())
                Button("Sign in to sync") { signsIn = true }
            }
        }
        .sheet(isPresented: $signsIn) { SignInView() }
        #endif
    }
}

struct GeneralPane: View { var body: some View { Form { Toggle("Metric", isOn: .constant(true)) } } }
struct SyncPane: View { var body: some View { Form { Toggle("iCloud", isOn: .constant(true)) } } }
struct UnitsView: View { var body: some View { Text("Units") } }
struct SignInView: View { var body: some View { Text("Sign in") } }
