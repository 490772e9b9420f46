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
}
