import SwiftSyntax

/// A router's or a store's method that pushes a case of its own (`func showSettings() {
/// path.append(.settings) }` in a class), or presents one by writing it into an item
/// (`func share(_ text: String) { sheet = .share(text: text) }`), called by views on a value
/// they hold (`router.showSettings()`): each call is a tap of the view making it, to that
/// case, not of whoever builds the router (the app, which would seem to lead everywhere).
/// Matched by the method's name, as a view's call does not say which class its value is of;
/// a method no view calls keeps its pushes and presentations where they were.
enum MethodPushes {
    /// The method of a class (or an actor) a push is written in, by its name: nil inside a
    /// struct's or an enum's method (a view's own, taps of that view), a closure stored
    /// outside a method, or a nested type.
    static func enclosingClassMethod(of node: Syntax) -> String? {
        var method: String?
        var current = node.parent
        while let syntax = current {
            if method == nil, let function = syntax.as(FunctionDeclSyntax.self) {
                method = function.name.text
            } else if syntax.is(ClassDeclSyntax.self) || syntax.is(ActorDeclSyntax.self) {
                return method
            } else if syntax.is(StructDeclSyntax.self) || syntax.is(EnumDeclSyntax.self) || syntax.is(ExtensionDeclSyntax.self) {
                return nil
            }
            current = syntax.parent
        }
        return nil
    }

    /// The method a view calls on a value (`router.showSettings()`, `self.store.open(id)`):
    /// not on a type (`Route.make()`), not a modifier of a view built in place.
    static func calledMethod(_ call: FunctionCallExprSyntax) -> String? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), var base = member.base else { return nil }
        while let inner = base.as(MemberAccessExprSyntax.self)?.base { base = inner }
        // A value's name starts in lower case (or is `self`), a type's in upper case.
        guard let first = base.as(DeclReferenceExprSyntax.self)?.baseName.text.first, first.isLowercase || first == "_" else { return nil }
        return member.declName.baseName.text
    }
}

/// The pushes and presentations of the methods some view calls, by the method's name, and
/// where they are written: taps of the callers, no longer of the class they are written in.
struct CalledMethodPushes {
    private(set) var byMethod: [String: [CaseLink]] = [:]
    private(set) var itemSetsByMethod: [String: [ItemSet]] = [:]
    private(set) var places: Set<SourcePlace> = []

    init(_ found: SwiftDeclarations) {
        guard !found.methodPushes.isEmpty || !found.methodItemSets.isEmpty else { return }
        let called = Set(found.uses.values.flatMap(\.calledMethods))
        for (method, links) in found.methodPushes where called.contains(method) {
            byMethod[method] = links
            places.formUnion(links.map(\.place))
        }
        for (method, sets) in found.methodItemSets where called.contains(method) {
            itemSetsByMethod[method] = sets
            places.formUnion(sets.map(\.property.place))
        }
    }
}
