import NavreplKit
import SwiftSyntax

/// A function of the project that returns the destination with how it is shown, as a pair:
/// `func destination(for row: Row) -> (PresentationStyle, AnyView) { switch row { case .photo:
/// return (.push, PhotoView().asAnyView()) case .name: return (.modal, NameEditor().asAnyView()) } }`.
/// Each returned view is a screen, pushed or presented as the style beside it says; the view
/// that calls the function shows `.content` by a link or a modifier no view's type is written in.
enum StyledDestinations {
    /// A style's case name, as such enums spell them, and how it shows a view (nil: a push).
    static let styles: [String: ModalStyle?] = [
        "push": nil, "pushed": nil, "navigation": nil, "navigate": nil, "link": nil,
        "modal": .sheet, "sheet": .sheet, "present": .sheet, "presented": .sheet, "presentation": .sheet,
        "cover": .cover, "fullScreen": .cover, "fullScreenCover": .cover, "fullscreen": .cover,
    ]

    /// The views a function's body returns beside a style, each chain (as
    /// `DestinationView.alternatives` reads it) with its style; empty when it returns no such pair.
    /// Returns of nested functions and closures are theirs, not read.
    /// `returnType`, the function's written result type: one that names a view
    /// (`(Style, AnyView)`) says its pairs hold views; else each view must be written as one.
    static func read(_ body: CodeBlockSyntax, returnType: TypeSyntax?) -> [(chain: [String], style: ModalStyle?)] {
        let returnsView = returnType?.trimmedDescription.contains("View") ?? false
        var results: [(chain: [String], style: ModalStyle?)] = []
        var expressions = ReturnedExpressions.of(body)
        // A body of one expression returns it.
        if body.statements.count == 1, let only = DestinationView.firstExpression(of: body.statements) { expressions.append(only) }
        for expression in expressions {
            guard let (style, view) = pair(expression), returnsView || isWrittenAsView(view) else { continue }
            for chain in DestinationView.alternatives(of: view) where !results.contains(where: { $0.chain == chain && $0.style == style }) {
                results.append((chain, style))
            }
        }
        return results
    }

    /// `(.push, View())` or `(style: .modal, content: View())`: the style and the view.
    private static func pair(_ expression: ExprSyntax) -> (ModalStyle?, ExprSyntax)? {
        guard let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 2 else { return nil }
        let elements = Array(tuple.elements)
        for (index, element) in elements.enumerated() {
            guard let member = element.expression.as(MemberAccessExprSyntax.self), member.base == nil,
                  let style = styles[member.declName.baseName.text] else { continue }
            return (style, elements[1 - index].expression)
        }
        return nil
    }

    /// A value written as a view: erased (`Editor().asAnyView()`, `AnyView(Editor())`), or of
    /// a type named as views are (`EditorView`, `EditorScreen`). `(.link, URL(string: s))` is none.
    private static func isWrittenAsView(_ expression: ExprSyntax) -> Bool {
        var current = expression
        for _ in 0..<16 {
            guard let call = current.as(FunctionCallExprSyntax.self) else { return false }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                let name = member.declName.baseName.text.lowercased()
                if name.contains("anyview") || name.hasPrefix("erase") { return true }
                current = base
                continue
            }
            guard let name = TypeReading.typePath(call.calledExpression)?.last else { return false }
            return name == "AnyView" || name.hasSuffix("View") || name.hasSuffix("Screen")
        }
        return false
    }
}
