import SwiftParser
import SwiftSyntax

/// Turns type and expression syntax into the importer's plain names.
enum TypeReading {
    static func written(_ type: TypeSyntax) -> WrittenType {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            let arguments = genericArguments(identifier.genericArgumentClause)
            let name = identifier.name.text
            if name == "Optional", arguments.count == 1 { return .optional(arguments[0]) }
            if name == "Array", arguments.count == 1 { return .array(arguments[0]) }
            return .named([name], arguments: arguments)
        }
        if let member = type.as(MemberTypeSyntax.self) {
            guard case .named(let base, let baseArguments) = written(member.baseType), baseArguments.isEmpty else {
                return .other(type.trimmedDescription)
            }
            return .named(base + [member.name.text], arguments: genericArguments(member.genericArgumentClause))
        }
        if let optional = type.as(OptionalTypeSyntax.self) { return .optional(written(optional.wrappedType)) }
        if let forced = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return .optional(written(forced.wrappedType)) }
        if let array = type.as(ArrayTypeSyntax.self) { return .array(written(array.element)) }
        if let attributed = type.as(AttributedTypeSyntax.self) { return written(attributed.baseType) }
        if type.is(FunctionTypeSyntax.self) { return .function(type.trimmedDescription) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.firstName == nil {
            return written(only.type)
        }
        return .other(type.trimmedDescription)
    }

    private static func genericArguments(_ clause: GenericArgumentClauseSyntax?) -> [WrittenType] {
        guard let clause else { return [] }
        // Through Syntax: the argument is a type in swift-syntax 600 and a choice of type or
        // expression from 602 on.
        return clause.arguments.map { argument in
            Syntax(argument.argument).as(TypeSyntax.self).map(written) ?? .other(argument.trimmedDescription)
        }
    }

    /// The name a call is made by: `DetailView` in `DetailView(id: 1)`, and in
    /// `DetailView<Store>(id: 1)`, a generic view built with its arguments written (a view
    /// generic over the app's store or model, as many apps write theirs).
    static func callee(_ call: FunctionCallExprSyntax) -> DeclReferenceExprSyntax? {
        let called = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? call.calledExpression
        return called.as(DeclReferenceExprSyntax.self)
    }

    /// The dotted name an expression spells when it names a type: `Route.PatientRoute` in
    /// `Route.PatientRoute.self`, `Route` in `Route.detail(...)`.
    static func typePath(_ expression: ExprSyntax) -> [String]? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return [reference.baseName.text]
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            return typePath(base).map { $0 + [member.declName.baseName.text] }
        }
        if let specialized = expression.as(GenericSpecializationExprSyntax.self) {
            return typePath(specialized.expression)
        }
        if let typeExpression = expression.as(TypeExprSyntax.self) {
            return written(typeExpression.type).path
        }
        return nil
    }

    /// The type of `X.self`.
    static func metatype(_ expression: ExprSyntax) -> [String]? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
              let base = member.base else { return nil }
        return typePath(base)
    }

    /// For `X.y`, `X.y(...)`, `.y` and `.y(...)`: the type written before the case (if any)
    /// and the case's name.
    static func caseReference(_ expression: ExprSyntax) -> (type: [String]?, caseName: String)? {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return caseReference(call.calledExpression)
        }
        if let cast = expression.as(AsExprSyntax.self) {
            let type = written(cast.type).unwrapped.type.path
            return (type, caseReference(cast.expression)?.caseName ?? "")
        }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        guard let base = member.base else { return (nil, name) }
        // Every part a type's: `Links.shared.route(for: url)` is a method of a value, not a
        // case of a type `Links.shared`.
        guard let path = typePath(base), path.allSatisfy({ $0.first?.isUppercase == true }) else { return nil }
        return (path, name)
    }

    /// The property a binding names: `selection` in `$selection`, `tab` in `$router.tab`.
    static func boundProperty(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let text = reference.baseName.text
            return text.hasPrefix("$") ? String(text.dropFirst()) : text
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            // `self.$next`: the projected value of `next`, as `$next` is.
            let text = member.declName.baseName.text
            return text.hasPrefix("$") ? String(text.dropFirst()) : text
        }
        return nil
    }

    /// The text of a string literal without interpolation, or nil: its escapes resolved as
    /// Swift resolves them, in raw strings (`#"\n"#` is a backslash and an n) and multi-line
    /// ones too.
    static func stringLiteral(_ expression: ExprSyntax) -> String? {
        expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }

    /// A title as the source holds it: a string literal; or a localised string's default
    /// value (`String(localized: "tab.patients", defaultValue: "Patients")`,
    /// `NSLocalizedString("tab.patients", value: "Patients", comment: "")`), else its key
    /// (`String(localized: "Patients")`, `NSLocalizedString("Patients", comment: "")`,
    /// `LocalizedStringKey("Patients")`, `LocalizedStringResource("Patients")`). The strings
    /// files are not read: the key is what a missing translation shows.
    /// A project's localisation constant (`L10n.Tab.home`, `String(localized: .AppTabs.home)`)
    /// is a reference, resolved once every file is read (`LocalisedTitles`).
    static func titleText(_ expression: ExprSyntax) -> String? {
        if let literal = stringLiteral(expression) { return literal }
        if let key = localisedByHelper(expression) { return key }
        if let constant = LocalisedTitles.constant(expression) { return LocalisedTitles.reference(constant) }
        guard let call = expression.as(FunctionCallExprSyntax.self), let callee = typePath(call.calledExpression)?.last else { return nil }
        func argument(_ label: String?) -> String? {
            call.arguments.first { $0.label?.text == label }.flatMap { stringLiteral($0.expression) ?? LocalisedTitles.constant($0.expression).map(LocalisedTitles.reference) }
        }
        switch callee {
        case "String": return argument("defaultValue") ?? argument("localized") ?? argument(nil)
        case "LocalizedStringResource": return argument("defaultValue") ?? argument(nil)
        case "NSLocalizedString": return argument("value") ?? argument(nil)
        case "LocalizedStringKey": return argument(nil)
        default: return nil
        }
    }

    /// The key a project's own localising helper is given: `"tab.home".localized`,
    /// `"tab.home".localized()`, `.localized("Home")`, `String.localized("Home")`.
    private static func localisedByHelper(_ expression: ExprSyntax) -> String? {
        let isHelper = { (name: String) in name.lowercased().hasPrefix("locali") }
        if let member = expression.as(MemberAccessExprSyntax.self), isHelper(member.declName.baseName.text),
           let base = member.base, let key = stringLiteral(base) {
            return key
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              isHelper(member.declName.baseName.text) else { return nil }
        if let base = member.base, let key = stringLiteral(base) { return key }
        guard call.arguments.count == 1, call.arguments.first?.label == nil else { return nil }
        return call.arguments.first.flatMap { stringLiteral($0.expression) }
    }
}
