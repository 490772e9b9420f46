import SwiftUI

// A Mac mail app in three columns: the sidebar selects a mailbox, the middle column switches
// over it to that mailbox's list, and each list selects a message, handed to it as a
// binding, that the detail column shows. Each mailbox's list is a route the sidebar leads to
// (before, the switch in the middle column was not read, and the mailboxes came out as the
// app's tabs), and the message the detail shows for the selection is a route (before, a
// selection made in the middle column was not seen).
@main
struct MailApp: App {
    var body: some Scene {
        WindowGroup {
            MailboxesView()
        }
    }
}

enum Mailbox: Hashable, CaseIterable {
    case inbox, drafts
}

struct Message: Identifiable, Hashable {
    let id: Int
    let subject: String
}

struct MailboxesView: View {
    @State private var mailbox: Mailbox? = .inbox
    @State private var message: Message?

    var body: some View {
        NavigationSplitView {
            List(Mailbox.allCases, id: \.self, selection: $mailbox) { mailbox in
                Text("\(mailbox)")
            }
        } content: {
            switch mailbox {
            case .inbox: InboxView(selection: $message)
            case .drafts: DraftsView(selection: $message)
            case nil: Text("No mailbox")
            }
        } detail: {
            if let message {
                MessageView(message: message)
            } else {
                Text("No message selected")
            }
        }
    }
}

struct InboxView: View {
    @Binding var selection: Message?
    let messages: [Message] = []
    var body: some View { List(messages, selection: $selection) { Text($0.subject).tag($0) } }
}

struct DraftsView: View {
    @Binding var selection: Message?
    let messages: [Message] = []
    var body: some View { List(messages, selection: $selection) { Text($0.subject).tag($0) } }
}

struct MessageView: View {
    let message: Message
    var body: some View { Text(message.subject) }
}
