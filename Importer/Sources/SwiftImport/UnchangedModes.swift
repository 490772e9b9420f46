import SwiftSyntax

/// A top level's switch over a value nothing in the sources changes (`var appState: AppState
/// = .chat`, never assigned, bound or mutated): the app shows its first case's view alone,
/// the others kept for a feature not built yet; no choice of modes, so no tabs. A value
/// handed in (`let mode: Mode`, a method's parameter) may change where it comes from, and
/// an enum whose cases are listed (`List(Mode.allCases)`, a sidebar not wired yet) is
/// offered for choosing.
enum UnchangedModes {
    /// The enum whose cases `Mode.allCases` lists, by its last name.
    static func listed(_ node: MemberAccessExprSyntax) -> String? {
        guard node.declName.baseName.text == "allCases", let base = node.base else { return nil }
        return TypeReading.typePath(base)?.last
    }

    /// The member an assignment writes: `appState` in `appState = .voice` and in
    /// `store.appState = mode`.
    static func assigned(by node: SequenceExprSyntax) -> String? {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        return lastName(elements[0])
    }

    /// The members a binding may write (`$mode`, `$store.mode`) or a call may mutate
    /// (`mode.toggle()`): each name the expression reaches.
    static func changed(by node: DeclReferenceExprSyntax) -> [String] {
        // Every name of every file passes here: most are no binding and call nothing.
        let text = node.baseName.text
        let isBinding = text.hasPrefix("$")
        guard isBinding || node.parent?.is(MemberAccessExprSyntax.self) == true else { return [] }
        var names = isBinding ? [String(text.dropFirst())] : []
        var current = Syntax(node)
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init) == current {
            if !names.isEmpty { names.append(member.declName.baseName.text) }
            current = Syntax(member)
        }
        // `mode.toggle()`: a mutating method of the value.
        if names.isEmpty, current.parent?.is(FunctionCallExprSyntax.self) == true,
           let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
            names = lastName(base).map { [$0] } ?? []
        }
        return names
    }

    private static func lastName(_ expression: ExprSyntax) -> String? {
        expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? expression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
}
