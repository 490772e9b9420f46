import SwiftSyntax

/// A push of a value a computed property gives: `navigator.push(item.screen)`, where
/// `var screen: Route { switch self { case .movie(let id): .detail(id) case .about: .about } }`.
/// The cases the property returns are what the call may push: each is pushed by the view
/// making the call, as a push written with the case would be.
struct ComputedCases {
    /// Its declared type (`Route`), which its cases are of when they name none.
    let type: [String]?
    let scope: [String]
    let cases: [(type: [String]?, caseName: String)]
}

/// A push or path append of a member no case is written in (`push(item.screen)`), kept until
/// every file is read: a computed property of that name may say which cases it pushes.
struct ComputedPush {
    let member: String
    /// The path property appended to, for `path.append(item.screen)`; nil for a push.
    let pathProperty: String?
    let scope: [String]
    let usesKey: String
    let place: SourcePlace
    /// The report's line when no property says.
    let unresolved: String
    /// The push as one of a typed value, when no computed property of that name says which
    /// cases it gives: a stored one's type may (`path.append(item.route)`, `let route: Route`).
    let typed: TypedPush?
}

enum ComputedPushes {
    /// The cases a computed property's getter returns: its returns, a single expression, and
    /// the arms of a switch or an `if` that is its value. Nested closures and functions are theirs.
    static func cases(returnedBy body: CodeBlockItemListSyntax) -> [(type: [String]?, caseName: String)] {
        var found: [(type: [String]?, caseName: String, at: AbsolutePosition)] = []
        func add(_ expression: ExprSyntax, depth: Int) {
            guard depth < 4 else { return }
            if let choice = expression.as(SwitchExprSyntax.self) {
                for element in choice.cases {
                    if let arm = element.as(SwitchCaseSyntax.self), let value = value(of: arm.statements) { add(value, depth: depth + 1) }
                }
            } else if let choice = expression.as(IfExprSyntax.self) {
                if let value = value(of: choice.body.statements) { add(value, depth: depth + 1) }
                switch choice.elseBody {
                case .ifExpr(let next): add(ExprSyntax(next), depth: depth + 1)
                case .codeBlock(let block): if let value = value(of: block.statements) { add(value, depth: depth + 1) }
                case nil: break
                }
            } else if let reference = TypeReading.caseReference(expression), !reference.caseName.isEmpty,
                      !found.contains(where: { $0.type == reference.type && $0.caseName == reference.caseName }) {
                found.append((reference.type, reference.caseName, expression.positionAfterSkippingLeadingTrivia))
            }
        }
        for expression in ReturnedExpressions.of(body) { add(expression, depth: 0) }
        if body.count == 1, let only = value(of: body) { add(only, depth: 0) }
        // In the order they are written, however they were come to.
        return found.sorted { $0.at < $1.at }.map { ($0.type, $0.caseName) }
    }

    /// A body of one expression: that expression.
    private static func value(of statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        return item.yieldedExpression
    }

    /// `item.screen`, `self.route.screen`: the member a push reads, when its base is a value
    /// (a type's name before it makes it a case: `Route.about`).
    static func member(_ value: ExprSyntax) -> String? {
        guard let member = value.as(MemberAccessExprSyntax.self), let base = member.base,
              TypeReading.caseReference(value) == nil, base.trimmedDescription.first?.isUppercase != true else { return nil }
        return member.declName.baseName.text
    }
}

extension SwiftDeclarations {
    /// Reads each push of a computed member through the property of that name (the one in the
    /// scope the push is made from, else the only one), and lists those still unread.
    mutating func followComputedPushes() {
        guard !computedPushes.isEmpty else { return }
        // Cases of the project's enums only: `var id: UUID { .init() }` pushes no route.
        let enumNames = Set(enums.compactMap { $0.path.last })
        func isEnum(_ type: [String]?) -> Bool { type.flatMap(\.last).map(enumNames.contains) ?? true }
        for push in computedPushes {
            let candidates = (computedCases[push.member] ?? []).filter { property in
                isEnum(property.type) && property.cases.allSatisfy { isEnum($0.type) } && (property.type != nil || property.cases.contains { $0.type != nil })
            }
            guard let property = candidates.first(where: { $0.scope == push.scope }) ?? (candidates.count == 1 ? candidates[0] : nil) else {
                guard let typed = push.typed else {
                    unresolved.append((push.place, push.unresolved))
                    continue
                }
                typedPushes.append(typed)
                // A tap of the view making it, to the routes of the value's type, as a typed
                // value's push is (`recordValuePush`).
                uses[push.usesKey, default: ViewUses()].links.append(CaseLink(type: nil, caseName: "", scope: push.scope, place: push.place, typed: typed.source))
                continue
            }
            var pushedOwnType = false
            for reference in property.cases {
                let type = reference.type ?? property.type
                uses[push.usesKey, default: ViewUses()].links.append(CaseLink(type: type, caseName: reference.caseName, scope: property.scope, place: push.place))
                if let pathProperty = push.pathProperty { pathWrites.append(PathWrite(property: pathProperty, type: type, caseName: reference.caseName, scope: property.scope)) }
                if let type, !pushedOwnType || reference.type != nil {
                    pushedTypes.append(TypeMention(type: type, scope: property.scope, place: push.place))
                    pushedOwnType = pushedOwnType || reference.type == nil
                }
            }
        }
    }
}
