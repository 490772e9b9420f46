import SwiftSyntax

/// What a `#if DEBUG` branch left out of a release build held that the model would have read:
/// enum cases (a debug menu's pages) and navigation calls (a developer's sheet). Said in one
/// note per branch, so that a user who misses a debug screen in the model sees why.
enum DebugNavigation {
    /// The calls that navigate, by the name a view or modifier is written with.
    private static let calls: Set<String> = [
        "sheet", "fullScreenCover", "popover", "navigationDestination", "NavigationLink",
        "NavigationStack", "NavigationSplitView", "TabView", "Tab", "tabItem", "openWindow",
    ]

    /// The note for `clause`, or none when it holds no case and no navigation.
    static func notes(in clause: IfConfigClauseSyntax, of conditional: IfConfigDeclSyntax, file: String,
                      converter: () -> SourceLocationConverter) -> [String] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(clause)
        guard !finder.held.isEmpty else { return [] }
        let line = clause.startLocation(converter: converter()).line
        var seen = Set<String>()
        let held = finder.held.filter { seen.insert($0).inserted }
        // `#elseif BETA`, or `#else of #if !DEBUG`: the condition that decides it.
        var directive = ([clause.poundKeyword.text] + (clause.condition.map { [$0.trimmedDescription] } ?? [])).joined(separator: " ")
        if clause.condition == nil, let opening = conditional.clauses.first?.condition { directive += " of #if " + opening.trimmedDescription }
        return ["\(directive) at \(file):\(line) left out, as a release build leaves it: \(held.joined(separator: ", "))"]
    }

    private final class Finder: SyntaxVisitor {
        /// `path` for `path` or `router.path`, `navigationPath` for `navigationPath`: the name
        /// of the array appended to, when it names a path.
        static func pathName(_ base: ExprSyntax) -> String? {
            let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text ?? base.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            guard let name, name == "path" || name.hasSuffix("Path") else { return nil }
            return base.trimmedDescription
        }

        var held: [String] = []

        override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
            held.append((Self.typeNames(around: Syntax(node)) + [node.name.text]).joined(separator: "."))
            return .skipChildren
        }

        /// The types `node` is declared in, outermost first (`Library.Route`).
        private static func typeNames(around node: Syntax) -> [String] {
            var names: [String] = []
            var current = node.parent
            while let parent = current {
                if let name = parent.asProtocol((any NamedDeclSyntax).self)?.name.text {
                    names.insert(name, at: 0)
                } else if let extended = parent.as(ExtensionDeclSyntax.self) {
                    names.insert(extended.extendedType.trimmedDescription, at: 0)
                }
                current = parent.parent
            }
            return names
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let called = node.calledExpression
            if let member = called.as(MemberAccessExprSyntax.self), DebugNavigation.calls.contains(member.declName.baseName.text) {
                held.append("." + member.declName.baseName.text)
            } else if let name = called.as(DeclReferenceExprSyntax.self)?.baseName.text, DebugNavigation.calls.contains(name) {
                held.append(name)
            } else if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "append",
                      let path = member.base.flatMap(Self.pathName) {
                // A push onto a navigation path: any array has `append`, so only one named a path.
                held.append(path + ".append")
            }
            return .visitChildren
        }
    }
}
