import NavreplKit
import SwiftSyntax

/// Reads an `AppSchema(name:tabs:...)` call written with NavreplKit's initializers (the schema
/// `export swift` writes, or one an app declares by hand) as exactly the app it declares.
/// Literals only: a value held in a variable or computed is not followed, and the call is
/// reported as unreadable rather than half read.
enum SchemaLiteral {
    /// The app an `AppSchema(...)` call declares, but its name, which the importer chooses.
    struct Declaration {
        let name: String
        let tabs: [AppSchema.TabDeclaration]
        let sharedRoutes: [AppSchema.RouteDeclaration]
        let flags: [AppSchema.FlagDeclaration]
        let redirects: [AppSchema.RedirectRule]
        let guards: [AppSchema.GuardRule]
        let retapToRoot: [String]
        let presentedOnly: [String]
        let presentedOnlyAsCover: [String]
        /// `LinkPattern(PATTERN, tab: TAB, route: ROUTE)`s, checked when the schema is made.
        let links: [(pattern: String, tab: String, route: String)]
        let summary: String?

        func schema(named name: String) throws(NavigationError) -> AppSchema {
            try AppSchema(
                name: name, tabs: tabs, sharedRoutes: sharedRoutes, flags: flags,
                redirects: redirects, guards: guards, retapToRoot: retapToRoot, presentedOnly: presentedOnly, presentedOnlyAsCover: presentedOnlyAsCover,
                links: links.map { link throws(NavigationError) in try AppSchema.LinkPattern(link.pattern, tab: link.tab, route: link.route) },
                summary: summary)
        }
    }

    /// Why a call cannot be read, and the expression that stopped the reading.
    struct Unreadable: Error {
        let node: Syntax
        let reason: String
    }

    /// Whether a call of `AppSchema` is a schema declaration (not, say, a conversion).
    static func declares(_ call: FunctionCallExprSyntax) -> Bool {
        call.arguments.contains { $0.label?.text == "tabs" }
    }

    static func read(_ call: FunctionCallExprSyntax) throws(Unreadable) -> Declaration {
        do {
            let arguments = try Arguments(
                call, labels: ["name", "tabs", "sharedRoutes", "flags", "redirects", "guards", "retapToRoot", "presentedOnly", "presentedOnlyAsCover", "links", "summary"])
            return Declaration(
                name: try string(arguments.required("name")),
                tabs: try array(arguments.required("tabs"), tab),
                sharedRoutes: try arguments["sharedRoutes"].map { try array($0, route) } ?? [],
                flags: try arguments["flags"].map { try array($0, flag) } ?? [],
                redirects: try arguments["redirects"].map { try array($0, redirect) } ?? [],
                guards: try arguments["guards"].map { try array($0, guardRule) } ?? [],
                retapToRoot: try arguments["retapToRoot"].map { try array($0, string) } ?? [],
                presentedOnly: try arguments["presentedOnly"].map { try array($0, string) } ?? [],
                presentedOnlyAsCover: try arguments["presentedOnlyAsCover"].map { try array($0, string) } ?? [],
                links: try arguments["links"].map { try array($0, link) } ?? [],
                summary: try arguments["summary"].flatMap(optionalString))
        } catch let error as Unreadable {
            throw error
        } catch {
            throw Unreadable(node: Syntax(call), reason: "\(error)")
        }
    }

    // MARK: Declarations

    private static func tab(_ expression: ExprSyntax) throws -> AppSchema.TabDeclaration {
        let arguments = try Arguments(initializer(expression, "TabDeclaration"), labels: ["_", "title", "routes", "columns", "edges"])
        let name = try string(arguments.required("_"))
        let title = try arguments["title"].flatMap(optionalString)
        let edges = try arguments["edges"].map { try array($0, edge) } ?? []
        if let columns = arguments["columns"] {
            return AppSchema.TabDeclaration(name, title: title, columns: try array(columns, column), edges: edges)
        }
        return AppSchema.TabDeclaration(name, title: title, routes: try array(arguments.required("routes"), route), edges: edges)
    }

