import SwiftSyntax

/// A push or path append of a value no case is written in, whose type the sources say where the
/// value is bound: `path.append(destination)` in `case let .gotoDestination(destination):`, in
/// a closure given `(id: String)`, after `let id: String = ...`, or of a stored `let next:
/// Route`; or whose type follows from what is written: a literal, `number + 1`, a function's
/// declared result, an element of a typed array. Once every file is read, a push of a type a
/// destination is registered for (`.navigationDestination(for: Route.self)`) is read:
/// whichever value it is, its route is one of that type's. Any other stays listed as not read.
struct TypedPush {
    /// Where the value's type is said.
    indirect enum Source {
        /// Written where it is bound: a local's or a closure parameter's annotation, a value
        /// made by its type (`let id = "x"`, `let next = Route.list`), a literal (`push(1)`), or
        /// the type a destination's closure is given (`navigationDestination(for: Int.self) {
        /// number in ... }`).
        case written(WrittenType)
        /// A property of the type the push is made in (`next`, `self.next`).
        case property(String)
        /// The associated value a case pattern binds: `destination` in `case let
        /// .gotoDestination(destination)`, by its label, else its position.
        case associatedValue(caseName: String, label: String?, position: Int)
        /// An element of an array whose type is found: `id` in `for id in ids`, `ForEach(ids)
        /// { id in }`, each of `path.append(contentsOf: routes)`.
        case element(of: Source)
        /// What a function or method of that name returns: `push(screenViewModel(1))`.
        case returned(byFunction: String)
        /// A property of a value whose type is found: `selected` of `store` in `store.selected`.
        case member(String, of: Source)
        /// What a method of a value whose type is found returns: `router.route(for: 1)`.
        case returnedByMethod(String, of: Source)
        /// A route taken from a navigation path (`path.last`, `path[0]`): pushing it again
        /// pushes a route already read.
        case pathElement
        /// A value appended to the array property of that name where nothing else says its
        /// type: of the array's element type, as `routes.append(route)` onto a `[Route]`
        /// takes only a `Route`.
        case appendedTo(String)

        /// Whether the type is a property's, found once every file is read.
        var isPropertys: Bool {
            switch self {
            case .property, .member, .appendedTo: true
            case .element(let array), .returnedByMethod(_, let array): array.isPropertys
            case .written, .associatedValue, .returned, .pathElement: false
            }
        }

        /// Whether the type is a case's associated value's, found once every file is read.
        var isCaseValue: Bool {
            switch self {
            case .associatedValue: true
            case .element(let array), .member(_, let array), .returnedByMethod(_, let array): array.isCaseValue
            case .written, .property, .returned, .pathElement, .appendedTo: false
            }
        }

        /// Whether the type is a function's result, found once every file is read.
        var isFunctionResult: Bool {
            switch self {
            case .returned, .returnedByMethod: true
            case .element(let array), .member(_, let array): array.isFunctionResult
            case .written, .property, .associatedValue, .pathElement, .appendedTo: false
            }
        }
    }

    let source: Source
    let scope: [String]
    let place: SourcePlace
    /// The property appended to (`history` of `history.append(...)`); nil for a navigator's push.
    let path: String?
    /// The call as the report quotes it, with its place.
    let call: String

    /// The report's line when the type is no destination's: which type it is, when the
    /// sources say (`recentStack.append(stamp)` of a `[Date]` is no navigation a destination
    /// shows), else that the route is not read.
    func unresolved(types: [WrittenType]) -> String {
        let named = Set(types.map(\.unwrapped.type.text)).sorted()
        // `Self.upcoming()` is read as a case of `Self`, which may be a static function's call.
        guard !named.isEmpty, !named.contains("Self") else { return call + ": which route it pushes is not read" }
        return call + ": it pushes a value of \(named.joined(separator: " or ")), and no destination is registered for that type"
    }
}

