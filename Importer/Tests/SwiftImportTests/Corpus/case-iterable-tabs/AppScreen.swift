import SwiftUI

enum AppScreen: Hashable, Identifiable, CaseIterable {
    case workouts
    case history
    case settings

    var id: AppScreen { self }
}

extension AppScreen {
    var title: String {
        switch self {
        case .workouts: return "Workouts"
        case .history: return "History"
        case .settings: return "Settings"
        }
    }

    @ViewBuilder
    var destination: some View {
        switch self {
        case .workouts: WorkoutsStack()
        case .history: HistoryStack()
        case .settings: SettingsView()
        }
    }
}

struct MainView: View {
    @State private var selection: AppScreen? = .workouts

    var body: some View {
        TabView(selection: $selection) {
            ForEach(AppScreen.allCases) { screen in
                screen.destination
                    .tag(screen as AppScreen?)
                    .tabItem { Text(screen.title) }
            }
        }
    }
}
