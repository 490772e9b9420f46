import AppKit
import SwiftUI

// A notification's tap keeps where the app should open, and the window selects that tab once
// it shows: the enum's cases name the app's tabs, so they are those tabs, no routes. The
// history screen the stack pushes stays a route.
final class AppDelegate: NSObject, NSApplicationDelegate {
    enum PendingNavigationDestination: Equatable {
        case today
        case week(start: String?)
    }

    static var pendingDestination: PendingNavigationDestination?
}

enum Tab: CaseIterable {
    case today
    case week
    case settings
}

@main
struct JournalApp: App {
    @NSApplicationDelegateAdaptor(AppDelegate.self) private var delegate

    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}

struct RootView: View {
    @State private var tab: Tab = .today

    var body: some View {
        TabView(selection: $tab) {
            TodayView()
                .tabItem { Label("Today", systemImage: "sun.max") }
                .tag(Tab.today)
            WeekView()
                .tabItem { Label("Week", systemImage: "calendar") }
                .tag(Tab.week)
            SettingsView()
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(Tab.settings)
        }
        .onAppear {
            guard let destination = AppDelegate.pendingDestination else { return }
            AppDelegate.pendingDestination = nil
            switch destination {
            case .today:
                tab = .today
            case .week:
                tab = .week
            }
        }
    }
}

struct TodayView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("History") { HistoryView() }
        }
    }
}

struct WeekView: View {
    var body: some View { Text("Week") }
}

struct SettingsView: View {
    var body: some View { Text("Settings") }
}

struct HistoryView: View {
    var body: some View { Text("History") }
}
