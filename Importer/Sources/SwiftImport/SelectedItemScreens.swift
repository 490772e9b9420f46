import SwiftSyntax

/// The screens an editor shows for the item of its selected tab, as Mac editors keep open
/// documents: each tab is a case carrying the item it shows (`case codeEditor(String)`, `case
/// webTab(URL)`), and the editor area shows the selected one's screen from a method of the
/// view switching over that case, given the selection (`if let tabID =
/// workspace.selectionState.selectedId { tabContentForID(tabID: tabID) }`, `func
/// tabContentForID(tabID: TabBarItemID) -> some View { switch tabID { case .codeEditor:
/// WorkspaceCodeFileView() ... } }`). Each case is a screen the user opens, a route, as a
/// split's detail for a sidebar's selection is. A method given each of a list's elements
/// (`row(for: entry)`) builds cells, and a switch over cases carrying no values chooses
/// modes: neither is read so.
enum SelectedItemScreens {
    /// The view's own method a call gives a selection (`tabContentForID(tabID: tabID)`, the
    /// argument bound by an enclosing `if let tabID = ...selectedId`, or the selection itself).
    static func methodShowingASelection(_ call: FunctionCallExprSyntax) -> String? {
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              name.first?.isLowercase == true else { return nil }
        return call.arguments.contains { isSelection($0.expression, from: call) } ? name : nil
    }

    /// A value named as a selection (`selectedId`, `selection`, `model.selectedTab`), or a
    /// name an enclosing `if let`/`guard let` binds to one.
    private static func isSelection(_ expression: ExprSyntax, from node: some SyntaxProtocol) -> Bool {
        if let member = expression.as(MemberAccessExprSyntax.self) { return namesASelection(member.declName.baseName.text) }
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        if namesASelection(name) { return true }
        var current = Syntax(node).parent
        while let syntax = current, !syntax.is(MemberBlockSyntax.self) {
            let conditions = syntax.as(IfExprSyntax.self)?.conditions ?? syntax.as(GuardStmtSyntax.self)?.conditions
            for condition in conditions ?? [] {
                guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                      binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
                guard let value = binding.initializer?.value else { return namesASelection(name) }
                let bound = value.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? value.as(DeclReferenceExprSyntax.self)?.baseName.text
                return bound.map(namesASelection) ?? false
            }
            current = syntax.parent
        }
        return false
    }

    private static func namesASelection(_ name: String) -> Bool {
        name.hasPrefix("selected") || name.hasPrefix("selection")
    }
}

extension SchemaBuilder {
    /// The enums whose cases are the screens a view shows for its selected item
    /// (`SelectedItemScreens`), and what the report says of each.
    func selectedItemEnums() -> [(declaration: EnumDeclaration, note: String)] {
        var enums: [(declaration: EnumDeclaration, note: String)] = []
        for (path, member, subject, parameter, arms, _) in found.memberSwitches {
            guard let subject, let parameter, found.selectionShowingMethods.contains(path + [member]),
                  let type = parameter.unwrapped.type.path, let declaration = index.enumeration(type, from: path),
                  declaration.cases.contains(where: { !$0.values.isEmpty }), !enums.contains(where: { $0.declaration === declaration })
            else { continue }
            let screens = declaration.cases.filter { enumCase in
                arms[enumCase.name]?.constructed.contains { view in
                    guard case .nominal = index.resolve([view], from: path) else { return false }
                    return true
                } ?? false
            }
            guard screens.count >= 2 else { continue }
            let owner = path.joined(separator: ".")
            enums.append((declaration, "\(declaration.name)'s cases are the screens \(owner).\(member) shows for the selected item, switching over \(subject) (\(declaration.place)): routes"))
        }
        return enums
    }
}
