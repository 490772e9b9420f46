import SwiftUI
import SwiftUINavigation

// swift-navigation's `NavigationLink(item:)`, a link driven by a case key path of the
// model's destination: it pushes the case as `.navigationDestination(item:)` would, and the
// case, with its value, is the route.
struct Message: Identifiable, Hashable {
    let id: Int
    var subject: String
}

@Observable
final class InboxModel {
    @CasePathable
    enum Destination {
        case message(Message)
    }

    var messages: [Message] = []
    var destination: Destination?
}

@main
struct InboxApp: App {
    var body: some Scene {
        WindowGroup { NavigationView { InboxView(model: InboxModel()) } }
    }
}

struct InboxView: View {
    @Bindable var model: InboxModel

    var body: some View {
        List(model.messages) { message in
            NavigationLink(item: $model.destination.message) { message in
                MessageView(message: message)
            } label: {
                Text(message.subject)
            }
        }
    }
}

struct MessageView: View {
    let message: Message
    var body: some View { Text(message.subject) }
}
