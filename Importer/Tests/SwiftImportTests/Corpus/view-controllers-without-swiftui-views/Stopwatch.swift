import SwiftUI
import UIKit
import UIKitNavigation

// A view controller pushes and presents other view controllers through swift-navigation's
// UIKit helpers (`navigationDestination(isPresented:)`, `present(isPresented:)`), none of them a
// SwiftUI view's hosting controller: UIKit screens are read through their SwiftUI views, so
// those are no routes. A SwiftUI view wrapping a controller (a `UIViewControllerRepresentable`
// struct named `ShareViewController`) is a SwiftUI screen, and is one.
@Observable
final class StopwatchModel {
    var isShowingSettings = false
    var isShowingLaps = false
    var isSharing = false
}

@main
struct StopwatchApp: App {
    var body: some Scene {
        WindowGroup { StopwatchView(model: StopwatchModel()) }
    }
}

struct StopwatchView: View {
    @Bindable var model: StopwatchModel
    var body: some View {
        Button("Share") { model.isSharing = true }
            .sheet(isPresented: $model.isSharing) { ShareViewController(items: []) }
    }
}

final class StopwatchViewController: UIViewController {
    @UIBindable var model = StopwatchModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        present(isPresented: $model.isShowingSettings) {
            StopwatchSettingsViewController()
        }
        navigationDestination(isPresented: $model.isShowingLaps) {
            LapsViewController()
        }
    }
}

final class StopwatchSettingsViewController: UIViewController {}
final class LapsViewController: UITableViewController {}

struct ShareViewController: UIViewControllerRepresentable {
    let items: [Any]
    func makeUIViewController(context: Context) -> UIActivityViewController {
        UIActivityViewController(activityItems: items, applicationActivities: nil)
    }
    func updateUIViewController(_ controller: UIActivityViewController, context: Context) {}
}
