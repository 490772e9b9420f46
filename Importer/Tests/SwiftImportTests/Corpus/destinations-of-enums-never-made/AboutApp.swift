import SwiftUI

// A destination registered for an enum no source ever makes a value of: the about screen's
// `.navigationDestination(for: WebContent.self)` was kept when its rows were changed to open
// their pages in Safari. Nothing pushes a `WebContent`, so the registration leads nowhere: no
// routes. `Topic`, registered the same way, is pushed by its rows: its cases are routes, and
// so is `archive`, which nothing here makes: an enum is dropped whole or not at all, as
// sources trimmed to navigation may leave out the one screen that makes a case. `Section`'s
// values are made from raw values, without naming a case: its cases are routes.
@main
struct AboutApp: App {
    var body: some Scene {
        WindowGroup { AboutView() }
    }
}

enum WebContent: String {
    case whyCall
    case whoWeAre

    var title: String {
        switch self {
        case .whyCall: "Why Calling Works"
        case .whoWeAre: "Who We Are"
        }
    }
}

enum Topic: Hashable {
    case privacy
    case terms
    case archive
}

enum Section: String, Hashable {
    case faq
    case contact
}

struct AboutView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Privacy", value: Topic.privacy)
                NavigationLink("Terms", value: Topic.terms)
                NavigationLink("Help", value: Section(rawValue: "faq")!)
                Button("Why calling works") { UIApplication.shared.open(URL(string: "https://example.com/why")!) }
            }
            .navigationDestination(for: Topic.self) { topic in
                switch topic {
                case .privacy, .terms: TopicView(topic: topic)
                case .archive: ArchiveView()
                }
            }
            .navigationDestination(for: Section.self) { section in
                HelpView(section: section)
            }
            .navigationDestination(for: WebContent.self) { content in
                WebPage(content: content)
            }
        }
    }
}

struct TopicView: View {
    let topic: Topic
    var body: some View { Text("topic") }
}

struct ArchiveView: View {
    var body: some View { Text("archive") }
}

struct HelpView: View {
    let section: Section
    var body: some View { Text("help") }
}

struct WebPage: View {
    let content: WebContent
    var body: some View {
        switch content {
        case .whyCall: Text("why")
        case .whoWeAre: Text("who")
        }
    }
}
