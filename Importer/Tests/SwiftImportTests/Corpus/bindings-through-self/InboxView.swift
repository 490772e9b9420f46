import SwiftUI

// Bindings written through `self` (`self.$sheet`), as some codebases write every member:
// the projected value of `sheet`, read as `$sheet` is. The enum's cases are the routes.
enum InboxSheet: Identifiable {
    case compose
    case settings

    var id: Self { self }
}

struct Message: Identifiable {
    let id: Int
}

struct InboxView: View {
    @State private var sheet: InboxSheet?
    @State private var reading: Message?

    var body: some View {
        List {
            Button("New message") { self.sheet = .compose }
            Button("Settings") { self.sheet = .settings }
            Button("Read") { self.reading = Message(id: 1) }
        }
        .sheet(item: self.$sheet) { sheet in
            switch sheet {
            case .compose: ComposerView()
            case .settings: MailSettingsView()
            }
        }
        .fullScreenCover(item: self.$reading) { message in
            ReaderView(message: message)
        }
    }
}

struct ComposerView: View {
    var body: some View { Text("Compose") }
}

struct MailSettingsView: View {
    var body: some View { Text("Settings") }
}

struct ReaderView: View {
    let message: Message
    var body: some View { Text("Message \(message.id)") }
}
