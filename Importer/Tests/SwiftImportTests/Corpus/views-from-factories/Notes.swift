import SwiftUI

@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            NotesView()
        }
    }
}

// Destinations that name no view's type, but call the project's own functions and computed
// properties that build one: each shows the view its factory builds.
struct NotesView: View {
    @State private var showsAbout = false
    @State private var showsMail = false
    @State private var showsNews = false
    @State private var showsTip = false
    private let news = NewsCoordinator()

    var body: some View {
        NavigationStack {
            List {
                Button("About") { showsAbout = true }
                Button("Feedback") { showsMail = true }
                Button("News") { showsNews = true }
                Button("Tip") { showsTip = true }
            }
            .navigationDestination(isPresented: $showsAbout) {
                aboutScreen
            }
            .sheet(isPresented: $showsMail) {
                feedbackMail
            }
            .sheet(isPresented: $showsNews) {
                news.makeNewsView { showsNews = false }
                    .padding()
            }
            // A factory of SwiftUI's own views builds no screen of the app: still a note.
            .popover(isPresented: $showsTip) {
                tip
            }
        }
    }

    private var aboutScreen: some View {
        AboutView()
    }

    private var feedbackMail: some View {
        return MailView(recipient: "notes@example.com")
    }

    private var tip: some View {
        Text("Swipe to delete")
    }
}

struct AboutView: View {
    var body: some View { Text("About") }
}

struct MailView: View {
    let recipient: String
    var body: some View { Text(recipient) }
}
