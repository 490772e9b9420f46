import SwiftSyntax

/// An enum a `navigationDestination(for:)` takes whose values no source ever makes: a
/// registration kept after its pushes were removed (an about screen's web pages, now opened in
/// Safari) leads nowhere, and its cases are no routes. A value is made by writing one of its
/// cases (`.privacy`, `Topic.terms`, `.detail(id)`) anywhere but in a pattern that only matches
/// one (`case .privacy:`), or without naming a case (`Topic.allCases`, `Topic(rawValue:)`,
/// `Self.allCases` inside it).
enum UnmadeDestinations {
    /// The member a member access writes, unless it only matches a value (a switch's `case
    /// .privacy:`, `if case .terms = topic`).
    static func writtenMember(_ node: MemberAccessExprSyntax) -> String? {
        var current = node.parent
        while let syntax = current {
            if syntax.is(ExpressionPatternSyntax.self) { return nil }
            if syntax.is(CodeBlockItemSyntax.self) || syntax.is(MemberBlockItemSyntax.self) { break }
            current = syntax.parent
        }
        return node.declName.baseName.text
    }

    /// `Type.member` for a member of a type written by name (`Topic.allCases`, `Outer.Topic.terms`
    /// gives `Topic.terms`), or of `Self` inside `scope`; nil for the type itself (`for:
    /// Topic.self`, a destination's or a wrapper's), which makes no value.
    static func typeMember(_ node: MemberAccessExprSyntax, scope: [String]) -> String? {
        let member = node.declName.baseName.text
        guard member != "self", let base = node.base, var type = typeName(base) else { return nil }
        if type == "Self" { guard let own = scope.last else { return nil }; type = own }
        return type + "." + member
    }

    /// A type called as a function (`Topic(rawValue: raw)`), or `Self(...)` inside `scope`: its
    /// values are made whole.
    static func calledType(_ node: FunctionCallExprSyntax, scope: [String]) -> String? {
        guard let type = typeName(node.calledExpression) else { return nil }
        return type == "Self" ? scope.last : type
    }

    /// `allCases` written alone inside a type's own declaration or extension.
    static func ownAllCases(_ node: DeclReferenceExprSyntax, scope: [String]) -> String? {
        guard node.baseName.text == "allCases", node.parent?.is(MemberAccessExprSyntax.self) != true, let own = scope.last else { return nil }
        return own + ".allCases"
    }

    private static func typeName(_ expression: ExprSyntax) -> String? {
        let name: String
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        return name.first?.isUppercase == true ? name : nil
    }
}

extension SchemaBuilder {
    /// The cases, keyed as `StackRoots` keys them, of the enums destinations take that no source
    /// makes (`UnmadeDestinations`), with a note for each. Only where the sources show how the app
    /// makes what it pushes (a value pushed by its type, a destination's enum whose case is
    /// written): sources that show none (a sample, a part of an app) may make them in code not
    /// given. An enum is dropped whole or not at all: sources trimmed to navigation keep an
    /// enum's declaration but not always every screen that makes one of its cases.
    mutating func unmadeDestinationCases() -> Set<String> {
        var unmade: [(declaration: EnumDeclaration, place: SourcePlace)] = []
        var seen = Set<ObjectIdentifier>()
        var anyMade = !found.pushedTypes.isEmpty
        for mention in writtenDestinations {
            guard let declaration = index.enumeration(mention.type, from: mention.scope), declaredEnums.contains(ObjectIdentifier(declaration)) else {
                // A model pushed by its initialiser (`IssueDetailNavModel(issue: issue)`).
                if let name = mention.type.last, found.madeTypes.contains(name) { anyMade = true }
                continue
            }
            guard seen.insert(ObjectIdentifier(declaration)).inserted else { continue }
            if isMade(declaration) { anyMade = true } else { unmade.append((declaration, mention.place)) }
        }
        guard anyMade else { return [] }
        var keys = Set<String>()
        for (declaration, place) in unmade {
            findings.note("\(declaration.name) is taken by the destination at \(place), but no source makes a value of it: no routes")
            for enumCase in declaration.cases { keys.insert(StackRoots.key(declaration, enumCase.name)) }
        }
        return keys
    }

    /// Whether a source may make a value of the enum: writes one of its cases, or makes its
    /// values without naming one.
    private func isMade(_ declaration: EnumDeclaration) -> Bool {
        let name = declaration.path.last!
        let caseNames = Set(declaration.cases.map(\.name))
        if caseNames.contains(where: found.writtenMembers.contains) || found.madeTypes.contains(name) { return true }
        return found.typeMembers.contains { member in
            member.hasPrefix(name + ".") && !caseNames.contains(String(member.dropFirst(name.count + 1)))
        }
    }
}
