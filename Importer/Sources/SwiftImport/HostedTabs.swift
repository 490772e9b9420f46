import SwiftSyntax

/// A UIKit tab bar controller given SwiftUI screens, as apps of UIKit's lifecycle build their
/// tabs: `tabs.viewControllers = [home, settings]` (or `setViewControllers([home, settings],
/// animated: false)`, or `viewControllers = [...]` in a `UITabBarController` subclass), each
/// element a `UIHostingController(rootView: HomeView())`, alone or as a
/// `UINavigationController`'s root, written in place or through a local. Each is a tab,
/// titled by the `UITabBarItem` (or title) set on that local
/// (`home.tabBarItem = UITabBarItem(title: "Home", image: ..., tag: 0)`), else named after the
/// view it shows, as a tab item with an icon alone is. A tab controller given any controller
/// that is not a SwiftUI view's is not read: its other tabs are no screens the sources show.
enum HostedTabs {
    /// The tabs `x.viewControllers = [...]` gives, when `x` is a tab bar controller.
    static func tabs(assignedBy sequence: SequenceExprSyntax) -> [OwnTabBars.Tab]? {
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let array = elements[2].as(ArrayExprSyntax.self) else { return nil }
        let target = elements[0]
        if let member = target.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "viewControllers" {
            guard isTabBarController(member.base, from: sequence) else { return nil }
        } else {
            guard target.as(DeclReferenceExprSyntax.self)?.baseName.text == "viewControllers", isInTabBarController(sequence) else { return nil }
        }
        return tabs(of: array, from: sequence)
    }

    /// The tabs `x.setViewControllers([...], animated: ...)` gives, when `x` is a tab bar controller.
    static func tabs(setBy call: FunctionCallExprSyntax) -> [OwnTabBars.Tab]? {
        guard let array = call.arguments.first?.expression.as(ArrayExprSyntax.self) else { return nil }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            guard member.declName.baseName.text == "setViewControllers", isTabBarController(member.base, from: call) else { return nil }
        } else {
            guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "setViewControllers", isInTabBarController(call) else { return nil }
        }
        return tabs(of: array, from: call)
    }

    private static func tabs(of array: ArrayExprSyntax, from node: some SyntaxProtocol) -> [OwnTabBars.Tab]? {
        guard array.elements.count >= 2 else { return nil }
        var tabs: [OwnTabBars.Tab] = []
        for element in array.elements {
            guard let (root, holders) = hostedRoot(element.expression, from: node) else { return nil }
            let shown = DestinationView.alternatives(of: root)
            guard shown.count == 1, let view = shown[0].first else { return nil }
            let title = holders.lazy.compactMap { (holder: String) -> String? in Self.title(setOn: holder, from: node) }.first
            let name = title.flatMap(DeclarationCollector.tabName) ?? DestinationView.routeName(view)
            guard AppName.isValid(name) else { return nil }
            tabs.append(OwnTabBars.Tab(name: name, title: title, content: Syntax(root)))
        }
        return tabs
    }

    /// The SwiftUI view a controller hosts, through a navigation controller and locals, with
    /// the locals it went through (where its tab's item may be set).
    private static func hostedRoot(_ controller: ExprSyntax, from node: some SyntaxProtocol, depth: Int = 0) -> (ExprSyntax, [String])? {
        guard depth < 4 else { return nil }
        if let name = controller.as(DeclReferenceExprSyntax.self)?.baseName.text {
            guard let initial = LocalValues.initializer(of: name, from: node),
                  let (root, holders) = hostedRoot(initial, from: node, depth: depth + 1) else { return nil }
            return (root, [name] + holders)
        }
        guard let construction = controller.as(FunctionCallExprSyntax.self) else { return nil }
        let called = construction.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? construction.calledExpression
        switch TypeReading.typePath(called)?.last {
        case "UIHostingController":
            return construction.arguments.first { $0.label?.text == "rootView" }.map { ($0.expression, []) }
        case "UINavigationController":
            guard let root = construction.arguments.first(where: { $0.label?.text == "rootViewController" }) else { return nil }
            return hostedRoot(root.expression, from: node, depth: depth + 1)
        default:
            return nil
        }
    }

    /// The title set on a local's tab item in the body the tabs are given in:
    /// `home.tabBarItem = UITabBarItem(title: "Home", ...)`, `home.tabBarItem.title = "Home"`
    /// or `home.title = "Home"`.
    private static func title(setOn local: String, from node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let syntax = current, !syntax.is(CodeBlockItemListSyntax.self) { current = syntax.parent }
        guard let statements = current?.as(CodeBlockItemListSyntax.self) else { return nil }
        for item in statements {
            guard let elements = item.item.as(SequenceExprSyntax.self).map({ Array($0.elements) }), elements.count == 3,
                  elements[1].is(AssignmentExprSyntax.self) else { continue }
            switch elements[0].trimmedDescription {
            case local + ".tabBarItem":
                guard let item = elements[2].as(FunctionCallExprSyntax.self),
                      let titled = item.arguments.first(where: { $0.label?.text == "title" }) else { continue }
                return TypeReading.titleText(titled.expression)
            case local + ".tabBarItem.title", local + ".title":
                return TypeReading.titleText(elements[2])
            default:
                continue
            }
        }
        return nil
    }

    /// A receiver that is a tab bar controller: a local made as one (`UITabBarController()`,
    /// `MainTabBarController()`) or one named so (`tabBarController`).
    private static func isTabBarController(_ receiver: ExprSyntax?, from node: some SyntaxProtocol) -> Bool {
        guard let receiver else { return false }
        if receiver.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return isInTabBarController(node) }
        let name = receiver.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? receiver.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard let name else { return false }
        if name.lowercased().contains("tabbar") { return true }
        guard let made = LocalValues.initializer(of: name, from: node)?.as(FunctionCallExprSyntax.self) else { return false }
        return TypeReading.typePath(made.calledExpression)?.last?.hasSuffix("TabBarController") == true
    }

    /// Whether `node` is written in a class that inherits a tab bar controller.
    private static func isInTabBarController(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let syntax = current {
            if let type = syntax.as(ClassDeclSyntax.self) {
                return type.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription.hasSuffix("TabBarController") } == true
            }
            current = syntax.parent
        }
        return false
    }
}
