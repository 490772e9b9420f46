import SwiftUI

// A sheet's or a link's content that chooses between views: each view it may show is a route,
// shown as the sheet or the link shows it.

struct Event: Identifiable, Hashable {
    let id: Int
    let title: String
}

enum EditorMode {
    case quick
    case full
    case readOnly
}

struct EventsView: View {
    let events: [Event]
    let mode: EditorMode
    let useQuickEditor: Bool
    @State private var creating = false
    @State private var editing: Event?
    @State private var showsAccount = false
    @State private var signedIn = false

    var body: some View {
        NavigationStack {
            List(events) { event in
                NavigationLink {
                    switch mode {
                    case .quick: QuickEditorView(event: event)
                    case .full: EventEditorView(event: event)
                    case .readOnly: Text(event.title)
                    }
                } label: {
                    Text(event.title)
                }
            }
            .sheet(isPresented: $creating) {
                if useQuickEditor {
                    QuickEditorView(event: nil)
                } else {
                    NavigationStack { NewEventView() }
                }
            }
            // A branch without an else: shown when there is an event.
            .sheet(item: $editing) { event in
                if event.id > 0 { EventEditorView(event: event) }
            }
            .fullScreenCover(isPresented: $showsAccount) {
                if signedIn { AccountView() } else if useQuickEditor { SignInView() } else { SignInView() }
            }
        }
    }
}

struct QuickEditorView: View {
    let event: Event?
    var body: some View { Text("Quick") }
}

struct EventEditorView: View {
    let event: Event
    var body: some View { Text(event.title) }
}

struct NewEventView: View {
    var body: some View { Text("New") }
}

struct AccountView: View {
    var body: some View { Text("Account") }
}

struct SignInView: View {
    var body: some View { Text("Sign in") }
}
