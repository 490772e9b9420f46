import SwiftUI

// The app keeps its own array of screens instead of SwiftUI's `NavigationStack(path:)`, as
// flows written after FlowStacks do: `screens` starts at `.home` and the app appends cases to
// it. The enum is neither Hashable nor named by a `navigationDestination`; the array holding
// it is the path. `.home`, the array's first value, which nothing appends, is where it starts.
enum Screen {
    case home
    case recipe(id: Int)
    case timer(minutes: Int)
}

struct Flow {
    var screens: [Screen]

    mutating func openRecipe(_ id: Int) {
        screens.append(.recipe(id: id))
    }

    mutating func back() {
        if screens.count > 1 { screens.removeLast() }
    }
}

@main
struct KitchenApp: App {
    @State private var flow = Flow(screens: [.home])

    var body: some Scene {
        WindowGroup {
            FlowView(screens: $flow.screens) { screen in
                switch screen {
                case .home:
                    HomeView(flow: $flow)
                case .recipe(let id):
                    RecipeView(id: id, flow: $flow)
                case .timer(let minutes):
                    TimerView(minutes: minutes)
                }
            }
        }
    }
}

/// Shows the last screen of the array (a real flow chains hidden links, one per screen).
struct FlowView<Content: View>: View {
    @Binding var screens: [Screen]
    @ViewBuilder var content: (Screen) -> Content

    var body: some View {
        content(screens.last ?? .home)
    }
}

struct HomeView: View {
    @Binding var flow: Flow

    var body: some View {
        Button("Soup") { flow.openRecipe(1) }
    }
}

struct RecipeView: View {
    let id: Int
    @Binding var flow: Flow

    var body: some View {
        VStack {
            Button("Start the timer") { flow.screens.append(.timer(minutes: 5)) }
            Button("Back") { flow.back() }
        }
    }
}

struct TimerView: View {
    let minutes: Int
    var body: some View { Text("\(minutes) min") }
}
