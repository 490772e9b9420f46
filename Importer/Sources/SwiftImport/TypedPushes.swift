import SwiftSyntax

/// A push or path append of a value no case is written in, whose type the sources say where the
/// value is bound: `path.append(destination)` in `case let .gotoDestination(destination):`, in
/// a closure given `(id: String)`, after `let id: String = ...`, or of a stored `let next:
/// Route`. Once every file is read, a push of a type a destination is registered for
/// (`.navigationDestination(for: Route.self)`) is read: whichever value it is, its route is
/// one of that type's. Any other stays listed as not read.
struct TypedPush {
    /// Where the value's type is said.
    enum Source {
        /// Written where it is bound: a local's or a closure parameter's annotation, or a value
        /// made by its type (`let id = "x"`, `let next = Route.list`).
        case written(WrittenType)
        /// A property of the type the push is made in (`next`, `self.next`).
        case property(String)
        /// The associated value a case pattern binds: `destination` in `case let
        /// .gotoDestination(destination)`, by its label, else its position.
        case associatedValue(caseName: String, label: String?, position: Int)
        /// An element of a property's array: `id` in `for id in ids`, `ForEach(ids) { id in }`.
        case element(ofProperty: String)

        /// Whether the type is a property's, found once every file is read.
        var isPropertys: Bool {
            switch self {
            case .property, .element: true
            case .written, .associatedValue: false
            }
        }

        /// Whether the type is a case's associated value's, found once every file is read.
        var isCaseValue: Bool {
            if case .associatedValue = self { true } else { false }
        }
    }

    let source: Source
    let scope: [String]
    let place: SourcePlace
    /// The report's line when the type is no destination's.
    let unresolved: String
}

enum TypedPushes {
    /// Where the value pushed is bound and what that says of its type; nil when the sources do
    /// not say (`let id = url.lastPathComponent`, a closure's untyped parameter).
    static func source(of value: ExprSyntax) -> TypedPush.Source? {
        if let member = value.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return .property(member.declName.baseName.text)
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
                // Not bound in the body: a property of the type (a function's parameters are
                // read elsewhere, through its callers).
                return .property(name)
            }
            if current.is(PatternBindingSyntax.self) { return .property(name) }
            child = current
            node = current.parent
        }
        return nil
    }

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
                        let type = binding.typeAnnotation.map { TypeReading.written($0.type) }
                            ?? binding.initializer.flatMap { DeclarationCollector.inferredType($0.value) }
                        return Binding(type.map(TypedPush.Source.written))
                    }
                }
                if let guarded = item.item.as(GuardStmtSyntax.self), let found = binding(of: name, in: guarded.conditions) { return found }
            }
            return nil
        }
        if let closure = node.as(ClosureExprSyntax.self), let parameters = closure.signature?.parameterClause {
            switch parameters {
            case .simpleInput(let names):
                guard names.contains(where: { $0.name.text == name }) else { return nil }
                return Binding(elementOfListed(by: closure).map(TypedPush.Source.element))
            case .parameterClause(let clause):
                guard let parameter = clause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) else { return nil }
                if let type = parameter.type { return .typed(.written(TypeReading.written(type))) }
                return Binding(elementOfListed(by: closure).map(TypedPush.Source.element))
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
            guard loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { return nil }
            return Binding(loop.sequence.as(DeclReferenceExprSyntax.self).map { .element(ofProperty: $0.baseName.text) })
        }
        return nil
    }

    /// `if case let .detail(route) = action`, `guard let route = next` (the type of a property
    /// `next`, unwrapped) or `if let next`.
    private static func binding(of name: String, in conditions: ConditionElementListSyntax) -> Binding? {
        for element in conditions {
            switch element.condition {
            case .matchingPattern(let matching):
                if let source = associatedValue(named: name, in: Syntax(matching.pattern)) { return .typed(source) }
            case .optionalBinding(let optional):
                guard optional.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
                if let type = optional.typeAnnotation { return .typed(.written(TypeReading.written(type.type))) }
                guard let initial = optional.initializer?.value else { return .typed(.property(name)) }
                return Binding(initial.as(DeclReferenceExprSyntax.self).map { .property($0.baseName.text) })
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

    /// The property a `ForEach(ids)` or `List(ids)` given `closure` iterates.
    private static func elementOfListed(by closure: ClosureExprSyntax) -> String? {
        guard let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
              let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, ["ForEach", "List"].contains(callee),
              let listed = call.arguments.first, listed.label == nil else { return nil }
        return listed.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
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

extension SchemaBuilder {
    /// The pushes of typed values (`TypedPush`) whose type no destination of `registered` is
    /// for, as the report's lines.
    func unreadTypedPushes(registered: [TypeMention]) -> [(place: SourcePlace, text: String)] {
        guard !found.typedPushes.isEmpty else { return [] }
        var destinationEnums = Set<ObjectIdentifier>()
        var destinationNames = Set<String>()
        for mention in registered {
            if let declaration = index.enumeration(mention.type, from: mention.scope) {
                destinationEnums.insert(ObjectIdentifier(declaration))
            } else if let name = mention.type.last {
                destinationNames.insert(name)
            }
        }
        func isDestination(_ type: WrittenType?, from scope: [String]) -> Bool {
            guard let path = type?.unwrapped.type.path, let name = path.last else { return false }
            if let declaration = index.enumeration(path, from: scope) { return destinationEnums.contains(ObjectIdentifier(declaration)) }
            return destinationNames.contains(name)
        }
        // Each case by name, for the values patterns bind, only when a pattern binds one.
        var casesByName: [String: [(enumeration: EnumDeclaration, values: [AssociatedValue])]] = [:]
        if found.typedPushes.contains(where: \.source.isCaseValue) {
            for declaration in found.enums {
                for enumCase in declaration.cases where !enumCase.values.isEmpty {
                    casesByName[enumCase.name, default: []].append((declaration, enumCase.values))
                }
            }
        }
        // Each property by its type and name, only when a push names one: one look-up each,
        // however many types declare a property of that name.
        var properties: [[String]: Property] = [:]
        if found.typedPushes.contains(where: \.source.isPropertys) {
            for property in found.properties where properties[property.scope + [property.name]] == nil {
                properties[property.scope + [property.name]] = property
            }
        }
        func property(_ name: String, in scope: [String]) -> Property? { properties[scope + [name]] }
        return found.typedPushes.filter { push in
            switch push.source {
            case .written(let type):
                return !isDestination(type, from: push.scope)
            case .property(let name):
                guard let property = property(name, in: push.scope) else { return true }
                return !isDestination(property.type, from: property.scope)
            case .element(let name):
                guard let property = property(name, in: push.scope), case .array(let element) = property.type.unwrapped.type else { return true }
                return !isDestination(element, from: property.scope)
            case .associatedValue(let caseName, let label, let position):
                // Every enum with a case of that name must agree: the switch's subject is not read.
                let candidates = casesByName[caseName] ?? []
                return candidates.isEmpty || !candidates.allSatisfy { candidate in
                    let value = label.flatMap { label in candidate.values.first { $0.label == label } }
                        ?? (position < candidate.values.count ? candidate.values[position] : nil)
                    return isDestination(value?.type, from: candidate.enumeration.path)
                }
            }
        }.map { ($0.place, $0.unresolved) }
    }
}
