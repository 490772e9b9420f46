import SwiftSyntax

/// A view of the project's AppKit hosts in a window it attaches to another as a sheet
/// (`let hosting = NSHostingController(rootView: DownloaderView(...)); let window =
/// NSWindow(contentViewController: hosting); parentWindow.beginSheet(window)`, in one method of
/// a manager the menu calls): the window slides down over its parent and holds it modal until
/// it ends, which is what SwiftUI's own `.sheet` is on macOS. So the view is a sheet, read as
/// `.sheet(isPresented:) { DownloaderView(...) }` is, and not a window beside the app's, as a
/// window a delegate or controller orders front is (`AppKitWindows`). Only `beginSheet(_:)`
/// with a window: `beginSheetModal(for:)` runs an alert or an open panel, no view of the
/// project's. The hosted view is read where the same method builds it, written in place or
/// held by a local constant (`let contentView = DownloaderView(...)`).
enum SheetWindows {
    /// Whether `call` is `window.beginSheet(sheetWindow)` (or with its completion handler).
    static func beginsSheet(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
              member.declName.baseName.text == "beginSheet", let first = call.arguments.first, first.label == nil else { return false }
        return call.arguments.count == 1 || call.arguments.dropFirst().allSatisfy { $0.label?.text == "completionHandler" }
    }

    /// The views the method around `call` hosts (`NSHostingController(rootView:)`,
    /// `NSHostingView(rootView:)`), each as the expression that builds it.
    static func hostedViews(around call: FunctionCallExprSyntax) -> [ExprSyntax] {
        var node = Syntax(call).parent
        while let current = node, !current.is(FunctionDeclSyntax.self), !current.is(AccessorDeclSyntax.self) { node = current.parent }
        guard let body = node?.as(FunctionDeclSyntax.self)?.body ?? node?.as(AccessorDeclSyntax.self)?.body else { return [] }
        let finder = HostingFinder(viewMode: .sourceAccurate)
        finder.walk(body)
        return finder.rootViews.compactMap { root in
            guard let name = root.as(DeclReferenceExprSyntax.self)?.baseName.text else { return root }
            return finder.constants[name]
        }
    }

    private final class HostingFinder: SyntaxVisitor {
        var rootViews: [ExprSyntax] = []
        var constants: [String: ExprSyntax] = [:]

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let name = TypeReading.typePath(node.calledExpression)?.last, name == "NSHostingController" || name == "NSHostingView",
               let root = node.arguments.first(where: { $0.label?.text == "rootView" })?.expression {
                rootViews.append(root)
            }
            return .visitChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.bindingSpecifier.tokenKind == .keyword(.let) {
                for binding in node.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value {
                        constants[name] = value
                    }
                }
            }
            return .visitChildren
        }

        // A closure's own functions are not the method's.
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
