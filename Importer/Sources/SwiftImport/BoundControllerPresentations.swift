import SwiftSyntax

/// swift-navigation's UIKit helpers present from a view controller by a binding, as its SwiftUI
/// modifiers do: `present(isPresented: $model.isShowingSettings) { ... }`,
/// `present(item: $model.destination.add) { ... }`. Unlike UIKit's own `present(_:animated:)`
/// they are read as `.sheet(isPresented:)` and `.sheet(item:)` are, and a SwiftUI view they
/// build in a hosting controller (`UIHostingController(rootView: SettingsView())`) is the
/// screen (`DestinationView` looks through the controller).
enum BoundControllerPresentations {
    static func isBound(_ call: FunctionCallExprSyntax) -> Bool {
        call.arguments.contains { ["item", "isPresented"].contains($0.label?.text) }
    }
}
