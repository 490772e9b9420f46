import SwiftUI

// A tab bar whose selection lives in a store the view cannot bind to directly: the
// TabView is given a Binding built from a getter and a setter, and its tabs are the
// screens of an enum listed by a static array.
@main
struct LiftApp: App {
    @State private var store = LiftStore()

    var body: some Scene {
        WindowGroup {
            LiftTabs(store: store)
        }
    }
}

@Observable
final class LiftStore {
    struct State {
        var currentScreen = LiftScreen.today
    }

    var state = State()

    func select(_ screen: LiftScreen) {
        state.currentScreen = screen
    }
}

enum LiftScreen: Hashable, Identifiable, CaseIterable {
    case today
    case history
    case coach
    case hidden

    var id: Self { self }

    static var shownInBar: [LiftScreen] { [.today, .history, .coach] }

    var title: String {
        switch self {
        case .today: "Today"
        case .history: "History"
        case .coach: "Coach"
        case .hidden: "Hidden"
        }
    }

    @ViewBuilder
    var content: some View {
        switch self {
        case .today: TodayView()
        case .history: HistoryView()
        case .coach: CoachView()
        case .hidden: EmptyView()
        }
    }
}

struct LiftTabs: View {
    let store: LiftStore

    var body: some View {
        TabView(selection: Binding(get: { store.state.currentScreen }, set: { store.select($0) })) {
            ForEach(LiftScreen.shownInBar) { screen in
                screen.content
                    .tabItem { Label(screen.title, systemImage: "circle") }
                    .tag(screen)
            }
        }
    }
}

struct TodayView: View {
    var body: some View { Text("Today") }
}

struct HistoryView: View {
    var body: some View { Text("History") }
}

struct CoachView: View {
    var body: some View { Text("Coach") }
}
