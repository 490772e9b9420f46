import SwiftUI
import SwiftUINavigation

// Cases shown one by one in a tabbed app: a case pushed from the views one tab's root
// reaches is pushed in that tab; one pushed from both tabs' views, or presented, is the app's.
enum MailTab: Hashable { case inbox, people }

@main
struct MailApp: App {
    @State private var tab = MailTab.inbox
    var body: some Scene {
        WindowGroup {
            TabView(selection: $tab) {
                NavigationStack { InboxView(model: InboxModel()) }.tag(MailTab.inbox)
                NavigationStack { PeopleView(model: PeopleModel()) }.tag(MailTab.people)
            }
        }
    }
}

struct MessageView: View {
    let id: Int
    var body: some View { Text("Message \(id)") }
}

struct PersonView: View {
    let name: String
    var body: some View { Text(name) }
}

struct ComposeView: View {
    var body: some View { Text("Compose") }
}

struct AttachmentView: View {
    let name: String
    var body: some View { Text(name) }
}
