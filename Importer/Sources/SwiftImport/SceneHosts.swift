import SwiftSyntax

/// Where an app without a `@main` App starts, as Xcode's templates of UIKit's, AppKit's and
/// WatchKit's lifecycles start one: a window whose root is a SwiftUI view
/// (`window.rootViewController = UIHostingController(rootView: contentView)`, also inside a
/// `UINavigationController`, through a local, or a tab bar controller given SwiftUI screens;
/// AppKit's `window.contentView = NSHostingView(rootView: contentView)`,
/// `window.contentViewController = NSHostingController(...)` or
/// `NSWindow(contentViewController: NSHostingController(...))`), or a hosting controller a
/// storyboard makes (WatchKit's `class HostingController: WKHostingController<ContentView>`, a
/// `UIHostingController` subclass calling `super.init(coder:rootView:)`). The type this is
/// written in is where the app's views start, as a `@main` App's scene is.
enum SceneHosts {
    /// `window.rootViewController = ...`, `window.contentViewController = ...` or
    /// `window.contentView = ...` given a SwiftUI view's host.
    static func isWindowRoot(_ sequence: SequenceExprSyntax) -> Bool {
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return false }
        let target = elements[0].trimmedDescription
        guard ["rootViewController", "contentViewController", "contentView"].contains(where: { target.hasSuffix($0) }) else { return false }
        return hostsSwiftUI(elements[2], from: sequence)
    }

    /// AppKit's `NSWindow(contentViewController: NSHostingController(rootView: ContentView()))`.
    static func isWindowRoot(_ call: FunctionCallExprSyntax) -> Bool {
        guard TypeReading.typePath(call.calledExpression)?.last == "NSWindow",
              let content = call.arguments.first(where: { $0.label?.text == "contentViewController" }) else { return false }
        return hostsSwiftUI(content.expression, from: call)
    }

    /// A hosting controller a storyboard makes: a `WKHostingController` subclass, or a
    /// `UIHostingController` or `NSHostingController` subclass made by `init(coder:)`
    /// (`super.init(coder: coder, rootView: ContentView())`).
    static func isStoryboardHost(_ type: ClassDeclSyntax) -> Bool {
        let inherited = type.inheritanceClause?.inheritedTypes.map { $0.type.as(IdentifierTypeSyntax.self)?.name.text } ?? []
        if inherited.contains("WKHostingController") { return true }
        guard inherited.contains(where: { $0 == "UIHostingController" || $0 == "NSHostingController" }) else { return false }
        return type.memberBlock.members.contains { member in
            guard let initialiser = member.decl.as(InitializerDeclSyntax.self), let body = initialiser.body else { return false }
            return body.statements.contains { item in
                guard let call = item.item.as(FunctionCallExprSyntax.self) ?? item.item.as(TryExprSyntax.self)?.expression.as(FunctionCallExprSyntax.self),
                      call.calledExpression.trimmedDescription == "super.init" else { return false }
                let labels = call.arguments.map { $0.label?.text }
                return labels.contains("coder") && labels.contains("rootView")
            }
        }
    }

    /// A host of a SwiftUI view (`UIHostingController`, `NSHostingController`, `NSHostingView`,
    /// or the project's subclass of one, given a `rootView:`),
    /// alone, as a navigation controller's root, through a local, or a tab bar controller (whose
    /// SwiftUI screens `HostedTabs` reads).
    private static func hostsSwiftUI(_ value: ExprSyntax, from node: some SyntaxProtocol, depth: Int = 0) -> Bool {
        guard depth < 4 else { return false }
        if let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return LocalValues.initializer(of: name, from: node).map { hostsSwiftUI($0, from: node, depth: depth + 1) } ?? false
        }
        guard let construction = value.as(FunctionCallExprSyntax.self) else { return false }
        let called = construction.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? construction.calledExpression
        guard let type = TypeReading.typePath(called)?.last else { return false }
        switch type {
        case "UIHostingController", "NSHostingController", "NSHostingView":
            return true
        case _ where type.hasSuffix("HostingController"):
            // The project's own subclass (`class HostingController: UIHostingController<AnyView>`,
            // kept for the status bar's style), given its root view the same way.
            return construction.arguments.contains { $0.label?.text == "rootView" }
        case "UINavigationController":
            guard let root = construction.arguments.first(where: { $0.label?.text == "rootViewController" }) else { return false }
            return hostsSwiftUI(root.expression, from: node, depth: depth + 1)
        default:
            return type.hasSuffix("TabBarController")
        }
    }
}
