import SwiftSyntax

/// A split's detail column that shows what the sidebar selects inside views laying it out
/// (`detail: { GeometryReader { proxy in HStack { ConnectionGate { sectionContent } } } }`, a
/// `NavigationStack { switch section { ... } }`), the switch over the selection written there
/// or in a property of the view the column names (`sectionContent`). The wrappers (a reader
/// of the column's size, a stack, a gate of the project's given the content as a closure)
/// change nothing of what is chosen: each case shows its screen, as when the switch is the
/// column's first statement (`SplitDetails.switchedDetail`).
enum WrappedSplitDetails {
    /// The first switch over one of `selections` in the detail column, or in a property of
    /// `type` it names, one level deep: nil when neither holds one.
    static func switchedDetail(in detail: ClosureExprSyntax, of type: MemberBlockSyntax, selections: [String: ExprSyntax])
        -> (selection: String, switch: SwitchExprSyntax)? {
        let finder = SelectedSwitchFinder(selections: Set(selections.keys))
        finder.walk(detail)
        if let found = finder.found { return found }
        for name in finder.namedProperties {
            guard let property = SplitDetails.property(named: name, in: type) else { continue }
            let inner = SelectedSwitchFinder(selections: Set(selections.keys))
            inner.walk(property)
            if let found = inner.found { return found }
        }
        return nil
    }
}

/// The first switch over a selected property (`switch section`), and the names a closure
/// refers to that may be the view's properties (`sectionContent`), in order.
private final class SelectedSwitchFinder: SyntaxVisitor {
    private let selections: Set<String>
    private(set) var found: (selection: String, switch: SwitchExprSyntax)?
    private(set) var namedProperties: [String] = []

    init(selections: Set<String>) {
        self.selections = selections
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        if found == nil, let subject = node.subject.as(DeclReferenceExprSyntax.self)?.baseName.text, selections.contains(subject) {
            found = (subject, node)
        }
        return found == nil ? .visitChildren : .skipChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        if node.parent?.is(MemberAccessExprSyntax.self) != true, !namedProperties.contains(name) { namedProperties.append(name) }
        return .visitChildren
    }
}
