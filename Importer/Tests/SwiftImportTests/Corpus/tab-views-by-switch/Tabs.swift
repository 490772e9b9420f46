import NavigatorUI
import SwiftUI

enum RootTab: Int, Identifiable, CaseIterable {
    case home, settings

    var id: Int { rawValue }

    var title: String {
        switch self {
        case .home: "Home"
        case .settings: "Settings"
        }
    }
}

struct RootTabView: View {
    @State private var selected: RootTab = .home

    var body: some View {
        TabView(selection: $selected) {
            ForEach(RootTab.allCases) { tab in
                RootTabContent(tab: tab)
                    .tabItem { Label(tab.title, systemImage: "circle") }
                    .tag(tab)
            }
        }
    }
}

/// The view each tab shows, chosen by a switch on the tab it holds rather than on `self`.
private struct RootTabContent: View {
    let tab: RootTab

    var body: some View {
        switch tab {
        case .home:
            HomeRootView()
        case .settings:
            SettingsRootView()
        }
    }
}
