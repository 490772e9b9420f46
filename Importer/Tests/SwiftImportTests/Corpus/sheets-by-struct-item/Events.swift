import SwiftUI

// Items that are structs, not enums: the view their content builds is a route, presented as
// the modifier says. An enum item is read by its cases as before.
struct Event: Identifiable {
    let id: Int
}

struct Ticket: Identifiable {
    let id: Int
}

enum CalendarSheet: Identifiable {
    case newEvent
    case settings
    var id: Self { self }
}

struct CalendarView: View {
    @State private var editing: Event?
    @State private var scanned: Ticket?
    @State private var opened: Event?
    @State private var sheet: CalendarSheet?

    var body: some View {
        NavigationStack {
            List {
                Text("Today")
            }
            .navigationDestination(item: $opened) { event in EventDetail(event: event) }
        }
        .sheet(item: $editing) { event in
            NavigationStack {
                EventEditorView(event: event)
                    .navigationTitle("Edit")
            }
        }
        .fullScreenCover(item: $scanned) { ticket in TicketScreen(ticket: ticket) }
        .sheet(item: $sheet) { sheet in
            switch sheet {
            case .newEvent: EventEditorView(event: nil)
            case .settings: SettingsView()
            }
        }
    }
}
