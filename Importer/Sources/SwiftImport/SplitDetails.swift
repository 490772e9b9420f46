import SwiftSyntax

/// A split view whose detail column shows the app's view for the row its sidebar selects
/// (`NavigationSplitView { List(items, selection: $selected) { ... } } detail: { if let
/// selected { ItemDetail(item: selected) } else { Text("Pick one") } }`, as Apple's
/// documentation writes it, the detail also in a property of the view: `detail: {
/// mainContent }`). Where the width is compact the split is one stack that pushes that view
/// for the selection, as `.navigationDestination(item: $selected)` would, and it is read so:
/// a selection of an enum is read by its cases (`sidebarSelectionEnums`), one of the app's
/// data gives the view's route. A detail shown whatever the selection (a chat beside its
/// list) is the app's root, not a route. The sidebar's list may be in a view of its own,
/// given the selection as a binding (`NavigationSplitView { SidebarView(selection:
/// $selected) } detail: { ... }`, as many apps write it).
enum SplitDetails {
    /// The sidebar's selection (`$selected`) and the `if let` of the detail column that
    /// unwraps it; nil when there is none.
    static func selectedDetail(of split: FunctionCallExprSyntax) -> (selection: ExprSyntax, shown: ExprSyntax)? {
        guard let (columns, type, selections) = shownColumns(of: split), !selections.isEmpty else { return nil }
        for column in columns {
            if let shown = unwrapping(selections, in: Syntax(column)) { return shown }
            // `detail: { mainContent }`: the type's property of that name.
            if let name = DestinationView.firstExpression(of: column.statements)?.as(DeclReferenceExprSyntax.self)?.baseName.text,
               let property = property(named: name, in: type), let shown = unwrapping(selections, in: Syntax(property)) {
                return shown
            }
        }
        return nil
    }

    /// The views the detail's `if` shows for a selection (`selectedDetail`): its branch that
    /// unwraps it and each `else if` unwrapping a value too; not the last `else`, nor an
    /// `else if` testing a flag (`else if loading`), shown when nothing is selected
    /// (`if let selectedTaskId, let task = ... { TaskDetailView(task: task) } else {
    /// DashboardOverviewView() }`): the app's root, a placeholder, no screen for the selection.
    static func alternatives(shownFor shown: ExprSyntax) -> [[String]] {
        guard var choice = shown.as(IfExprSyntax.self) else { return DestinationView.alternatives(of: shown) }
        var unique: [[String]] = []
        while true {
            if choice.conditions.contains(where: { $0.condition.is(OptionalBindingConditionSyntax.self) }) {
                for chain in DestinationView.alternatives(of: choice.body.statements) where !unique.contains(chain) { unique.append(chain) }
            }
            guard case .ifExpr(let next)? = choice.elseBody else { return unique }
            choice = next
        }
    }

    /// The sidebar's selected property and the detail column's switch over it (`detail: {
    /// switch selected { case .inbox: InboxView() ... case .none: Text("Pick one") } }`, also
    /// in a property of the view, or in its method given the selection: `detail: {
    /// detail(for: selected) }`): each arm shows its case's screen, as a destination's switch
    /// does. nil when the detail switches over nothing the sidebar selects.
    static func switchedDetail(of split: FunctionCallExprSyntax) -> (selection: String, switch: SwitchExprSyntax)? {
        guard let (columns, type, selections) = shownColumns(of: split) else { return nil }
        for column in columns {
            let first = DestinationView.firstExpression(of: column.statements)
            if let call = first?.as(FunctionCallExprSyntax.self), let switched = switchedDetail(calling: call, in: type, selections: selections) {
                return switched
            }
            // The switch may be inside the column's own stack (`detail: { NavigationStack {
            // switch selected { ... } } }`).
            var shown = Syntax(column)
            if let name = first?.as(DeclReferenceExprSyntax.self)?.baseName.text, let property = property(named: name, in: type) {
                shown = Syntax(property)
            }
            if let (subject, choice) = SwitchFinder.firstSwitch(in: shown), let subject {
                if selections[subject] != nil { return (subject, choice) }
                if let selection = unwrappedSelection(subject, around: choice, selections: selections) { return (selection, choice) }
            }
            if let wrapped = WrappedSplitDetails.switchedDetail(in: column, of: type, selections: selections) { return wrapped }
        }
        return nil
    }

    /// The selection a column unwraps under the name its switch is over (`if let item =
    /// selectedItem { switch item { ... } } else { ContentUnavailableView(...) }`): the switch is
    /// over the selection itself, as `if let selectedItem { switch selectedItem` is.
    private static func unwrappedSelection(_ subject: String, around choice: SwitchExprSyntax, selections: [String: ExprSyntax]) -> String? {
        var node = Syntax(choice).parent
        while let current = node {
            if let branch = current.as(IfExprSyntax.self),
               choice.position >= branch.body.position, choice.endPosition <= branch.body.endPosition {
                for condition in branch.conditions {
                    guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                          binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == subject,
                          let value = binding.initializer?.value, let name = TypeReading.boundProperty(value),
                          selections[name] != nil else { continue }
                    return name
                }
            }
            node = current.parent
        }
        return nil
    }