    /// `RouteEdge(from: .root, .present(.sheet), "promo")`, `.route("featured")`, `.go(tab: "cart")`.
    private static func edge(_ expression: ExprSyntax) throws -> AppSchema.RouteEdge {
        let arguments = try Arguments(initializer(expression, "RouteEdge"), labels: ["from", "_", "_"])
        let sourceExpression = try arguments.required("from")
        let source: AppSchema.RouteEdge.Source
        switch try caseValue(sourceExpression, of: "Source") {
        case ("root", nil): source = .root
        case ("route", let name?): source = .route(try string(name))
        default: throw Unreadable(node: Syntax(sourceExpression), reason: "expected .root or .route(NAME), found '\(sourceExpression.trimmedDescription)'")
        }
        guard let kindExpression = arguments.positional(0), let routeExpression = arguments.positional(1) else {
            throw Unreadable(node: Syntax(expression), reason: "a RouteEdge takes from:, a kind and a route name")
        }
        let kind: AppSchema.RouteEdge.Kind
        let call = kindExpression.as(FunctionCallExprSyntax.self)
        if let call, call.arguments.first?.label?.text == "tab", call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "go", let tab = call.arguments.first {
            kind = .go(tab: try string(tab.expression))
        } else {
            switch try caseValue(kindExpression, of: "Kind") {
            case ("push", nil): kind = .push
            case ("present", let style?):
                guard let modal = Modal.Style(rawValue: try caseValue(style, of: "ModalStyle").0) else {
                    throw Unreadable(node: Syntax(style), reason: "'\(style.trimmedDescription)' is not a ModalStyle (sheet or cover)")
                }
                kind = .present(modal)
            default: throw Unreadable(node: Syntax(kindExpression), reason: "expected .push, .present(STYLE) or .go(tab: TAB), found '\(kindExpression.trimmedDescription)'")
            }
        }
        return AppSchema.RouteEdge(from: source, kind, try string(routeExpression))
    }

    private static func column(_ expression: ExprSyntax) throws -> AppSchema.SplitColumn {
        let arguments = try Arguments(initializer(expression, "SplitColumn"), labels: ["_", "placeholder", "routes"])
        return AppSchema.SplitColumn(
            try string(arguments.required("_")),
            placeholder: try arguments["placeholder"].flatMap(optionalString),
            routes: try array(arguments.required("routes"), route))
    }

    private static func route(_ expression: ExprSyntax) throws -> AppSchema.RouteDeclaration {
        let arguments = try Arguments(initializer(expression, "RouteDeclaration"), labels: ["_", "_", "title"])
        return AppSchema.RouteDeclaration(
            try string(arguments.required("_")),
            try arguments.positional(1).map { try array($0, parameter) } ?? [],
            title: try arguments["title"].flatMap(optionalString))
    }

    private static func parameter(_ expression: ExprSyntax) throws -> AppSchema.Parameter {
        let arguments = try Arguments(initializer(expression, "Parameter"), labels: ["label", "type", "isOptional", "defaultValue"])
        return AppSchema.Parameter(
            label: try string(arguments.required("label")),
            type: try parameterType(arguments.required("type")),
            isOptional: try arguments["isOptional"].map(bool) ?? false,
            defaultValue: try arguments["defaultValue"].flatMap { expression in
                expression.is(NilLiteralExprSyntax.self) ? nil : try value(expression)
            })
    }

    /// `.string`, `.int`, `.bool` or `.oneOf(["a", "b"])`.
    private static func parameterType(_ expression: ExprSyntax) throws -> AppSchema.ParameterType {
        let (name, argument) = try caseValue(expression, of: "ParameterType")
        switch (name, argument) {
        case ("string", nil): return .string
        case ("int", nil): return .int
        case ("bool", nil): return .bool
        case ("oneOf", let members?): return .oneOf(try array(members, string))
        default: throw Unreadable(node: Syntax(expression), reason: "'\(expression.trimmedDescription)' is not a ParameterType")
        }
    }

    /// `.string("a")`, `.int(1)` or `.bool(true)`.
    private static func value(_ expression: ExprSyntax) throws -> Value {
        let (name, argument) = try caseValue(expression, of: "Value")
        switch (name, argument) {
        case ("string", let text?): return .string(try string(text))
        case ("int", let number?): return .int(try int(number))
        case ("bool", let flag?): return .bool(try bool(flag))
        default: throw Unreadable(node: Syntax(expression), reason: "'\(expression.trimmedDescription)' is not a Value")
        }
    }

    private static func flag(_ expression: ExprSyntax) throws -> AppSchema.FlagDeclaration {
        let arguments = try Arguments(initializer(expression, "FlagDeclaration"), labels: ["_", "initialValue", "changesOn"])
        return AppSchema.FlagDeclaration(
            try string(arguments.required("_")), initialValue: try arguments["initialValue"].map(bool) ?? false,
            changesOn: try arguments["changesOn"].map { try array($0, string) })
    }

