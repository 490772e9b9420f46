import NavreplKit
import SwiftSyntax

/// Records the views a navigation object's methods are given as closures (`ClosureNavigationCalls`).
extension DeclarationCollector {
    /// `navigationModel.pushContent(id) { DetailView() }`: the closure's view, shown from the
    /// type the call is in. Only a call on an object the view holds (`model.pushContent`,
    /// `self.model.pushContent`) with a trailing closure: a modifier of that name on a view
    /// (`.presentSheet(isPresented:) { }`) is the project's own wrapper, read as one.
    func recordClosureNavigation(_ call: FunctionCallExprSyntax, function: String, on base: ExprSyntax?) {
        guard let base, Self.isHeldObject(base), let closure = call.trailingClosure,
              let style = ClosureNavigationCalls.style(of: function) else { return }
        guard !Self.isInPreview(call) else { return }
        found.declaredOnlyViewPlaces.insert(place(call))
        recordViewLink(ExprSyntax(closure), style: style, what: "\(function)(...) { }", at: call)
    }

    /// `model` or `self.model`.
    private static func isHeldObject(_ base: ExprSyntax) -> Bool {
        if let reference = base.as(DeclReferenceExprSyntax.self), case .identifier = reference.baseName.tokenKind { return true }
        guard let member = base.as(MemberAccessExprSyntax.self) else { return false }
        return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }
}
