import SwiftUI

struct Workout: Hashable, Identifiable {
    let id = UUID()
    var name: String
}

enum WorkoutRoute: Hashable {
    case list
    case workout(Workout)
    case exercise(Workout, set: Int)
    case compare(Workout, Workout)

    var title: String {
        switch self {
        case .list: "All workouts"
        case .workout(let workout): workout.name
        case .exercise, .compare: "Exercise"
        }
    }
}

enum HistoryRoute: Hashable {
    case day(year: Int, month: Int, day: Int)
    case summary
}

struct WorkoutsStack: View {
    @State private var path: [WorkoutRoute] = []

    var body: some View {
        NavigationStack(path: $path) {
            WorkoutList()
                .navigationDestination(for: WorkoutRoute.self) { route in
                    WorkoutScreen(route: route)
                }
        }
    }
}

struct HistoryStack: View {
    var body: some View {
        NavigationStack {
            HistoryCalendar()
        }
    }
}

struct HistoryCalendar: View {
    var body: some View {
        CalendarGrid()
            .navigationDestination(for: HistoryRoute.self) { _ in DaySummary() }
    }
}
