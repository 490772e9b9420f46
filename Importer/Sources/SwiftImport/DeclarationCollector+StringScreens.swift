import SwiftSyntax

/// Reading a destination keyed by `String` whose literals name screens (`StringScreens`).
extension DeclarationCollector {
    /// Whether `.navigationDestination(for: String.self)` switches over its string's literals in
    /// its content, each literal's screen then recorded as pushed from this view, and the
    /// string no route; a content calling a method with the string is kept for once every file
    /// is read (`StringScreens.resolve`), and read as any keyed destination until then.
    func recordStringScreens(of call: FunctionCallExprSyntax, type: [String], at value: ExprSyntax) -> Bool {
        guard let content = Self.content(of: call)?.as(ClosureExprSyntax.self),
              let parameter = Self.onlyParameter(of: content) else { return false }
        if let (subject, switchExpression) = SwitchFinder.firstSwitch(in: Syntax(content)), subject == parameter,
           let screens = StringScreens.screens(of: switchExpression) {
            for chain in screens {
                found.uses[usesKey, default: ViewUses()].viewLinks.append(ViewLink(view: chain[0], wrapped: Array(chain.dropFirst()), style: nil, item: nil, place: place(value)))
            }
            found.stringScreenDestinations.append(TypeMention(type: type, scope: scope, place: place(value)))
            return true
        }
        // `{ screen in destinationView(for: screen) }`: the method given the string says.
        if let shown = DestinationView.firstExpression(of: content.statements)?.as(FunctionCallExprSyntax.self),
           shown.arguments.contains(where: { $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter }),
           let name = shown.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            found.stringScreenCalls.append(StringScreens.Call(mention: TypeMention(type: type, scope: scope, place: place(value)), usesKey: usesKey, calls: [name]))
        }
        return false
    }

    /// `screen` in `{ screen in ... }` or `{ (screen: String) in ... }`.
    private static func onlyParameter(of closure: ClosureExprSyntax) -> String? {
        let names = closure.parameterNames
        return names.count == 1 ? names[0] : nil
    }
}