enum TypedPushes {
    /// Where the value pushed is bound and what that says of its type; nil when the sources do
    /// not say (`let id = url.lastPathComponent`, a closure's untyped parameter).
    static func source(of value: ExprSyntax) -> TypedPush.Source? {
        if isTakenFromPath(value) { return .pathElement }
        if let array = arrayTakenFrom(value) { return source(of: array).map(TypedPush.Source.element) }
        if let type = allCases(value) { return .written(.array(type)) }
        if let type = madeType(value) { return .written(type) }
        if let forced = value.as(ForceUnwrapExprSyntax.self) { return source(of: forced.expression) }
        if let tried = value.as(TryExprSyntax.self) { return source(of: tried.expression) }
        if let awaited = value.as(AwaitExprSyntax.self) { return source(of: awaited.expression) }
        if let sequence = value.as(SequenceExprSyntax.self) { return arithmetic(sequence) }
        if let call = value.as(FunctionCallExprSyntax.self), let function = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return .returned(byFunction: function.baseName.text)
        }
        if let method = value.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self), let base = method.base {
            let name = method.declName.baseName.text
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return .returned(byFunction: name) }
            return source(of: base).map { .returnedByMethod(name, of: $0) }
        }
        if let member = value.as(MemberAccessExprSyntax.self), let base = member.base {
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return .property(member.declName.baseName.text) }
            return source(of: base).map { .member(member.declName.baseName.text, of: $0) }
        }
        guard let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        var child = Syntax(value)
        var node = value.parent
        while let current = node {
            switch binding(of: name, in: current, before: child) {
            case .typed(let source)?: return source
            case .untyped?: return nil
            case nil: break
            }
            if current.is(FunctionDeclSyntax.self) || current.is(InitializerDeclSyntax.self) || current.is(AccessorDeclSyntax.self)
                || current.is(SubscriptDeclSyntax.self) {
                // A parameter a value is read through (`item.route` of `ForEach(items)` in
                // `func section(items: [MenuItem])`) is of its written type; one pushed itself
                // never comes here: its callers say which route it is.
                if let function = current.as(FunctionDeclSyntax.self),
                   let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                    return .written(TypeReading.written(parameter.type))
                }
                // Not bound in the body: a property of the type.
                return .property(name)
            }
            if current.is(PatternBindingSyntax.self) { return .property(name) }
            child = current
            node = current.parent
        }
        return nil
    }

    /// The type of a literal (`1`, `"\(number)"`) or of a value made by its type (`Route.list`,
    /// `Models.Detail(id: 3)`); nil for any other, such as a member of a value (`item.id`).
    private static func madeType(_ value: ExprSyntax) -> WrittenType? {
        // Every part a type's: `API.shared.user(named:)` is a method of a value, not a case of
        // a type `API.shared`.
        guard let type = DeclarationCollector.inferredType(value),
              type.path?.allSatisfy({ $0.first?.isUppercase == true }) ?? true else { return nil }
        return type
    }

    /// Arithmetic (`number + 1`, `2 * count`) is of its operands' type: a value's, where one is
    /// named, else a literal's.
    private static func arithmetic(_ sequence: SequenceExprSyntax) -> TypedPush.Source? {
        let elements = Array(sequence.elements)
        let operators = stride(from: 1, to: elements.count, by: 2).map { elements[$0] }
        guard elements.count % 2 == 1,
              operators.allSatisfy({ ["+", "-", "*", "/", "%"].contains($0.as(BinaryOperatorExprSyntax.self)?.operator.text) }) else {
            return nil
        }
        let operands = stride(from: 0, to: elements.count, by: 2).map { elements[$0] }
        let named = operands.first { !$0.is(IntegerLiteralExprSyntax.self) && !$0.is(FloatLiteralExprSyntax.self) }
        return source(of: named ?? operands[0])
    }

    /// Whether a value is a route taken from a navigation path: `path.last`, `path.first!`,
    /// `routes[0]`.
    private static func isTakenFromPath(_ value: ExprSyntax) -> Bool {
        if let forced = value.as(ForceUnwrapExprSyntax.self) { return isTakenFromPath(forced.expression) }
        if let member = value.as(MemberAccessExprSyntax.self), ["first", "last"].contains(member.declName.baseName.text),
           let base = member.base {
            return isPath(base)
        }
        if let subscripted = value.as(SubscriptCallExprSyntax.self) { return isPath(subscripted.calledExpression) }
        return false
    }

    /// The array an element is taken from: `items` in `items.first`, `items.last`, `items[0]` or
    /// `items.randomElement()`.
    private static func arrayTakenFrom(_ value: ExprSyntax) -> ExprSyntax? {
        if let member = value.as(MemberAccessExprSyntax.self), ["first", "last"].contains(member.declName.baseName.text) {
            return member.base
        }
        if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
           let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "randomElement" {
            return member.base
        }
        return value.as(SubscriptCallExprSyntax.self)?.calledExpression
    }

    /// The type whose `allCases` a value is: `Destination` in `Destination.allCases`.
    private static func allCases(_ value: ExprSyntax) -> WrittenType? {
        guard let member = value.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "allCases",
              let type = member.base.flatMap(TypeReading.typePath), type.first?.first?.isUppercase == true else { return nil }
        return .named(type, arguments: [])
    }

    /// Whether an expression names a navigation path: ends with a path's word (`path`,
    /// `router.routes`, `screens`), so that `url.pathComponents` is not one.
    private static func isPath(_ expression: ExprSyntax) -> Bool {
        guard let name = TypeReading.boundProperty(expression)?.lowercased() else { return false }
        return SchemaBuilder.pathWords.contains { name.hasSuffix($0) || name.hasSuffix($0 + "s") } || SchemaBuilder.isScreenList(name)
    }

    /// The type of the elements of a sequence iterated: of an array literal, its first element
    /// whose type is said (`[Route.list, .detail(1)]`); of a range, its bounds' (`1...3`); of
    /// what a `map` makes, its closure's value (`ids.map { Route.detail($0) }`); of a sequence
    /// filtered or reordered (`routes.filter { ... }`, `(1..<4).reversed()`), the sequence's; of
    /// an array named, its element type.
    static func element(of sequence: ExprSyntax) -> TypedPush.Source? {
        if let array = sequence.as(ArrayExprSyntax.self) {
            return array.elements.lazy.compactMap { source(of: $0.expression) }.first
        }
        if let parenthesised = sequence.as(TupleExprSyntax.self), parenthesised.elements.count == 1 {
            return element(of: parenthesised.elements.first!.expression)
        }
        if let range = sequence.as(SequenceExprSyntax.self), range.elements.count == 3,
           ["...", "..<"].contains(range.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text) {
            return source(of: range.elements.first!)
        }
        if let call = sequence.as(FunctionCallExprSyntax.self), let method = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = method.base {
            let name = method.declName.baseName.text
            if sameElements.contains(name) { return element(of: base) }
            if ["map", "compactMap"].contains(name), let made = call.trailingClosure?.statements.onlyExpression {
                return source(of: made)
            }
        }
        // `ForEach(MenuItem.help)`: a static array the type declares, not a value it makes
        // (`Destination.allCases` is read as its cases are).
        if allCases(sequence) == nil, let member = sequence.as(MemberAccessExprSyntax.self), let base = member.base, let type = TypeReading.typePath(base),
           type.allSatisfy({ $0.first?.isUppercase == true }) {
            return .element(of: .member(member.declName.baseName.text, of: .written(.named(type, arguments: []))))
        }
        return source(of: sequence).map(TypedPush.Source.element)
    }

    /// Methods whose result holds elements of the sequence they are called on.
    private static let sameElements: Set = ["filter", "sorted", "reversed", "shuffled", "prefix", "suffix", "dropFirst", "dropLast"]

    /// Methods that give their closure each element of the sequence they are called on.
    private static let elementClosures: Set = ["forEach", "map", "compactMap", "flatMap", "filter", "first", "contains", "allSatisfy"]

    /// What a binding of the value's name says of its type.
    private enum Binding {
        case typed(TypedPush.Source)
        /// Bound without a word of its type (`let id = url.lastPathComponent`): not read.
        case untyped

        init(_ source: TypedPush.Source?) { self = source.map(Binding.typed) ?? .untyped }
    }

    /// The binding of `name` that `node` makes for `child`, its descendant; nil when it makes none.
    private static func binding(of name: String, in node: Syntax, before child: Syntax) -> Binding? {
        if let statements = node.as(CodeBlockItemListSyntax.self) {
            // The nearest declaration before the statement the push is in.
            for item in statements.reversed() where item.endPosition <= child.position {
                if let variable = item.item.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        if let type = binding.typeAnnotation { return .typed(.written(TypeReading.written(type.type))) }
                        return Binding(binding.initializer.flatMap { source(of: $0.value) })
                    }
                }
                if let guarded = item.item.as(GuardStmtSyntax.self), let found = binding(of: name, in: guarded.conditions) { return found }
            }
            return nil
        }
        // `$0` is the innermost closure's first parameter, `$1` its second.
        if let closure = node.as(ClosureExprSyntax.self), name.hasPrefix("$") {
            return Int(name.dropFirst()).map { Binding(untypedParameter(of: closure, at: $0)) } ?? .untyped
        }
        if let closure = node.as(ClosureExprSyntax.self), let parameters = closure.signature?.parameterClause {
            switch parameters {
            case .simpleInput(let names):
                guard names.contains(where: { $0.name.text == name }) else { return nil }
                return Binding(untypedParameter(of: closure))
            case .parameterClause(let clause):
                guard let parameter = clause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) else { return nil }
                if let type = parameter.type { return .typed(.written(TypeReading.written(type))) }
                return Binding(untypedParameter(of: closure))
            }
        }
        if let switchCase = node.as(SwitchCaseSyntax.self), case .case(let label) = switchCase.label {
            for item in label.caseItems {
                if let source = associatedValue(named: name, in: Syntax(item.pattern)) { return .typed(source) }
            }
            return nil
        }
        // A condition's bindings are its body's, not its `else`'s.
        if let choice = node.as(IfExprSyntax.self), child.id == choice.body.id { return binding(of: name, in: choice.conditions) }
        if let loop = node.as(WhileStmtSyntax.self), child.id == loop.body.id { return binding(of: name, in: loop.conditions) }
        if let loop = node.as(ForStmtSyntax.self), child.id == loop.body.id {
            if let source = associatedValue(named: name, in: Syntax(loop.pattern)) { return .typed(source) }
            if let pair = loop.pattern.as(TuplePatternSyntax.self) { return enumerated(name, pair: pair, of: loop.sequence) }
            guard loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { return nil }
            return Binding(element(of: loop.sequence))
        }
        return nil
    }

    /// The element of `for (index, route) in routes.enumerated()`; the index is not a route.
    private static func enumerated(_ name: String, pair: TuplePatternSyntax, of sequence: ExprSyntax) -> Binding? {
        let names = pair.elements.map { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        guard names.contains(name) else { return nil }
        guard names.count == 2, names[1] == name, let call = sequence.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "enumerated",
              let base = member.base else { return .untyped }
        return Binding(element(of: base))
    }

    /// `if case let .detail(route) = action`, `guard let route = next` (of what `next` is,
    /// unwrapped) or `if let next` (of the `next` outside it).
    private static func binding(of name: String, in conditions: ConditionElementListSyntax) -> Binding? {
        for element in conditions {
            switch element.condition {
            case .matchingPattern(let matching):
                if let source = associatedValue(named: name, in: Syntax(matching.pattern)) { return .typed(source) }
            case .optionalBinding(let optional):
                guard optional.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
                if let type = optional.typeAnnotation { return .typed(.written(TypeReading.written(type.type))) }
                // `if let next`: the value of that name outside, unwrapped.
                guard let initial = optional.initializer?.value else { continue }
                return Binding(source(of: initial))
            default:
                continue
            }
        }
        return nil
    }

    /// The case and the associated value a pattern binds `name` to: `.gotoDestination(let
    /// destination)`, `let .gotoDestination(destination)`, `.show(route: let route)`.
    private static func associatedValue(named name: String, in pattern: Syntax) -> TypedPush.Source? {
        for call in pattern.descendants(FunctionCallExprSyntax.self) {
            guard let caseName = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { continue }
            for (position, argument) in call.arguments.enumerated() {
                let bound = argument.expression.trimmedDescription.split(separator: " ").last.map(String.init)
                if bound == name { return .associatedValue(caseName: caseName.trimmingBackticks, label: argument.label?.text, position: position) }
            }
        }
        return nil
    }

    /// The type of a closure's untyped parameter: an element of what a `ForEach(ids)` or
    /// `List(ids)` iterates or `forEach`, `map` or `filter` is called on, the type a destination's closure is given
    /// (`.navigationDestination(for: Int.self) { number in }`), or what `onChange(of:)` observes.
    /// A parameter after the first (`$1`) is read only as `onChange`'s new value.
    private static func untypedParameter(of closure: ClosureExprSyntax, at position: Int = 0) -> TypedPush.Source? {
        guard let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return nil }
        // `.onChange(of: store.selected) { old, new in }`, `{ $1 }`: both values are of what is observed.
        if call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "onChange",
           let observed = call.arguments.first(where: { $0.label?.text == "of" })?.expression {
            return position <= 1 ? source(of: observed) : nil
        }
        guard position == 0 else { return nil }
        if let modifier = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
           ["navigationDestination", "flowDestination"].contains(modifier),
           let type = call.arguments.first(where: { $0.label?.text == "for" }).flatMap({ TypeReading.metatype($0.expression) }) {
            return .written(.named(type, arguments: []))
        }
        // `Route.allCases.forEach { path.append($0) }`, `ids.map { id in ... }`.
        if let method = call.calledExpression.as(MemberAccessExprSyntax.self), elementClosures.contains(method.declName.baseName.text),
           let base = method.base {
            return element(of: base)
        }
        guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, ["ForEach", "List"].contains(callee),
              let listed = call.arguments.first, listed.label == nil else { return nil }
        return element(of: listed.expression)
    }
}

extension CodeBlockItemListSyntax {
    /// The one expression a closure's body is (`{ Route.detail($0) }`); nil for statements.
    fileprivate var onlyExpression: ExprSyntax? {
        count == 1 ? first?.item.as(ExprSyntax.self) : nil
    }
}

extension SyntaxProtocol {
    /// The nodes of a kind inside this one, this one included, in source order.
    fileprivate func descendants<Kind: SyntaxProtocol>(_ kind: Kind.Type) -> [Kind] {
        var found: [Kind] = []
        var pending = [Syntax(self)]
        while let node = pending.popLast() {
            if let match = node.as(Kind.self) { found.append(match) }
            pending += node.children(viewMode: .sourceAccurate).reversed()
        }
        return found
    }
}
