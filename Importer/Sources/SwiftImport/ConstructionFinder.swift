import SwiftSyntax

/// Small searches inside one piece of syntax: the types it constructs, the destinations it
/// declares, the cases a pattern names, the first `switch self`.
final class ConstructionFinder: SyntaxVisitor {
    private var constructed: [String] = []
    private var destinations: [[String]] = []
    private var allCases: [[String]] = []

    private init() { super.init(viewMode: .sourceAccurate) }

    /// Types called as initialisers, `PatientNavigationStack()`: the views a piece of body builds.
    static func constructed(in node: Syntax) -> [String] {
        let finder = ConstructionFinder()
        finder.walk(node)
        return finder.constructed
    }

    /// The types of `.navigationDestination(for: X.self)` inside `node`.
    static func destinations(in node: Syntax) -> [[String]] {
        let finder = ConstructionFinder()
        finder.walk(node)
        return finder.destinations
    }

    /// The types of `X.allCases` inside `node`.
    static func allCasesTypes(in node: Syntax) -> [[String]] {
        let finder = ConstructionFinder()
        finder.walk(node)
        return finder.allCases
    }

    /// The title in a `.tabItem { Label("Shop", systemImage: "cart") }` (or `Text("Shop")`) inside `node`.
    static func tabItemTitle(in node: Syntax) -> String? {
        var queue = [node]
        while let current = queue.popLast() {
            if let call = current.as(FunctionCallExprSyntax.self),
               let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
               BetaNames.swiftUIName(name) == "tabItem",
               let content = tabItemContent(of: call) {
                return labelTitle(in: content)
            }
            queue.append(contentsOf: current.children(viewMode: .sourceAccurate).reversed())
        }
        return nil
    }

    /// A `.tabItem` call's content: `.tabItem { ... }` or `.tabItem({ ... })`, or the view the
    /// first betas' `.tabItemLabel(Text("News"))` is given.
    static func tabItemContent(of call: FunctionCallExprSyntax) -> Syntax? {
        if let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self) { return Syntax(closure) }
        let isBetaLabel = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "tabItemLabel"
        return isBetaLabel ? call.arguments.first.map { Syntax($0.expression) } : nil
    }

    /// The string of the first `Label("Shop", ...)`, `Text("Shop")` or `Text(verbatim: "Shop")`
    /// inside `node` (a localised one's default value or key); failing those, the title given
    /// to an item view of the project's own (`TabItem(title: "Shop", icon: "cart")`,
    /// `TabLabel(imageName: "cart", text: "Shop")`), as apps that style their items write them.
    static func labelTitle(in node: Syntax) -> String? {
        let calls = ConstructionFinder.calls(in: node)
        for labelCall in calls {
            // A text given to a modifier (`Image(...).accessibility(label: Text("Draw symbols"))`)
            // describes the icon to VoiceOver; it is not shown.
            if Syntax(labelCall) != node, labelCall.parent?.is(LabeledExprSyntax.self) == true { continue }
            guard let callee = labelCall.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  callee == "Label" || callee == "Text",
                  let first = labelCall.arguments.first, first.label == nil || (callee == "Text" && first.label?.text == "verbatim"),
                  let title = TypeReading.titleText(first.expression) else { continue }
            return title
        }
        for itemCall in calls {
            guard let callee = itemCall.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  callee.first?.isUppercase == true, callee != "Image",
                  let titled = itemCall.arguments.first(where: { titleLabels.contains($0.label?.text ?? "") }),
                  let title = TypeReading.titleText(titled.expression) else { continue }
            return title
        }
        return nil
    }

    /// The labels an item view of the project's gives its title by; never its icon's.
    private static let titleLabels: Set<String> = ["title", "text", "label", "name", "titleKey"]

    private var calls: [FunctionCallExprSyntax] = []

    static func calls(in node: Syntax) -> [FunctionCallExprSyntax] {
        let finder = ConstructionFinder()
        finder.walk(node)
        return finder.calls
    }

    /// The case names a switch pattern matches: `patients` in `.patients`, `detail` in `.detail(let name)`.
    static func caseNames(in pattern: Syntax) -> [String] {
        var names: [String] = []
        var queue = [pattern]
        while let node = queue.popLast() {
            if let member = node.as(MemberAccessExprSyntax.self), member.base == nil {
                names.append(member.declName.baseName.text.trimmingBackticks)
                continue
            }
            queue.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
        }
        return names
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls.append(node)
        if let callee = TypeReading.callee(node)?.baseName.text, callee.first?.isUppercase == true {
            constructed.append(callee)
        }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "navigationDestination",
           let type = node.arguments.first(where: { $0.label?.text == "for" }).flatMap({ TypeReading.metatype($0.expression) }) {
            destinations.append(type)
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.declName.baseName.text == "allCases", let base = node.base, let type = TypeReading.typePath(base) {
            allCases.append(type)
        }
        return .visitChildren
    }
}

/// Finds the switch a member's body makes on `self`, else on a value it names (`switch
/// destination` in a view that holds one): the first of each.
final class SwitchFinder: SyntaxVisitor {
    private var onSelf: SwitchExprSyntax?
    private var onValue: (name: String, switch: SwitchExprSyntax)?
    /// A switch on a value held by another (`switch self.game.mode`, `game.mode`), named by its
    /// path (`game.mode`): taken when the member switches on nothing nearer.
    private var onHeldValue: (name: String, switch: SwitchExprSyntax)?

    private init() { super.init(viewMode: .sourceAccurate) }

    /// The switch, and the name it switches on (nil for `self`).
    static func firstSwitch(in node: Syntax) -> (subject: String?, switch: SwitchExprSyntax)? {
        let finder = SwitchFinder()
        finder.walk(node)
        if let onSelf = finder.onSelf { return (nil, onSelf) }
        return (finder.onValue ?? finder.onHeldValue).map { ($0.name, $0.switch) }
    }

    /// `self.game.mode` or `game.mode` → `game.mode`; `self.mode` → `mode`, as apps written
    /// when closures needed `self.` spell a view's own value.
    static func heldPath(_ expression: ExprSyntax) -> String? {
        var names: [String] = []
        var current: ExprSyntax? = expression
        while let member = current?.as(MemberAccessExprSyntax.self) {
            names.insert(member.declName.baseName.text, at: 0)
            current = member.base
        }
        guard let root = current?.as(DeclReferenceExprSyntax.self)?.baseName, !names.isEmpty else { return nil }
        if root.tokenKind != .keyword(.self) { names.insert(root.text, at: 0) }
        return names.joined(separator: ".")
    }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        if let subject = node.subject.as(DeclReferenceExprSyntax.self)?.baseName {
            if subject.tokenKind == .keyword(.self) {
                onSelf = onSelf ?? node
            } else if onValue == nil {
                onValue = (subject.text, node)
            }
        } else if onHeldValue == nil, let path = Self.heldPath(node.subject) {
            onHeldValue = (path, node)
        }
        return onSelf == nil ? .visitChildren : .skipChildren
    }
}
