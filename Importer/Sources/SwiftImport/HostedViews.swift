import NavreplKit
import SwiftSyntax

/// SwiftUI screens navigated to by UIKit, as apps that keep UIKit coordinators do:
/// `navigationController.pushViewController(UIHostingController(rootView: DetailView()),
/// animated: true)` pushes `DetailView`, and `present(UIHostingController(rootView:
/// HelpView()), animated: true)` presents it, a cover when the controller's
/// `modalPresentationStyle` is set to `.fullScreen`; also through a local holding the
/// controller. A controller set as the stack's root (`setViewControllers([home], ...)`) is
/// where the stack starts, no route.
enum HostedViews {
    /// The view a UIKit call shows and how: nil style for a push.
    static func shown(by call: FunctionCallExprSyntax, function: String) -> (root: ExprSyntax, style: Modal.Style?)? {
        guard ["pushViewController", "present"].contains(function), let first = call.arguments.first, first.label == nil,
              call.arguments.contains(where: { $0.label?.text == "animated" }) else { return nil }
        var controller = first.expression
        var local: String?
        if let name = controller.as(DeclReferenceExprSyntax.self)?.baseName.text, let initial = LocalValues.initializer(of: name, from: call) {
            local = name
            controller = initial
        }
        guard let construction = controller.as(FunctionCallExprSyntax.self), isHostingController(construction.calledExpression),
              let root = construction.arguments.first(where: { $0.label?.text == "rootView" })?.expression else { return nil }
        guard function == "present" else { return (root, nil) }
        return (root, local.map { isFullScreen($0, from: call) } == true ? .cover : .sheet)
    }

    /// `UIHostingController` or `UIHostingController<AnyView>`.
    private static func isHostingController(_ called: ExprSyntax) -> Bool {
        let type = called.as(GenericSpecializationExprSyntax.self)?.expression ?? called
        return TypeReading.typePath(type)?.last == "UIHostingController"
    }

    /// Whether the body the call is in sets `local.modalPresentationStyle` to a full screen.
    private static func isFullScreen(_ local: String, from node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        for _ in 0..<64 {
            guard let syntax = current else { return false }
            if let statements = syntax.as(CodeBlockItemListSyntax.self) {
                return statements.contains { item in
                    let text = item.item.trimmedDescription
                    return text.hasPrefix(local + ".modalPresentationStyle") && text.lowercased().contains("fullscreen")
                }
            }
            current = syntax.parent
        }
        return false
    }
}
