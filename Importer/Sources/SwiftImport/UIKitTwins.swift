/// A UIKit view controller written beside a SwiftUI view for one screen, as apps built for
/// both write it (TCA's Tic-Tac-Toe shows `TwoFactorView` and, through swift-navigation's
/// UIKit helpers, `TwoFactorViewController` for the same `@Presents var twoFactor`).
enum UIKitTwins {
    private static let suffix = "ViewController"

    /// The route the SwiftUI twin of a view controller would have: `twoFactor` for
    /// `TwoFactorViewController`; nil for a type not named as a view controller.
    static func swiftUIRoute(of view: String) -> String? {
        guard view.hasSuffix(suffix), view.count > suffix.count else { return nil }
        return DestinationView.routeName(String(view.dropLast(suffix.count)) + "View")
    }

    /// Whether a type shown is a UIKit controller rather than a SwiftUI view: a class of the
    /// sources named as a controller (`SettingsViewController`), or one of UIKit's
    /// (`UINavigationController`). A struct so named is a SwiftUI view wrapping one (a
    /// `UIViewControllerRepresentable` share sheet, `ActivityViewController`), a screen.
    /// Without a SwiftUI twin a controller is no route: UIKit screens other than a SwiftUI
    /// view's hosting controller are not read.
    static func isController(_ view: String, classes: Set<String>, declared: Set<String>) -> Bool {
        guard view.hasSuffix("Controller") else { return false }
        return classes.contains(view) || (view.hasPrefix("UI") && !declared.contains(view))
    }
}
