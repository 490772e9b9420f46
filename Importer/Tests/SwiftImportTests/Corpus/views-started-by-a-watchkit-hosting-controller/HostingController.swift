import SwiftUI
import WatchKit

// A watchOS app of WatchKit's lifecycle, as Xcode's template of 2019 starts one: the
// storyboard's hosting controller shows ContentView as its body. The app starts there, so a
// view that only a preview builds presents nothing of the app's.
class HostingController: WKHostingController<ContentView> {
    override var body: ContentView { ContentView() }
}

struct ContentView: View {
    @State private var showsGoal = false

    var body: some View {
        Button("Goal") { showsGoal = true }
            .sheet(isPresented: $showsGoal) { GoalView() }
    }
}

struct GaugeSketch: View {
    @State private var showsHistory = false

    var body: some View {
        Button("History") { showsHistory = true }
            .sheet(isPresented: $showsHistory) { HistoryView() }
    }
}

struct GaugeSketch_Previews: PreviewProvider {
    static var previews: some View { GaugeSketch() }
}

struct GoalView: View { var body: some View { Text("2 l a day") } }
struct HistoryView: View { var body: some View { Text("History") } }
