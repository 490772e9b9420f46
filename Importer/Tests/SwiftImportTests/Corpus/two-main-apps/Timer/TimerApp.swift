import SwiftUI

@main
struct TimerApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                Text("timer")
                    .navigationDestination(for: TimerRoute.self) { _ in Text("laps") }
            }
        }
    }
}

enum TimerRoute: Hashable { case laps }