    private static func redirect(_ expression: ExprSyntax) throws -> AppSchema.RedirectRule {
        let arguments = try Arguments(initializer(expression, "RedirectRule"), labels: ["source", "target", "condition"])
        return AppSchema.RedirectRule(
            source: try string(arguments.required("source")),
            target: try redirectTarget(arguments.required("target")),
            condition: try condition(arguments.required("condition")))
    }

    /// `try LinkPattern("https://...", tab: "main", route: "item")`.
    private static func link(_ expression: ExprSyntax) throws -> (pattern: String, tab: String, route: String) {
        let call = expression.as(TryExprSyntax.self)?.expression ?? expression
        let arguments = try Arguments(initializer(call, "LinkPattern"), labels: ["_", "tab", "route"])
        return (try string(arguments.required("_")), try string(arguments.required("tab")), try string(arguments.required("route")))
    }

    private static func guardRule(_ expression: ExprSyntax) throws -> AppSchema.GuardRule {
        let arguments = try Arguments(initializer(expression, "GuardRule"), labels: ["route", "condition"])
        return AppSchema.GuardRule(route: try string(arguments.required("route")), condition: try condition(arguments.required("condition")))
    }

    private static func condition(_ expression: ExprSyntax) throws -> AppSchema.Condition {
        let arguments = try Arguments(initializer(expression, "Condition"), labels: ["flag", "holdsWhenSet"])
        return AppSchema.Condition(flag: try string(arguments.required("flag")), holdsWhenSet: try bool(arguments.required("holdsWhenSet")))
    }

    /// `.route(RouteRequest(...))`, `.present(.sheet, RouteRequest(...))`, `.root`,
    /// `.tab("home", root: true)`, or a bare `RouteRequest(...)` (as exports before redirect
    /// targets wrote it).
    private static func redirectTarget(_ expression: ExprSyntax) throws -> AppSchema.RedirectTarget {
        if let request = try? request(expression) { return .route(request) }
        let call = expression.as(FunctionCallExprSyntax.self)
        guard let member = (call?.calledExpression ?? expression).as(MemberAccessExprSyntax.self),
              member.base.map({ TypeReading.typePath($0)?.last == "RedirectTarget" }) ?? true else {
            throw Unreadable(node: Syntax(expression), reason: "expected a RedirectTarget, found '\(expression.trimmedDescription)'")
        }
        let values = call.map { Array($0.arguments) } ?? []
        switch (member.declName.baseName.text, values.count) {
        case ("root", 0) where call == nil:
            return .root
        case ("route", 1):
            return .route(try request(values[0].expression))
        case ("present", 2):
            let (style, _) = try caseValue(values[0].expression, of: "ModalStyle")
            guard let modal = Modal.Style(rawValue: style) else {
                throw Unreadable(node: Syntax(values[0].expression), reason: "'\(style)' is not a ModalStyle (sheet or cover)")
            }
            return .present(modal, try request(values[1].expression))
        case ("tab", 2) where values[1].label?.text == "root":
            return .tab(try string(values[0].expression), root: try bool(values[1].expression))
        default:
            throw Unreadable(node: Syntax(expression), reason: "expected a RedirectTarget, found '\(expression.trimmedDescription)'")
        }
    }

    private static func request(_ expression: ExprSyntax) throws -> AppSchema.RouteRequest {
        let arguments = try Arguments(initializer(expression, "RouteRequest"), labels: ["qualifier", "name", "arguments"])
        return AppSchema.RouteRequest(
            qualifier: try arguments["qualifier"].flatMap(optionalString),
            name: try string(arguments.required("name")),
            arguments: try arguments["arguments"].map { try array($0, argumentRequest) } ?? [])
    }

    private static func argumentRequest(_ expression: ExprSyntax) throws -> AppSchema.ArgumentRequest {
        let arguments = try Arguments(initializer(expression, "ArgumentRequest"), labels: ["label", "value"])
        let valueExpression = try arguments.required("value")
        let (name, text) = try caseValue(valueExpression, of: "RawValue")
        let raw: AppSchema.RawValue
        switch (name, text) {
        case ("word", let text?): raw = .word(try string(text))
        case ("quoted", let text?): raw = .quoted(try string(text))
        default: throw Unreadable(node: Syntax(valueExpression), reason: "'\(valueExpression.trimmedDescription)' is not a RawValue")
        }
        return AppSchema.ArgumentRequest(label: try optionalString(arguments.required("label")), value: raw)
    }

    // MARK: Literals

