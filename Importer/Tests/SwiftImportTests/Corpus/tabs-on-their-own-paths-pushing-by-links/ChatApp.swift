import SwiftUI

// Tabs sharing one route enum, each on a path of its own: a tab's routes are the cases
// written onto its path and those its views push by `NavigationLink(value:)`, which goes onto
// the stack showing the link. `contact` is appended onto the chats path and linked from the
// contacts tab: both tabs have it; `profile`, linked from no contacts view, is the chats tab's.
enum AppTab: Hashable { case chats, contacts }

enum Destination: Hashable {
    case conversation(id: Int)
    case contact(name: String)
    case profile
}

@Observable
final class Router {
    var tab: AppTab = .chats
    var chatsPath: [Destination] = []
    var contactsPath: [Destination] = []
}

@main
struct ChatApp: App {
    @State private var router = Router()
    var body: some Scene {
        WindowGroup {
            TabView(selection: $router.tab) {
                NavigationStack(path: $router.chatsPath) {
                    ChatList(router: router)
                        .navigationDestination(for: Destination.self) { destination in
                            DestinationView(destination: destination)
                        }
                }
                .tag(AppTab.chats)
                NavigationStack(path: $router.contactsPath) {
                    ContactList()
                        .navigationDestination(for: Destination.self) { destination in
                            DestinationView(destination: destination)
                        }
                }
                .tag(AppTab.contacts)
            }
        }
    }
}

struct ChatList: View {
    let router: Router
    var body: some View {
        List {
            Button("Ann") { router.chatsPath.append(.conversation(id: 1)) }
            Button("Ann's card") { router.chatsPath.append(.contact(name: "Ann")) }
            Button("Me") { router.chatsPath.append(.profile) }
        }
    }
}

struct ContactList: View {
    var body: some View {
        List {
            NavigationLink("Ann", value: Destination.contact(name: "Ann"))
        }
    }
}

struct DestinationView: View {
    let destination: Destination
    var body: some View { Text("\(destination)") }
}
