import SwiftUI

// A TabView whose selection is its own view's integer (`@State private var selectedTab = 0`,
// its type inferred from the literal), while a screen inside one tab holds a property of the
// same name typed by an enum of its own panes (`selectedTab: AnalyticsTab`, a segmented
// Picker). The TabView's selection is the property of the view that holds the TabView: the
// tabs are its titled items, not the panes of that screen.
@main
struct ExpensesApp: App {
    var body: some Scene {
        WindowGroup {
            MainTabView()
        }
    }
}

struct MainTabView: View {
    @State private var selectedTab = 0

    var body: some View {
        TabView(selection: $selectedTab) {
            HomeView()
                .tabItem { Label("Home", systemImage: "house") }
                .tag(0)
            AnalyticsView()
                .tabItem { Label("Analytics", systemImage: "chart.pie") }
                .tag(1)
        }
    }
}

struct HomeView: View {
    @State private var addingExpense = false

    var body: some View {
        Button("Add") { addingExpense = true }
            .sheet(isPresented: $addingExpense) { AddExpenseView() }
    }
}

/// The panes of the analytics screen, chosen by a segmented picker.
enum AnalyticsTab: String, CaseIterable, Identifiable {
    case overview
    case trends

    var id: Self { self }
}

struct AnalyticsView: View {
    @State private var selectedTab: AnalyticsTab = .overview

    var body: some View {
        VStack {
            Picker("Pane", selection: $selectedTab) {
                ForEach(AnalyticsTab.allCases) { tab in
                    Text(tab.rawValue).tag(tab)
                }
            }
            .pickerStyle(.segmented)
            switch selectedTab {
            case .overview: Text("Overview")
            case .trends: Text("Trends")
            }
        }
    }
}

struct AddExpenseView: View {
    var body: some View { Text("Add") }
}
