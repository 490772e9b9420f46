import NavreplKit
import SwiftSyntax

/// Views shown through a presentation context, as presentation libraries offer them: the view
/// holds an object (`@StateObject var sheetContext = SheetContext()`), hands it to a one-argument
/// modifier (`.sheet(sheetContext)`, `.fullScreenCover(coverContext)`) and gives its
/// `present(_:)` the view to show (`sheetContext.present(DocumentScanner())`, or a helper's
/// view, or a local's). Which modifier a context is handed to says how its views are shown; a
/// context handed to none shows nothing of the view's. Matched within one type, by the
/// property's name, once the file is walked.
struct ContextPresentations {
    /// A `present(_:)` call on a property of the type the walk was in.
    struct Presented {
        let property: String
        let view: ExprSyntax
        let scope: [String]
        let call: FunctionCallExprSyntax
    }

    /// How each context is shown, by the view graph's name of its type and the property's name.
    var styles: [String: Modal.Style] = [:]
    var presented: [Presented] = []

    static func key(_ usesKey: String, _ property: String) -> String { usesKey + "." + property }

    /// The property a presentation modifier is handed on its own (`.sheet(context)`,
    /// `.sheet(self.context)`): no label, no binding, no content closure.
    static func attachedProperty(of call: FunctionCallExprSyntax) -> String? {
        guard call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
              call.trailingClosure == nil else { return nil }
        return propertyName(argument.expression)
    }

    /// `context.present(view)`: the property and the view it is given. UIKit's
    /// `present(_:animated:)` takes two arguments, and a router's `present(.route)` is on a
    /// property no modifier is handed.
    static func presented(by call: FunctionCallExprSyntax, on base: ExprSyntax?) -> (property: String, view: ExprSyntax)? {
        guard let base, let property = propertyName(base), call.arguments.count == 1,
              let argument = call.arguments.first, argument.label == nil else { return nil }
        return (property, argument.expression)
    }

    /// `context` or `self.context`; not a binding (`$route`, handed to a project's own
    /// `.sheet(_:)`), whose views its closure or wrapper says.
    private static func propertyName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            guard case .identifier = reference.baseName.tokenKind else { return nil }
            return reference.baseName.text
        }
        if let member = expression.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }
}