    /// The switch of the type's method the detail column calls with the selection
    /// (`detail(for: selected)`), over the parameter given it.
    private static func switchedDetail(calling call: FunctionCallExprSyntax, in type: MemberBlockSyntax, selections: [String: ExprSyntax])
        -> (selection: String, switch: SwitchExprSyntax)? {
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let position = call.arguments.firstIndex(where: { selections[$0.expression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""] != nil }),
              let selection = call.arguments[position].expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        let offset = call.arguments.distance(from: call.arguments.startIndex, to: position)
        for member in type.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name, let body = function.body else { continue }
            let parameters = Array(function.signature.parameterClause.parameters)
            guard parameters.count == call.arguments.count else { continue }
            let parameter = (parameters[offset].secondName ?? parameters[offset].firstName).text
            guard let (subject, choice) = SwitchFinder.firstSwitch(in: Syntax(body)), subject == parameter else { continue }
            return (selection, choice)
        }
        return nil
    }

    /// The split's columns that show what the sidebar selects, the detail first, then a
    /// three-column split's middle one (`content: { switch selected { ... } } detail: {
    /// Text("No message") }`); the type it is written in; and the properties its sidebar
    /// selects: the type's own, and those it hands the sidebar's view, or the middle column's
    /// (`content: { InboxView(selection: $message) }`), as bindings; `throughProperties`, also
    /// where the column is a property of the type that builds that view (`{ sidebar }`).
    static func shownColumns(of split: FunctionCallExprSyntax, throughProperties: Bool = false)
        -> (columns: [ClosureExprSyntax], type: MemberBlockSyntax, selections: [String: ExprSyntax])? {
        let columns = [column("detail", of: split), column("content", of: split)].compactMap { $0 }
        guard !columns.isEmpty, let type = enclosingType(of: split) else { return nil }
        var selections = SelectionFinder(viewMode: .sourceAccurate).selections(in: type)
        for choosing in choosingColumns(of: split) {
            selections.merge(GivenBindingFinder(viewMode: .sourceAccurate).bindings(in: Syntax(choosing))) { listed, _ in listed }
            if throughProperties, let name = DestinationView.firstExpression(of: choosing.statements)?.as(DeclReferenceExprSyntax.self)?.baseName.text,
               let property = property(named: name, in: type) {
                selections.merge(GivenBindingFinder(viewMode: .sourceAccurate).bindings(in: Syntax(property))) { listed, _ in listed }
            }
        }
        return (columns, type, selections)
    }

    /// The views a split's sidebar and middle columns build (`SidebarView(selection:)`,
    /// `EntryList(selection: $entry)`): where its lists choose what the detail shows.
    static func choosingViews(of split: FunctionCallExprSyntax) -> [String] {
        choosingColumns(of: split).flatMap { ConstructionFinder.constructed(in: Syntax($0)) }
    }

    /// The sidebar column (the trailing closure, or `sidebar:`) and a middle one (`content:`).
    private static func choosingColumns(of split: FunctionCallExprSyntax) -> [ClosureExprSyntax] {
        let sidebar = split.trailingClosure ?? split.arguments.first(where: { $0.label?.text == "sidebar" })?.expression.as(ClosureExprSyntax.self)
        return [sidebar, column("content", of: split)].compactMap { $0 }
    }

    /// The column a split's additional trailing closure of that label gives (`detail:`, `content:`).
    private static func column(_ label: String, of split: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        split.additionalTrailingClosures.first { $0.label.text == label }?.closure
    }

    private static func enclosingType(of node: some SyntaxProtocol) -> MemberBlockSyntax? {
        var parent = node.parent
        while let current = parent {
            if let type = current.as(StructDeclSyntax.self) { return type.memberBlock }
            if let type = current.as(ExtensionDeclSyntax.self) { return type.memberBlock }
            if let type = current.as(ClassDeclSyntax.self) { return type.memberBlock }
            parent = current.parent
        }
        return nil
    }

    static func property(named name: String, in type: MemberBlockSyntax) -> PatternBindingSyntax? {
        for member in type.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            if let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }) {
                return binding
            }
        }
        return nil
    }

    /// The first `if` in `node` whose condition unwraps one of `selections`
    /// (`if let selected`, `if let item = selected`, `if let item = model.selected`).
    private static func unwrapping(_ selections: [String: ExprSyntax], in node: Syntax) -> (selection: ExprSyntax, shown: ExprSyntax)? {
        for choice in node.tokens(viewMode: .sourceAccurate).compactMap({ $0.parent?.as(IfExprSyntax.self) }) {
            for element in choice.conditions {
                guard let binding = element.condition.as(OptionalBindingConditionSyntax.self) else { continue }
                let unwrapped = binding.initializer.map { TypeReading.boundProperty($0.value) }
                    ?? binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                if let unwrapped, let selection = selections[unwrapped] { return (selection, ExprSyntax(choice)) }
            }
        }
        return nil
    }
}

/// The bindings a type's `List(selection: $selected)` calls are given, by the property bound.
private final class SelectionFinder: SyntaxVisitor {
    private var found: [String: ExprSyntax] = [:]

    func selections(in type: MemberBlockSyntax) -> [String: ExprSyntax] {
        walk(type)
        return found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "List",
           let selection = node.arguments.first(where: { $0.label?.text == "selection" })?.expression,
           let property = TypeReading.boundProperty(selection) {
            found[property] = selection
        }
        return .visitChildren
    }
}

/// The bindings a split's sidebar column gives the views it builds (`RecipeList(selection:
/// $model.selected)`), by the property bound: the list that selects them is in those views.
private final class GivenBindingFinder: SyntaxVisitor {
    private var found: [String: ExprSyntax] = [:]

    func bindings(in sidebar: Syntax) -> [String: ExprSyntax] {
        walk(sidebar)
        return found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        for argument in node.arguments where argument.expression.firstToken(viewMode: .sourceAccurate)?.text.hasPrefix("$") == true {
            if let property = TypeReading.boundProperty(argument.expression) { found[property] = argument.expression }
        }
        return .visitChildren
    }
}
