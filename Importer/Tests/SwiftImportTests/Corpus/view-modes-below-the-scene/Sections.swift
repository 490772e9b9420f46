import SwiftUI

enum EntryRoute: Hashable { case entry(id: Int), editor }
enum DayRoute: Hashable { case day(date: String) }

struct EntriesView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("First", value: EntryRoute.entry(id: 1))
                NavigationLink("New", value: EntryRoute.editor)
            }
            .navigationDestination(for: EntryRoute.self) { _ in Text("Entry") }
        }
    }
}

struct CalendarView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Today", value: DayRoute.day(date: "today"))
                .navigationDestination(for: DayRoute.self) { _ in Text("Day") }
        }
    }
}

struct InsightsView: View { var body: some View { Text("Insights") } }
struct SignInView: View { var body: some View { Text("Sign in") } }
struct WelcomePage: View { var body: some View { Text("Welcome") } }
struct PrivacyPage: View { var body: some View { Text("Privacy") } }
