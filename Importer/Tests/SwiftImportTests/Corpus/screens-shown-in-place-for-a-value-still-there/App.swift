import SwiftUI

// A screen a view shows in place of its list for a selected value, with a back closure that
// clears it, where the `if` also tests that the value is still there (`if let id =
// selectedID, sessions.contains(where: { $0.id == id })`): the test only refines when the
// screen is shown, and it is still a route for that value. An `if` unwrapping a second value
// shows the view for both (a root switching on two states), and is not read.
@main
struct RecorderApp: App {
    var body: some Scene {
        WindowGroup {
            SessionsView()
        }
    }
}

struct Session: Identifiable {
    let id: UUID
    let name: String
}

struct Take: Identifiable {
    let id: UUID
}

struct SessionsView: View {
    @State private var sessions: [Session] = []
    @State private var selectedID: UUID?
    @State private var openTake: Take?
    @State private var user: String?

    var body: some View {
        VStack {
            if let id = selectedID, sessions.contains(where: { $0.id == id }) {
                SessionDetailView(sessionID: id, onBack: { selectedID = nil })
            } else if let take = openTake, let name = user {
                TakeView(take: take, owner: name, onClose: { openTake = nil })
            } else {
                List(sessions) { session in
                    Button(session.name) { selectedID = session.id }
                }
            }
        }
    }
}

// The same, the value looked up by a second unwrapping that names the first (`if let id =
// selectedTakeID, let take = takes.first(where: { $0.id == id })`): the value found, no
// second state, so a route too.
struct SessionDetailView: View {
    let sessionID: UUID
    let onBack: () -> Void
    @State private var takes: [Take] = []
    @State private var selectedTakeID: UUID?

    var body: some View {
        if let id = selectedTakeID, let take = takes.first(where: { $0.id == id }) {
            TakeDetailView(take: take, onBack: { selectedTakeID = nil })
        } else {
            List(takes) { take in
                Button("Take") { selectedTakeID = take.id }
            }
            Button("Back", action: onBack)
        }
    }
}

struct TakeDetailView: View {
    let take: Take
    let onBack: () -> Void

    var body: some View {
        Button("Back", action: onBack)
    }
}

struct TakeView: View {
    let take: Take
    let owner: String
    let onClose: () -> Void

    var body: some View {
        Button("Close", action: onClose)
    }
}
