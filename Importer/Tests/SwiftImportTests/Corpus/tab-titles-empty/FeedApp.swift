import SwiftUI

// A placeholder tab titled by an empty string (a slot kept for a sidebar) has no title:
// it is declared without one, not with "".
enum AppTab: Hashable, CaseIterable {
    case timeline, profile, other

    var title: String {
        switch self {
        case .timeline: "Timeline"
        case .profile: "Profile"
        case .other: ""
        }
    }
}

enum TimelineRoute: Hashable { case post(id: Int) }

@main
struct FeedApp: App {
    @State private var selection: AppTab = .timeline
    var body: some Scene {
        WindowGroup {
            TabView(selection: $selection) {
                TimelineTab().tag(AppTab.timeline)
                Text("profile").tag(AppTab.profile)
                EmptyView().tag(AppTab.other)
            }
        }
    }
}

struct TimelineTab: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Post", value: TimelineRoute.post(id: 1))
                .navigationDestination(for: TimelineRoute.self) { _ in Text("post") }
        }
    }
}
