import SwiftUI
import FlowStacks

// FlowStacks' routes array (`Routes<Step>`, `[Route<Step>]`) holds an enum of screens that
// need not be Hashable: its cases are routes, but for the one it is made with
// (`.root(.welcome, ...)`), the flow's root.
enum Step {
    case welcome
    case name
    case age(name: String)
}

@main
struct SignUpApp: App {
    var body: some Scene { WindowGroup { SignUpFlow() } }
}

struct SignUpFlow: View {
    @State var routes: Routes<Step> = [.root(.welcome, embedInNavigationView: true)]

    var body: some View {
        Router($routes) { step, _ in
            switch step {
            case .welcome:
                Button("Start") { routes.push(.name) }
            case .name:
                Button("Next") { routes.push(.age(name: "Ann")) }
            case .age(let name):
                Button("Done \(name)") { routes.goBackToRoot() }
            }
        }
    }
}
