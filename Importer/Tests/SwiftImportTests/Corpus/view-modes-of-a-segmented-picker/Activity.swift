import SwiftUI

// A root screen whose segmented control (`Picker(selection: $range) { ... }
// .pickerStyle(SegmentedPickerStyle())`) chooses which summary it shows below it, by a
// switch over the same value: a control within one screen, as Apple's guidelines use a
// segmented control, not a tab bar; so no tabs. What the summaries push is the app's.
@main
struct ActivityApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationView { ActivityView() }
        }
    }
}

enum Range: String, CaseIterable, Identifiable {
    case today = "Today"
    case thisWeek = "Week"
    case thisMonth = "Month"
    var id: String { rawValue }
}

struct ActivityView: View {
    @State private var range = Range.today

    var body: some View {
        VStack {
            Picker("Range", selection: $range) {
                ForEach(Range.allCases) { range in
                    Text(range.rawValue).tag(range)
                }
            }
            .pickerStyle(SegmentedPickerStyle())
            .padding()
            summary
        }
        .navigationBarTitle("Activity")
    }

    @ViewBuilder
    private var summary: some View {
        switch range {
        case .today:
            DaySummary()
        case .thisWeek:
            WeekSummary()
        case .thisMonth:
            MonthSummary()
        }
    }
}

struct DaySummary: View {
    var body: some View {
        NavigationLink("Steps", destination: StepsDetailView())
    }
}

struct WeekSummary: View { var body: some View { Text("42,000 steps") } }
struct MonthSummary: View { var body: some View { Text("180,000 steps") } }
struct StepsDetailView: View { var body: some View { Text("Steps by hour") } }
