import SwiftUI

@main
struct TimerApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                NavigationLink("Laps", value: TimerRoute.laps)
                    .navigationDestination(for: TimerRoute.self) { _ in Text("laps") }
            }
        }
    }
}

enum TimerRoute: Hashable { case laps }
