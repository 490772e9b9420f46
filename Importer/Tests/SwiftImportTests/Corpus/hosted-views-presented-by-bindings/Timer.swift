import SwiftUI
import UIKit
import UIKitNavigation

// A view controller shows SwiftUI screens through swift-navigation's UIKit helpers, driven by
// its model's flags and optionals: `present(isPresented:)` and `present(item:)` present,
// `navigationDestination(isPresented:)` and `navigationDestination(item:)` push, each the
// view its hosting controller is given, as UIKit's own `present(_:animated:)` of one is read.
// An alert built from `AlertState` (`UIAlertController(state:)`) is no screen.
struct Lap: Identifiable, Hashable {
    let id: Int
    var seconds: Double
}

@Observable
final class TimerModel {
    var isShowingSettings = false
    var isShowingHistory = false
    var lap: Lap?
    var sharedLap: Lap?
    var alert: AlertState<Never>?
}

final class TimerViewController: UIViewController {
    @UIBindable var model = TimerModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        present(isPresented: $model.isShowingSettings) {
            UIHostingController(rootView: TimerSettingsView())
        }
        navigationDestination(isPresented: $model.isShowingHistory) {
            UIHostingController(rootView: HistoryView())
        }
        navigationDestination(item: $model.lap) { lap in
            UIHostingController(rootView: LapView(lap: lap))
        }
        present(item: $model.sharedLap) { lap in
            UIHostingController(rootView: ShareLapView(lap: lap))
        }
        present(item: $model.alert) { state in
            UIAlertController(state: state)
        }
    }
}

struct TimerSettingsView: View { var body: some View { Text("Settings") } }
struct HistoryView: View { var body: some View { Text("History") } }
struct LapView: View { let lap: Lap; var body: some View { Text("\(lap.seconds)") } }
struct ShareLapView: View { let lap: Lap; var body: some View { Text("\(lap.seconds)") } }
