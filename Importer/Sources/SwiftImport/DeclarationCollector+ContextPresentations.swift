import NavreplKit
import SwiftSyntax

/// Records the views a presentation context shows (`ContextPresentations`).
extension DeclarationCollector {
    /// `.sheet(context)`: how the context's views are shown.
    func recordContextAttachment(_ call: FunctionCallExprSyntax, style: Modal.Style) -> Bool {
        guard let property = ContextPresentations.attachedProperty(of: call) else { return false }
        contextPresentations.styles[ContextPresentations.key(usesKey, property)] = style
        return true
    }

    /// `context.present(view)`: kept until the walk is done, when the modifier is known.
    func recordContextPresent(_ call: FunctionCallExprSyntax, on base: ExprSyntax?) {
        guard let (property, view) = ContextPresentations.presented(by: call, on: base) else { return }
        contextPresentations.presented.append(.init(property: property, view: view, scope: scope, call: call))
    }

    /// Each view given to a context handed to a modifier in the same type is shown from that
    /// type, as that modifier shows it; a local is read as the value it was declared with.
    func recordContextPresentations() {
        for presented in contextPresentations.presented {
            guard let style = contextPresentations.styles[ContextPresentations.key(usesKey(of: presented.scope), presented.property)] else { continue }
            var view = presented.view
            if let local = view.as(DeclReferenceExprSyntax.self)?.baseName.text,
               let initial = LocalValues.initializer(of: local, from: presented.call) {
                view = initial
            }
            found.declaredOnlyViewPlaces.insert(place(presented.call))
            within(presented.scope) {
                recordViewLink(view, style: style, what: "\(presented.property).present(\(Self.shown(presented.view)))", at: presented.call)
            }
        }
    }
}
