import SwiftSyntax

/// Two `NavigationSplitView`s a view shows in turn (a workspace's each: `if workspace == .store
/// { NavigationSplitView { List(selection: $storeItem) { ... } } detail: { switch storeItem
/// { ... } } } else { NavigationSplitView { List(selection: $item) { ... } } detail: { ... }
/// }`), each sidebar's list choosing its own enum for its own detail. An app that is one split
/// is read as a split tab whose sidebar column holds the sidebar's enum and whose detail
/// column holds the enums the detail pushes, or a middle column's list selects
/// (`SplitDetailColumns`); the enum another split's sidebar selects is neither: it is that
/// split's, shown instead of the first, not a column beside it. Without this, a toolbox whose
/// store split and tools split are shown in turn was read as one split, the store's items its
/// sidebar and the tools its detail. A three-column split's middle list is in its own
/// `content:` column, not another split's sidebar, and stays a column.
enum SplitsShownInTurn {
    /// The properties the lists of the split's sidebar column select (`List(selection: $item)`).
    static func sidebarSelections(of split: FunctionCallExprSyntax) -> [String] {
        let sidebar = split.arguments.first(where: { $0.label?.text == "sidebar" })?.expression.as(ClosureExprSyntax.self) ?? split.trailingClosure
        guard let sidebar else { return [] }
        final class Lists: SyntaxVisitor {
            var selected: [String] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "List",
                   let selection = node.arguments.first(where: { $0.label?.text == "selection" })?.expression,
                   let property = TypeReading.boundProperty(selection) {
                    selected.append(property)
                }
                return .visitChildren
            }
        }
        let lists = Lists(viewMode: .sourceAccurate)
        lists.walk(sidebar)
        return lists.selected
    }
}

extension SchemaBuilder {
    /// The enums the sidebars of splits other than the one whose sidebar selects `sidebar` select.
    func otherSplitsSidebarEnums(than sidebar: EnumDeclaration) -> Set<ObjectIdentifier> {
        var others = Set<ObjectIdentifier>()
        for selections in found.splitSidebarSelections {
            let enums = selections.compactMap { propertyEnum($0) }
            guard !enums.contains(where: { $0 === sidebar }) else { continue }
            others.formUnion(enums.map(ObjectIdentifier.init))
        }
        return others
    }
}
