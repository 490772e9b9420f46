import SwiftUI

// A bar of the app's own (2019 and 2020: view builders could not hold a switch before Swift
// 5.3) whose buttons set a router's page, and a root that shows the page by a chain of ifs
// comparing it with each case (`if viewRouter.currentPage == .plants { ... } else if ...`):
// the modes are the app's tabs, as a switch over the page gives. The last `else` compares
// nothing, so its view is that of no case; the case it stands for is a tab still.
@main
struct GardenApp: App {
    var body: some Scene {
        WindowGroup { MotherView(viewRouter: ViewRouter()) }
    }
}

enum Page {
    case plants
    case calendar
    case journal
}

final class ViewRouter: ObservableObject {
    @Published var currentPage: Page = .plants
}

struct MotherView: View {
    @ObservedObject var viewRouter: ViewRouter

    var body: some View {
        VStack {
            if self.viewRouter.currentPage == .plants {
                PlantsView()
            } else if self.viewRouter.currentPage == .calendar {
                CalendarView()
            } else {
                JournalView()
            }
            HStack {
                Button(action: { self.viewRouter.currentPage = .plants }) { Image(systemName: "leaf") }
                Button(action: { self.viewRouter.currentPage = .calendar }) { Image(systemName: "calendar") }
                Button(action: { self.viewRouter.currentPage = .journal }) { Image(systemName: "book") }
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
