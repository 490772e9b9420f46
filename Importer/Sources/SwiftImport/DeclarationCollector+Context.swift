import SwiftSyntax

/// Where a call is written (in a preview, in a menu or picker, in an `#if`), which decides
/// whether it is the app's navigation at all; and how the report shows an expression.
extension DeclarationCollector {
    /// Whether the node is in a preview (`#Preview { }`, a `PreviewProvider`): not the app's navigation.
    static func isInPreview(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let syntax = current {
            if let macro = syntax.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" { return true }
            if let macro = syntax.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" { return true }
            if let type = syntax.as(StructDeclSyntax.self) {
                return inheritedNames(type.inheritanceClause).contains("PreviewProvider")
            }
            current = syntax.parent
        }
        return false
    }

    /// Whether a link is in a `Menu`'s or `Picker`'s content: a choice made there, not a screen pushed.
    static func isInsideMenuOrPicker(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let syntax = current {
            if let callee = syntax.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               callee == "Menu" || callee == "Picker" {
                return true
            }
            current = syntax.parent
        }
        return false
    }

    /// An expression as the report shows it: on one line, cut past 40 characters.
    static func shown(_ expression: some SyntaxProtocol) -> String {
        let text = expression.trimmedDescription.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return text.count <= 40 ? text : String(text.prefix(37)) + "..."
    }
}

extension SyntaxProtocol {
    /// Whether the node is inside an `#if` block whose clause a release build may leave out
    /// (`#if !DEBUG`, or the `#else` of `#if DEBUG`, is always compiled).
    var ancestorIsConditional: Bool {
        var node = parent
        while let current = node {
            if let clause = current.as(IfConfigClauseSyntax.self), !PlatformBranches.isAlwaysCompiled(clause) { return true }
            node = current.parent
        }
        return false
    }
}

extension String {
    /// `default` for `` `default` ``: a case name escaped because it is a keyword.
    var trimmingBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self
    }
}
