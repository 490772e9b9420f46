import SwiftUI

// A TabView whose items are titled, untagged or tagged by an integer, in an app that also
// declares enums named like tabs for other things: an analytics event's `AnalyticsTab` and a
// pill filter's `FilterTab`. The tabs are the TabView's own items, named after their titles;
// an enum is only guessed to be the tab bar by its name when no item says what the tabs are.
@main
struct RidesApp: App {
    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}

struct RootView: View {
    @SceneStorage("selectedTab") private var selectedTab = 0

    var body: some View {
        TabView(selection: $selectedTab) {
            RidesView()
                .tabItem { Label("Rides", systemImage: "bicycle") }
                .tag(0)
            StatsView()
                .tabItem { Label("Statistics", systemImage: "chart.bar") }
                .tag(1)
        }
    }
}

/// Which tab an analytics event was sent from: not a tab bar.
enum AnalyticsTab: String {
    case rides
    case statistics
}

struct RidesView: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: RideDetailView()) { Text("Morning ride") }
            }
            .onAppear { Analytics.send(from: .rides) }
        }
    }
}

struct StatsView: View {
    /// A filter of the statistics shown in place: not a tab bar either.
    enum FilterTab: String, CaseIterable {
        case week
        case month
    }

    @State private var filter: FilterTab = .week

    var body: some View {
        VStack {
            HStack {
                ForEach(FilterTab.allCases, id: \.self) { tab in
                    Button(tab.rawValue) { filter = tab }
                }
            }
            switch filter {
            case .week: WeekChart()
            case .month: MonthChart()
            }
        }
    }
}

enum Analytics {
    static func send(from tab: AnalyticsTab) {}
}

struct RideDetailView: View {
    var body: some View { Text("Ride") }
}

struct WeekChart: View {
    var body: some View { Text("Week") }
}

struct MonthChart: View {
    var body: some View { Text("Month") }
}
