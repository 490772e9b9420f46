import SwiftSyntax

/// A `ZStack` that lays one view of the project's over a backdrop of SwiftUI's own
/// (`.sheet(item: $note) { note in ZStack { Color.black.opacity(0.4).ignoresSafeArea();
/// WhatsNewView(releaseNote: note) { ... } } }`, `ZStack { Rectangle().fill(Color.black);
/// ThumbnailDetailsView(fullscreenMode: true) }`): the screen shown is that view, as it is when
/// a `NavigationStack` or a `Group` holds it; the colour, shape or gradient behind it is
/// decoration. Only when every other layer is such a backdrop (a `Color`, a shape, a gradient,
/// an `Image`, a `Spacer`): a stack of two views of the project's, of one and a function's
/// result, or of one and a container of SwiftUI's (a `VStack` that may hold the app's own
/// views), is a layout built in place, no one screen.
enum BackdropStacks {
    /// What is drawn behind a view: a colour, a shape, a gradient or material, an image, a spacer.
    private static let fills: Set<String> = [
        "Color", "Image", "Spacer", "EmptyView",
        "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Ellipse", "Capsule",
        "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "Material",
    ]

    /// The one layer of `stack` (a `ZStack`'s construction) that is not a backdrop, when every
    /// other is; nil otherwise.
    static func shownLayer(of stack: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let closure = stack.trailingClosure, stack.additionalTrailingClosures.isEmpty else { return nil }
        var shown: ExprSyntax?
        for item in closure.statements {
            guard let layer = item.item.as(ExprSyntax.self) else { return nil }
            if isBackdrop(layer) { continue }
            guard shown == nil else { return nil }
            shown = layer
        }
        return shown
    }

    /// `Color.black.opacity(0.4).ignoresSafeArea()`, `Rectangle().fill(...)`, `Color(red: ...)`,
    /// `Image("paper").resizable()`: what a modifier chain is built on is a colour, a fill, an
    /// image or a spacer.
    private static func isBackdrop(_ layer: ExprSyntax) -> Bool {
        var expression = layer
        while true {
            if let call = expression.as(FunctionCallExprSyntax.self) {
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                    expression = base
                    continue
                }
                guard let name = TypeReading.typePath(call.calledExpression)?.last else { return false }
                return fills.contains(name)
            }
            if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
                // `Color.black`, `Color.accentColor.opacity(0.2)`.
                if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Color" { return true }
                expression = base
                continue
            }
            return false
        }
    }
}
