import NavreplKit
import SwiftSyntax

/// Coordinators that push and present coordinators, each a screen with a stack of type-erased
/// modules under it: `navigationStackCoordinator.push(coordinator)` after `let coordinator =
/// RoomDetailsScreenCoordinator(parameters: ...)`, `setSheetCoordinator(SettingsFlowCoordinator(...))`.
/// Each coordinator type so shown is a route named after it without `Coordinator` (and
/// `Screen`, as a view's: `roomDetails`), shown as the call's name says; a call that sets a
/// stack's root (`setRootCoordinator`) says where it starts, not where it goes.
enum CoordinatorPushes {
    static let suffix = "Coordinator"

    /// The coordinator type a call pushes or presents, and how; nil for any other call.
    static func shown(by call: FunctionCallExprSyntax) -> (type: String, style: Modal.Style?)? {
        let called = call.calledExpression
        guard let function = called.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? called.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let style = ErasedScreens.style(of: function),
              let argument = call.arguments.first, argument.label == nil else { return nil }
        var value = argument.expression
        if let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text, let initial = LocalValues.initializer(of: name, from: call) {
            value = initial
        }
        guard let construction = value.as(FunctionCallExprSyntax.self),
              let type = TypeReading.typePath(construction.calledExpression)?.last,
              type.hasSuffix(suffix), type.count > suffix.count, type.first?.isUppercase == true else { return nil }
        return (type, style)
    }
}
