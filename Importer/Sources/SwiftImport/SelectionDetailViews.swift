import SwiftSyntax

/// A split view whose detail column is a view of the project's own, given the sidebar's
/// selections as bindings, that shows a view for each selection in an `if` chain, as a Mac
/// window whose sidebar lists several kinds of rows does (`NavigationSplitView { sidebar }
/// detail: { detail }`, `var detail: some View { LibraryDetail(selectedBook: $selectedBook,
/// selectedShelf: $selectedShelf) }`, and there `if let shelf = selectedShelf { ShelfView(shelf:
/// shelf) } else if let book = selectedBook { BookView(book: book) } else { WelcomeView() }`).
/// Each branch that unwraps a selection shows that selection's screen, as the column's own
/// `if let` does (`SplitDetails.selectedDetail`); the last `else`, shown when nothing is
/// selected, is the app's root. Either column may be a property of the split's view that
/// builds it, as the detail here is; the detail view is looked for in the split's file.
enum SelectionDetailViews {
    /// Each selection the detail view unwraps, with the statements its branch shows; none when
    /// the detail column builds no such view.
    static func details(of split: FunctionCallExprSyntax) -> [(selection: ExprSyntax, shown: CodeBlockItemListSyntax)] {
        guard let (detail, type, selections) = SplitDetails.shownColumns(of: split, throughProperties: true),
              let file = split.root.as(SourceFileSyntax.self) else { return [] }
        // The file's structs by name, read once: each call in the column asks for its view.
        let structs = Dictionary(file.tokens(viewMode: .sourceAccurate).compactMap { $0.parent?.as(StructDeclSyntax.self) }.map { ($0.name.text, $0) },
                                 uniquingKeysWith: { first, _ in first })
        for column in detail {
            var shown = Syntax(column)
            if let name = DestinationView.firstExpression(of: column.statements)?.as(DeclReferenceExprSyntax.self)?.baseName.text,
               let property = SplitDetails.property(named: name, in: type) {
                shown = Syntax(property)
            }
            for call in shown.tokens(viewMode: .sourceAccurate).compactMap({ $0.parent?.parent?.as(FunctionCallExprSyntax.self) }) {
                guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                      let view = structs[callee] else { continue }
                // The view's own names for the selections it is given (`selectedBook:
                // $selectedBook`): its bindings, named by the labels.
                var given: [String: ExprSyntax] = [:]
                for argument in call.arguments {
                    guard let label = argument.label?.text, let bound = TypeReading.boundProperty(argument.expression),
                          let selection = selections[bound] else { continue }
                    given[label] = selection
                }
                let branches = unwrappingBranches(given, in: view.memberBlock)
                if !branches.isEmpty { return branches }
            }
        }
        return []
    }

    /// The branches of the view's `if` chains whose condition unwraps one of the selections
    /// (`if let book = selectedBook`, `if editing, let shelf = shelfToEdit`), each with the
    /// selection it shows.
    private static func unwrappingBranches(_ given: [String: ExprSyntax], in type: MemberBlockSyntax) -> [(selection: ExprSyntax, shown: CodeBlockItemListSyntax)] {
        guard !given.isEmpty else { return [] }
        var branches: [(selection: ExprSyntax, shown: CodeBlockItemListSyntax)] = []
        // Each `else if` is an `if` of its own: every branch is met once.
        for chain in type.tokens(viewMode: .sourceAccurate).compactMap({ $0.parent?.as(IfExprSyntax.self) }) {
            for element in chain.conditions {
                guard let binding = element.condition.as(OptionalBindingConditionSyntax.self) else { continue }
                let unwrapped = binding.initializer.map { TypeReading.boundProperty($0.value) }
                    ?? binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                if let unwrapped, let selection = given[unwrapped] {
                    branches.append((selection, chain.body.statements))
                    break
                }
            }
        }
        return branches
    }
}