    /// The call `expression` makes of `type`'s initializer: `Parameter(...)`, `NavreplKit.Parameter(...)`.
    private static func initializer(_ expression: ExprSyntax, _ type: String) throws -> FunctionCallExprSyntax {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              TypeReading.typePath(call.calledExpression)?.last == type else {
            throw Unreadable(node: Syntax(expression), reason: "expected \(type)(...), found '\(expression.trimmedDescription)'")
        }
        return call
    }

    /// `.name` or `.name(argument)`, written bare or after the type's name.
    private static func caseValue(_ expression: ExprSyntax, of type: String) throws -> (String, ExprSyntax?) {
        var member = expression.as(MemberAccessExprSyntax.self)
        var argument: ExprSyntax?
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1, call.arguments.first?.label == nil {
            member = call.calledExpression.as(MemberAccessExprSyntax.self)
            argument = call.arguments.first?.expression
        }
        guard let member, member.base.map({ TypeReading.typePath($0)?.last == type }) ?? true else {
            throw Unreadable(node: Syntax(expression), reason: "expected a \(type), found '\(expression.trimmedDescription)'")
        }
        return (member.declName.baseName.text, argument)
    }

    private static func array<T>(_ expression: ExprSyntax, _ element: (ExprSyntax) throws -> T) throws -> [T] {
        guard let array = expression.as(ArrayExprSyntax.self) else {
            throw Unreadable(node: Syntax(expression), reason: "expected an array literal, found '\(expression.trimmedDescription)'")
        }
        return try array.elements.map { try element($0.expression) }
    }

    private static func string(_ expression: ExprSyntax) throws -> String {
        guard let text = TypeReading.stringLiteral(expression) else {
            throw Unreadable(node: Syntax(expression), reason: "expected a string literal, found '\(expression.trimmedDescription)'")
        }
        return text
    }

    private static func optionalString(_ expression: ExprSyntax) throws -> String? {
        expression.is(NilLiteralExprSyntax.self) ? nil : try string(expression)
    }

    private static func bool(_ expression: ExprSyntax) throws -> Bool {
        guard let literal = expression.as(BooleanLiteralExprSyntax.self) else {
            throw Unreadable(node: Syntax(expression), reason: "expected true or false, found '\(expression.trimmedDescription)'")
        }
        return literal.literal.tokenKind == .keyword(.true)
    }

    private static func int(_ expression: ExprSyntax) throws -> Int {
        var digits = expression
        var sign = 1
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            digits = prefix.expression
            sign = -1
        }
        guard let literal = digits.as(IntegerLiteralExprSyntax.self),
              let number = Int(literal.literal.text.replacingUnderscores) else {
            throw Unreadable(node: Syntax(expression), reason: "expected a whole number, found '\(expression.trimmedDescription)'")
        }
        return sign * number
    }

    /// A call's arguments by label, `_` for the unlabelled ones in order; a label the
    /// initializer does not take is refused, so that nothing is silently dropped.
    private struct Arguments {
        private var labelled: [String: ExprSyntax] = [:]
        private var unlabelled: [ExprSyntax] = []

        init(_ call: FunctionCallExprSyntax, labels: [String]) throws {
            for argument in call.arguments {
                if let label = argument.label?.text {
                    guard labels.contains(label), labelled[label] == nil else {
                        throw Unreadable(node: Syntax(argument), reason: "unexpected argument '\(label):' in \(call.calledExpression.trimmedDescription)(...)")
                    }
                    labelled[label] = argument.expression
                } else {
                    guard unlabelled.count < labels.filter({ $0 == "_" }).count else {
                        throw Unreadable(node: Syntax(argument), reason: "unexpected argument in \(call.calledExpression.trimmedDescription)(...)")
                    }
                    unlabelled.append(argument.expression)
                }
            }
            self.call = call
        }

        private let call: FunctionCallExprSyntax

        subscript(label: String) -> ExprSyntax? { labelled[label] }

        func positional(_ index: Int) -> ExprSyntax? { index < unlabelled.count ? unlabelled[index] : nil }

        func required(_ label: String) throws -> ExprSyntax {
            guard let expression = label == "_" ? positional(0) : labelled[label] else {
                throw Unreadable(node: Syntax(call), reason: "\(call.calledExpression.trimmedDescription)(...) has no \(label == "_" ? "name" : "'\(label):'")")
            }
            return expression
        }
    }
}

private extension String {
    var replacingUnderscores: String { String(filter { $0 != "_" }) }
}
