import SwiftSyntax

/// A screen a view shows in place of its content for an optional value, given a way back that
/// clears it, as a push without a stack: `if let capability = selectedCapability {
/// CapabilityDetailView(capability: capability, onBack: { selectedCapability = nil }) } else {
/// cardGrid }`, `else if let expanded = expandedGroup { ExpandedGroupView(group: expanded,
/// onClose: { expandedGroup = nil }) } else { FileListSection(...) }`. The value is set by a
/// row or a button elsewhere; the view replaces the rest (the `if` has an `else`) and its own
/// back or close closure sets the value back to nil: a screen the user opens and leaves, a
/// route for that value, as `.navigationDestination(item:)` would push it. Not a view shown
/// beside or over the content (an `if let` with no `else`: a detail panel, a card over a map),
/// nor one given no closure clearing the value (`if let user { HomeView(user: user) } else {
/// LoginView() }`: the root switching on a state), nor one whose closure clearing it is
/// labelled as another end than going back (`HomeView(user: user, onSignOut: { session.user =
/// nil })`, `onFinish:`): signing out or finishing leaves a state, it is no way back from a
/// screen. Only a trailing closure, an unlabelled one or one whose label names going back
/// (`onBack:`, `onClose:`, `dismiss:`) is read.
enum InPlaceDrillDowns {
    /// What a label of a way back says (`onBack`, `onClose`, `dismissAction`, `onDone`,
    /// `onCancel`, `exitDetail`), lowercased.
    private static let wayBackWords = ["back", "close", "dismiss", "done", "cancel", "exit", "return", "collapse"]

    /// The value a view's construction is shown for (`selectedCapability`), when `call` is
    /// the first view of an `if let` branch that has an `else` and is given a closure that sets
    /// that value to nil.
    static func value(shownBy call: FunctionCallExprSyntax) -> ExprSyntax? {
        // The view's modifiers (`ExpandedGroupView(...).transition(.move(edge: .trailing))`).
        var shown = ExprSyntax(call)
        while let member = shown.parent?.as(MemberAccessExprSyntax.self), member.base?.id == shown.id,
              let modified = member.parent?.as(FunctionCallExprSyntax.self), modified.calledExpression.id == ExprSyntax(member).id {
            shown = ExprSyntax(modified)
        }
        guard let branch = shown.parent?.parent?.as(CodeBlockItemListSyntax.self),
              branch.first?.item.as(ExprSyntax.self)?.id == shown.id,
              let block = branch.parent?.as(CodeBlockSyntax.self),
              let choice = block.parent?.as(IfExprSyntax.self), choice.body.id == block.id, choice.elseBody != nil,
              let unwrapped = unwrappedValue(of: choice) else { return nil }
        let closures = call.arguments.filter { isWayBack($0.label?.text) }.compactMap { $0.expression.as(ClosureExprSyntax.self) }
            + [call.trailingClosure].compactMap { $0 } + call.additionalTrailingClosures.filter { isWayBack($0.label.text) }.map(\.closure)
        return closures.contains { clears(unwrapped.text, in: $0) } ? unwrapped.value : nil
    }

    /// Whether a closure so labelled may be a way back: unlabelled, or labelled so.
    private static func isWayBack(_ label: String?) -> Bool {
        guard let label = label?.lowercased() else { return true }
        return wayBackWords.contains(where: label.contains)
    }

    /// The one value the `if` unwraps (`let expanded = expandedGroup`, `let selectedCapability`,
    /// `let item = model.selected`) and its text. Conditions after it that only test (`if let
    /// id = selectedID, sessions.contains(where: { $0.id == id })`, the value still there) or
    /// look the value up (`let session = sessions.first(where: { $0.id == id })`) leave it the
    /// value the view is shown for; a second value unwrapped otherwise does not.
    private static func unwrappedValue(of choice: IfExprSyntax) -> (value: ExprSyntax, text: String)? {
        guard let binding = choice.conditions.first?.condition.as(OptionalBindingConditionSyntax.self) else { return nil }
        let bound = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        // A later value unwrapped by looking the first up (`let session = sessions.first(where:
        // { $0.id == id })`) is that value found, no second state.
        func looksUp(_ condition: OptionalBindingConditionSyntax) -> Bool {
            guard let bound, let value = condition.initializer?.value else { return false }
            return value.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(bound) }
        }
        guard choice.conditions.dropFirst().allSatisfy({ element in
            element.condition.is(ExprSyntax.self) || element.condition.as(OptionalBindingConditionSyntax.self).map(looksUp) == true
        }) else { return nil }
        if let value = binding.initializer?.value {
            guard value.is(DeclReferenceExprSyntax.self) || value.is(MemberAccessExprSyntax.self) else { return nil }
            return (value, value.trimmedDescription)
        }
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        return (ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))), name)
    }

    /// Whether all the closure does is set the value to nil (`{ expandedGroup = nil }`, `{
    /// self.expandedGroup = nil }`, `{ withAnimation { expandedGroup = nil } }`): a way back.
    /// A closure that does something else too (`onDelete: { delete(config); selected = nil }`)
    /// is an action that leaves nothing to show, not a way back.
    private static func clears(_ value: String, in closure: ClosureExprSyntax) -> Bool {
        guard closure.statements.count == 1, let statement = closure.statements.first?.item.as(ExprSyntax.self) else { return false }
        if let call = statement.as(FunctionCallExprSyntax.self), let wrapped = call.trailingClosure, call.additionalTrailingClosures.isEmpty {
            return clears(value, in: wrapped)
        }
        guard let sequence = statement.as(SequenceExprSyntax.self) else { return false }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].is(NilLiteralExprSyntax.self) else { return false }
        var target = elements[0].trimmedDescription
        if target.hasPrefix("self.") { target.removeFirst(5) }
        return target == value
    }
}
