import SwiftSyntax

/// A case of a model's optional route presented by a flag of it, as swift-navigation writes
/// it: `.sheet(isPresented: Binding($model.route.showingAddPrompt)) { PromptFormView(...) }`.
/// The flag shows the view it builds, which is the route (named after the view, as for any
/// flag); the case is how the model asks for it, not a second route beside the view's, when
/// the enum is read whole for the cases it shows by item.
enum FlaggedCases {
    /// The case a presentation's flag names, when its content builds a view of its own.
    static func read(_ flag: ExprSyntax, showsOwnView: Bool) -> (property: String, holder: String?, caseName: String)? {
        guard showsOwnView, flag.is(FunctionCallExprSyntax.self) else { return nil }
        return DialogCases.boundCase(flag)
    }
}
