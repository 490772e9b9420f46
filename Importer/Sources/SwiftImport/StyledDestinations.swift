import NavreplKit
import SwiftSyntax

/// A function of the project that returns the destination with how it is shown, as a pair:
/// `func destination(for row: Row) -> (PresentationStyle, AnyView) { switch row { case .photo:
/// return (.push, PhotoView().asAnyView()) case .name: return (.modal, NameEditor().asAnyView()) } }`.
/// Each returned view is a screen, pushed or presented as the style beside it says; the view
/// that calls the function shows `.content` by a link or a modifier no view's type is written in.
enum StyledDestinations {
    /// A style's case name, as such enums spell them, and how it shows a view (nil: a push).
    static let styles: [String: Modal.Style?] = [
        "push": nil, "pushed": nil, "navigation": nil, "navigate": nil, "link": nil,
        "modal": .sheet, "sheet": .sheet, "present": .sheet, "presented": .sheet, "presentation": .sheet,
        "cover": .cover, "fullScreen": .cover, "fullScreenCover": .cover, "fullscreen": .cover,
    ]

    /// The styles that say a view is presented but not how: a sheet, unless every caller that
    /// presents the function's result does so with a full-screen cover.
    static let presentedSomehow: Set<String> = ["modal", "present", "presented", "presentation"]

    /// The views a function's body returns beside a style, each chain (as
    /// `DestinationView.alternatives` reads it) with its style; empty when it returns no such pair.
    /// Returns of nested functions and closures are theirs, not read.
    /// `returnType`, the function's written result type: one that names a view
    /// (`(Style, AnyView)`) says its pairs hold views; else each view must be written as one.
    /// `saysHow` is false for a style that says only that the view is presented (`.modal`).
    static func read(_ body: CodeBlockSyntax, returnType: TypeSyntax?) -> [(chain: [String], style: Modal.Style?, saysHow: Bool)] {
        let returnsView = returnType?.trimmedDescription.contains("View") ?? false
        var results: [(chain: [String], style: Modal.Style?, saysHow: Bool)] = []
        var expressions = ReturnedExpressions.of(body)
        // A body of one expression returns it.
        if body.statements.count == 1, let only = DestinationView.firstExpression(of: body.statements) { expressions.append(only) }
        for expression in expressions {
            guard let (word, view) = pair(expression), returnsView || isWrittenAsView(view), let style = styles[word] else { continue }
            for chain in DestinationView.alternatives(of: view) where !results.contains(where: { $0.chain == chain && $0.style == style }) {
                results.append((chain, style, !presentedSomehow.contains(word)))
            }
        }
        return results
    }

    /// `(.push, View())` or `(style: .modal, content: View())`: the style's word and the view.
    private static func pair(_ expression: ExprSyntax) -> (String, ExprSyntax)? {
        guard let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 2 else { return nil }
        let elements = Array(tuple.elements)
        for (index, element) in elements.enumerated() {
            guard let member = element.expression.as(MemberAccessExprSyntax.self), member.base == nil,
                  styles[member.declName.baseName.text] != nil else { continue }
            return (member.declName.baseName.text, elements[1 - index].expression)
        }
        return nil
    }

    /// The function whose result a presentation's content shows: `destination` in
    /// `.fullScreenCover(isPresented: $presenting) { destination.content }`, where the body
    /// made `let destination = field.destination(for: user)`.
    static func returningFunction(of content: ExprSyntax) -> String? {
        var root = content.as(ClosureExprSyntax.self).flatMap { DestinationView.firstExpression(of: $0.statements) } ?? content
        while let member = root.as(MemberAccessExprSyntax.self), let base = member.base { root = base }
        guard let name = root.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let called = LocalValues.initializer(of: name, from: content)?.as(FunctionCallExprSyntax.self)?.calledExpression else { return nil }
        return called.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? called.as(DeclReferenceExprSyntax.self)?.baseName.text
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

extension SwiftDeclarations {
    /// A destination returned beside a style that says only that it is presented (`.modal`)
    /// is a full-screen cover when every presentation of its function's result is one, else
    /// a sheet, as it was read.
    mutating func showStyledModalsAsCalled() {
        guard !styledShowings.isEmpty else { return }
        let styles = Dictionary(grouping: styledShowings, by: \.function).mapValues { Set($0.map(\.style)) }
        for key in uses.keys {
            for index in uses[key]!.viewLinks.indices {
                guard let function = uses[key]!.viewLinks[index].returnedBy, styles[function] == [.cover] else { continue }
                uses[key]!.viewLinks[index].style = .cover
            }
        }
    }
}
