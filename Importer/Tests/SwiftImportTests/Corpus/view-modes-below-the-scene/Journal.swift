import SwiftUI

// The app's top level is a switch over view modes, chosen from a bar of the app's own, in a
// view the scene does not show itself: the scene shows RootView, which shows MainView once
// signed in. The modes are the tabs. RootView's switch over the session (signed in or out) is
// where the app is in its life, not a mode; WhatsNewView, which RootView presents, switches
// over its pages: a screen's switch, not the app's tabs.
@main
struct JournalApp: App {
    var body: some Scene {
        WindowGroup { RootView() }
    }
}

enum Session: Hashable { case signedOut, signedIn }

struct RootView: View {
    @State private var session: Session = .signedOut
    @State private var showsWhatsNew = false

    var body: some View {
        Group {
            switch session {
            case .signedOut: SignInView()
            case .signedIn: MainView()
            }
        }
        .sheet(isPresented: $showsWhatsNew) { WhatsNewView() }
    }
}

enum WhatsNewPage: Hashable { case welcome, privacy }

struct WhatsNewView: View {
    @State private var page: WhatsNewPage = .welcome

    var body: some View {
        switch page {
        case .welcome: WelcomePage()
        case .privacy: PrivacyPage()
        }
    }
}

enum JournalSection: String, CaseIterable { case entries, calendar, insights }

struct MainView: View {
    @State private var section: JournalSection = .entries

    var body: some View {
        VStack {
            switch section {
            case .entries: EntriesView()
            case .calendar: CalendarView()
            case .insights: InsightsView()
            }
            SectionBar(selection: $section)
        }
    }
}

struct SectionBar: View {
    @Binding var selection: JournalSection

    var body: some View {
        HStack {
            ForEach(JournalSection.allCases, id: \.self) { section in
                Button(section.rawValue) { selection = section }
            }
        }
    }
}
