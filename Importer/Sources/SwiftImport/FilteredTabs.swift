import SwiftSyntax

/// A bar of the project's own that iterates its tab enum's cases less some
/// (`ForEach(visibleIcons) { ... }` with `var visibleIcons: [SidebarIcon] {
/// SidebarIcon.allCases.filter { icon in icon != .journal && icon != .agents } }`, or the filter
/// written in the `ForEach` itself): the cases it leaves out have no button in the bar, and when
/// nothing in the app sets any property to one of them (`selectedIcon = .journal`) nor starts
/// one there (`@State var selectedIcon: SidebarIcon = .journal`) they are never shown, whatever arm a switch over the selection keeps for them (a feature switched off,
/// a tab not yet shipped). They are no tabs. A case the app selects some other way (a toolbar
/// gear setting `.settings`, a notification's handler) stays a tab, as does every case of an
/// enum no filtered list of which a `ForEach` iterates. Only a conjunction of `!=` comparisons
/// with cases is read: any other filter (`$0.isEnabled`) says nothing of which cases are left.
enum FilteredTabs {
    /// What a filtered list leaves out: the type whose `allCases` it filters, and the cases.
    struct Exclusion {
        let type: [String]
        let scope: [String]
        let cases: [String]
    }

    /// `X.allCases.filter { c in c != .a && c != .b }` (or `$0 != .a`, `.a != $0`): `X` and
    /// `[a, b]`; nil for any other expression.
    static func exclusion(_ expression: ExprSyntax, scope: [String]) -> Exclusion? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
              let filter = call.calledExpression.as(MemberAccessExprSyntax.self), filter.declName.baseName.text == "filter",
              let allCases = filter.base?.as(MemberAccessExprSyntax.self), allCases.declName.baseName.text == "allCases",
              let base = allCases.base, let type = TypeReading.typePath(base) else { return nil }
        let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
        guard let closure, call.arguments.count + (call.trailingClosure == nil ? 0 : 1) == 1,
              closure.statements.count == 1, let body = closure.statements.first?.item.as(ExprSyntax.self) else { return nil }
        var parameter = "$0"
        if closure.signature != nil {
            let names = closure.parameterNames
            guard names.count == 1 else { return nil }
            parameter = names[0]
        }
        guard let cases = comparedCases(body, parameter: parameter) ?? excludedList(body, parameter: parameter), !cases.isEmpty else { return nil }
        return Exclusion(type: type, scope: scope, cases: cases)
    }

    /// The cases of `p != .a && p != .b`, as written (unfolded) or folded.
    private static func comparedCases(_ body: ExprSyntax, parameter: String) -> [String]? {
        var elements: [ExprSyntax] = []
        if let sequence = body.as(SequenceExprSyntax.self) {
            elements = Array(sequence.elements)
        } else {
            return nil
        }
        // value, !=, value, (&&, value, !=, value)*
        guard elements.count % 4 == 3 else { return nil }
        var cases: [String] = []
        var index = 0
        while index < elements.count {
            guard operatorText(elements[index + 1]) == "!=" else { return nil }
            let sides = [elements[index], elements[index + 2]]
            let named = sides.filter { $0.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter }
            let cased = sides.compactMap { TypeReading.caseReference($0)?.caseName }
            guard named.count == 1, cased.count == 1 else { return nil }
            cases.append(cased[0])
            if index + 3 < elements.count, operatorText(elements[index + 3]) != "&&" { return nil }
            index += 4
        }
        return cases
    }

    /// The cases of `![.a, .b].contains(p)`, the list of cases left out written as an array.
    private static func excludedList(_ body: ExprSyntax, parameter: String) -> [String]? {
        guard let negation = body.as(PrefixOperatorExprSyntax.self), negation.operator.text == "!",
              let call = negation.expression.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "contains",
              let list = member.base?.as(ArrayExprSyntax.self), call.arguments.count == 1, call.trailingClosure == nil,
              call.arguments.first?.label == nil,
              call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter else { return nil }
        let cases = list.elements.compactMap { TypeReading.caseReference($0.expression)?.caseName }
        return cases.count == list.elements.count ? cases : nil
    }

    private static func operatorText(_ element: ExprSyntax) -> String? {
        element.as(BinaryOperatorExprSyntax.self)?.operator.text
    }

    /// The name a `ForEach` iterates (`ForEach(visibleIcons, id: \.self)`), if a bare name.
    static func iteratedName(_ call: FunctionCallExprSyntax) -> String? {
        guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ForEach",
              let first = call.arguments.first, first.label == nil else { return nil }
        return first.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? first.expression.as(MemberAccessExprSyntax.self).flatMap { member in
                member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" ? member.declName.baseName.text : nil
            }
    }

    /// The filter a `ForEach` iterates written in place (`ForEach(Tab.allCases.filter { ... })`).
    static func iteratedExclusion(_ call: FunctionCallExprSyntax, scope: [String]) -> Exclusion? {
        guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ForEach",
              let first = call.arguments.first, first.label == nil else { return nil }
        return exclusion(first.expression, scope: scope)
    }

    /// The cases of `tabEnum` a bar's `ForEach` leaves out and nothing in the app sets a
    /// property to.
    static func hidden(of tabEnum: EnumDeclaration, _ found: SwiftDeclarations, index: TypeIndex) -> Set<String> {
        var exclusions = found.iteratedExclusions
        for (key, exclusion) in found.filteredLists where found.iteratedLists.contains(key) { exclusions.append(exclusion) }
        let left = exclusions.filter { index.enumeration($0.type, from: $0.scope) === tabEnum }.flatMap(\.cases)
        guard !left.isEmpty else { return [] }
        // Set somewhere (`section = .account`), or where a selection starts (`@State var
        // section: Section = .labs`), or tagged on a control that selects it (a TabView's item
        // or a sidebar row, `.tag(Section.settings)`, beside the filtered list): shown.
        let tagged = found.tags.filter { tag in
            tag.type.map { index.enumeration($0, from: tag.scope) === tabEnum } ?? (tag.untyped == nil)
        }.compactMap(\.caseName)
        let set = Set(found.uses.values.flatMap(\.itemSets).map(\.caseName)).union(found.startingCases.values.joined()).union(tagged)
        return Set(left.filter { tabEnum.enumCase(named: $0) != nil && !set.contains($0) })
    }
}
