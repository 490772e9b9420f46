import SwiftSyntax

/// Values of the standard library's and Foundation's types made in place: `UUID()`, `Date()`,
/// `Date.now`, `URL(string: "...")`, `Int.random(in: 1...9)`, `String(number)`. Another
/// module's type, but one every app knows: a push of one is of that type, read through a
/// destination for it (`.navigationDestination(for: Date.self)`), else listed with its type.
enum StandardValues {
    /// The value types an app may key a destination by.
    static let types: Set = ["UUID", "Date", "URL", "Data", "Decimal", "DateComponents", "String", "Int", "Double", "Float", "Bool"]

    /// The standard type a value is made of: a construction (`UUID()`, `URL(string: s)!`)
    /// or a static member (`Date.now`, `Int.random(in: 1...9)`); nil for any other value.
    static func type(of value: ExprSyntax) -> String? {
        var made = value
        while let unwrapped = made.as(ForceUnwrapExprSyntax.self)?.expression ?? made.as(OptionalChainingExprSyntax.self)?.expression {
            made = unwrapped
        }
        if let call = made.as(FunctionCallExprSyntax.self) { made = call.calledExpression }
        if let member = made.as(MemberAccessExprSyntax.self), let base = member.base { made = base }
        guard let name = made.as(DeclReferenceExprSyntax.self)?.baseName.text, types.contains(name) else { return nil }
        return name
    }
}
