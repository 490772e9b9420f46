import SwiftUI

@main
struct MetricsApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack { TaskView(task: "upload") }
        }
    }
}

// A destination made from an optional value: `Model(task).map { View(model: $0) }` shows
// the view the value is mapped to (or nothing), never the value's type; so does a map
// through a view's initialiser.
struct TaskView: View {
    let task: String
    @State private var showsTimeline = false

    var body: some View {
        List {
            NavigationLink(destination: metricsDestination) { Text("Metrics") }
            NavigationLink(destination: TimingModel(task: task).map(TimingView.init)) { Text("Timing") }
            Button("Timeline") { showsTimeline = true }
        }
        .sheet(isPresented: $showsTimeline) {
            TimelineModel(task: task).flatMap { model in
                TimelineView(model: model)
            }
        }
    }

    private var metricsDestination: some View {
        MetricsModel(task: task).map {
            MetricsView(model: $0)
        }
    }
}

struct MetricsModel {
    init?(task: String) { if task.isEmpty { return nil } }
}

struct TimingModel {
    init?(task: String) { if task.isEmpty { return nil } }
}

struct TimelineModel {
    init?(task: String) { if task.isEmpty { return nil } }
}

struct MetricsView: View {
    let model: MetricsModel
    var body: some View { Text("Metrics") }
}

struct TimingView: View {
    let model: TimingModel
    init(_ model: TimingModel) { self.model = model }
    var body: some View { Text("Timing") }
}

struct TimelineView: View {
    let model: TimelineModel
    var body: some View { Text("Timeline") }
}
