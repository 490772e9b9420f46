import SwiftUI

@main
struct TodoApp: App {
    var body: some Scene {
        WindowGroup { MainView() }
    }
}

enum AppTab: Hashable { case list, done }
enum NewRoute: Hashable { case pickList }
enum SheetRoute: Identifiable, Hashable {
    case profile
    var id: Self { self }
}
enum ProfileRoute: Hashable { case avatar }

struct MainView: View {
    @State private var tab: AppTab = .list

    var body: some View {
        TabView(selection: $tab) {
            ListTab().tabItem { Label("List", systemImage: "list.bullet") }.tag(AppTab.list)
            Text("Done").tabItem { Label("Done", systemImage: "checkmark") }.tag(AppTab.done)
        }
    }
}

struct ListTab: View {
    @State private var showNew = false
    @State private var sheet: SheetRoute?

    var body: some View {
        NavigationStack {
            VStack {
                Button("New") { showNew = true }
                Button("Profile") { sheet = .profile }
            }
            .sheet(isPresented: $showNew) { NewTodoView() }
            .sheet(item: $sheet) { route in
                switch route {
                case .profile: ProfileView()
                }
            }
        }
    }
}

// Each sheet pushes on a stack of its own: its taps are the sheet's route's.
struct NewTodoView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("List", value: NewRoute.pickList)
                .navigationDestination(for: NewRoute.self) { _ in Text("Pick") }
        }
    }
}

struct ProfileView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Avatar", value: ProfileRoute.avatar)
                .navigationDestination(for: ProfileRoute.self) { _ in Text("Avatar") }
        }
    }
}
