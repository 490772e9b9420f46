import SwiftUI

// A split view whose sidebar selects a case of a plain enum that declares no conformance
// (`private enum Mailbox { case inbox, archive }`): Swift makes an enum without associated
// values Hashable by itself, so `List(selection:)` and `NavigationLink(value:)` take it as
// they take one declared Hashable. The detail column switches over the selection, showing
// each case's view: each case is a screen the app shows, a route named after its case.
@main struct MailApp: App {
    var body: some Scene { WindowGroup { MailView() } }
}

struct MailView: View {
    private enum Mailbox {
        case inbox
        case archive
    }

    @State private var mailboxes: [Mailbox] = [.inbox, .archive]
    @State private var selected: Mailbox?

    var body: some View {
        NavigationSplitView {
            List(selection: $selected) {
                ForEach(mailboxes, id: \.self) { mailbox in
                    NavigationLink(value: mailbox) {
                        switch mailbox {
                        case .inbox: Text("Inbox")
                        case .archive: Text("Archive")
                        }
                    }
                }
            }
        } detail: {
            switch selected {
            case .inbox:
                InboxView()
            case .archive:
                ArchiveView()
            case .none:
                Text("Pick a mailbox")
            }
        }
    }
}

struct InboxView: View {
    var body: some View {
        NavigationLink("First message") { MessageView() }
    }
}

struct ArchiveView: View {
    var body: some View { Text("Archive") }
}

struct MessageView: View {
    var body: some View { Text("Message") }
}
