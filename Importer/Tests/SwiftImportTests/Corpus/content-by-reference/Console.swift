import SwiftUI

@main
struct ConsoleApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack { ConsoleView() }
        }
    }
}

struct ShareItems: Identifiable {
    let id: Int
}

struct Server: Identifiable {
    let id: Int
}

// A presentation's content given by reference, not written as a closure: a view's
// initialiser (`content: ShareView.init`) shows that view, and the project's own method
// (`content: makePasswordView`) the view it builds.
struct ConsoleView: View {
    @State private var shareItems: ShareItems?
    @State private var lockedServer: Server?
    @State private var showsHelp = false

    var body: some View {
        List {
            Button("Share") { shareItems = ShareItems(id: 1) }
            Button("Connect") { lockedServer = Server(id: 1) }
            Button("Help") { showsHelp = true }
        }
        .sheet(item: $shareItems, content: ShareView.init)
        .sheet(item: $lockedServer, content: makePasswordView)
        .sheet(isPresented: $showsHelp, content: makeHelpView)
    }

    private func makePasswordView(for server: Server) -> some View {
        NavigationStack {
            PasswordView(server: server)
        }
    }

    private func makeHelpView() -> some View {
        HelpView()
    }
}

struct ShareView: View {
    let items: ShareItems
    init(_ items: ShareItems) { self.items = items }
    var body: some View { Text("Share") }
}

struct PasswordView: View {
    let server: Server
    var body: some View { SecureField("Password", text: .constant("")) }
}

struct HelpView: View {
    var body: some View { Text("Help") }
}
