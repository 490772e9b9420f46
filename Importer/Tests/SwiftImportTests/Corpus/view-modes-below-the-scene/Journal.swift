import SwiftUI

// The app's top level is a switch over view modes, chosen from a bar of the app's own, in a
// view the scene does not show itself: the scene shows RootView, which shows MainView once
// signed in. The modes are the tabs. WhatsNewView, which RootView presents, switches over its
// pages: a screen's switch, not the app's tabs.
@main
struct JournalApp: App {
    var body: some Scene {
        WindowGroup { RootView() }
    }
}

struct RootView: View {
    @AppStorage("signedIn") private var signedIn = false
    @State private var showsWhatsNew = false

    var body: some View {
        Group {
            if signedIn { MainView() } else { SignInView() }
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
