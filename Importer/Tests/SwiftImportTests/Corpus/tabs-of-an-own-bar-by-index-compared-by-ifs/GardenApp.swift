import SwiftUI

// An own tab bar by an index, shown by a chain of ifs comparing it with each integer, as view
// builders before Swift 5.3 had it: each compared index is a tab, and so is the last `else`,
// the index's other values, each named after the view it shows.
@main
struct GardenApp: App {
    var body: some Scene {
        WindowGroup { MainView() }
    }
}

struct MainView: View {
    @State var tabIndex = 0

    var body: some View {
        VStack {
            if tabIndex == 0 {
                PlantsView()
            } else if tabIndex == 1 {
                CalendarView()
            } else {
                JournalView()
            }
            HStack {
                Button(action: { self.tabIndex = 0 }) { Text("Plants") }
                Button(action: { self.tabIndex = 1 }) { Text("Calendar") }
                Button(action: { self.tabIndex = 2 }) { Text("Journal") }
            }
        }
    }
}

struct PlantsView: View {
    var body: some View {
        NavigationView {
            NavigationLink(destination: PlantDetailView()) { Text("Basil") }
        }
    }
}

struct PlantDetailView: View { var body: some View { Text("Water twice a week") } }
struct CalendarView: View { var body: some View { Text("May") } }
struct JournalView: View { var body: some View { Text("Notes") } }
