import SwiftUI

// A sample app that shows one screen and navigates nowhere, read before the other.
@main
struct ClockApp: App {
    var body: some Scene {
        WindowGroup { ClockFace() }
    }
}

struct ClockFace: View {
    var body: some View { Text(Date.now, style: .time) }
}
