import SwiftSyntax

/// Tabs tagged through the project's own modifier, given the tab's case
/// (`BooksView().libraryTab(.books)`, with `func libraryTab(_ tab: LibraryTab) -> some View {
/// tabItem { ... }.tag(tab) }`): each call is the tab of that case, showing the view the
/// modifier is called on, as `.tabItem { ... }.tag(LibraryTab.books)` written in place is.
/// Apps write one to give every tab the same item; its `.tag` names no case, its callers do.
/// So does a function given the tab's view and case (`tab(content: shopListView, tab: .shops)`
/// with `func tab(content: () -> some View, tab: MainTab) -> some View { NavigationStack(root:
/// content).tabItem { ... }.tag(tab) }`): the call is that case's tab.
struct TabModifierCall {
    let function: String
    /// The case each argument names, by the argument's label (nil when unlabelled).
    let cases: [(label: String?, type: [String]?, caseName: String)]
    let scope: [String]
    let constructed: [String]
    let destinations: [TypeMention]
    let stackPaths: [String]
    /// The names the statement reads (`GivenTabViews`).
    let read: [String]
    /// The title each labelled argument gives, if it gives one (`text: "Shops"`, `text:
    /// Strings.shops`, `text: .library`), as a constant's reference until resolved.
    let titles: [String: String]
}

enum TabModifiers {
    /// The calls of a view's chain of modifiers given a case (`BooksView().libraryTab(.books)
    /// .badge(3)`), or of the project's function it starts from (`tab(content: booksView, tab:
    /// .books)`), read at the chain's statement in a TabView's content: each is a tab if the
    /// project's function of that name tags the view with the parameter given the case. The
    /// chain's views are found once for the whole statement, not once per modifier.
    static func calls(in statement: FunctionCallExprSyntax, scope: [String], place: SourcePlace) -> [TabModifierCall] {
        var given: [(function: String, cases: [(label: String?, type: [String]?, caseName: String)])] = []
        var current: FunctionCallExprSyntax? = statement
        while let call = current {
            let function: String
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                function = member.declName.baseName.text
                current = base.as(FunctionCallExprSyntax.self)
            } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isLowercase == true {
                // A function, not a view's initialiser: `tab(...)`, not `BooksView(...)`.
                function = reference.baseName.text
                current = nil
            } else {
                break
            }
            let cases = call.arguments.compactMap { argument -> (label: String?, type: [String]?, caseName: String)? in
                guard let reference = TypeReading.caseReference(argument.expression) else { return nil }
                return (argument.label?.text, reference.type, reference.caseName)
            }
            if !cases.isEmpty { given.append((function, cases)) }
        }
        guard !given.isEmpty else { return [] }
        let content = Syntax(statement)
        let constructed = ConstructionFinder.constructed(in: content)
        let destinations = ConstructionFinder.destinations(in: content).map { TypeMention(type: $0, scope: scope, place: place) }
        let stackPaths = TabPaths.stackPaths(in: content)
        let read = GivenTabViews.names(readIn: content)
        var titles: [String: String] = [:]
        var titled: FunctionCallExprSyntax? = statement
        while let call = titled {
            for argument in call.arguments {
                guard let label = argument.label?.text, let title = Self.title(argument.expression) else { continue }
                titles[label] = title
            }
            titled = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(FunctionCallExprSyntax.self)
        }
        return given.reversed().map { call in
            TabModifierCall(function: call.function, cases: call.cases, scope: scope,
                            constructed: constructed, destinations: destinations, stackPaths: stackPaths, read: read, titles: titles)
        }
    }

    /// A title an argument gives: a string, a localised one, or a constant (`Strings.shops`,
    /// or `.library`, a static member of the parameter's type, looked up by its name alone).
    private static func title(_ expression: ExprSyntax) -> String? {
        if let title = TypeReading.titleText(expression) { return title }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
        return LocalisedTitles.reference([member.declName.baseName.text])
    }

    /// The parameter a modifier's item shows as its title: `text` in `func tab(content:
    /// text: String, tab: MainTab) -> some View { ... .tabItem { Text(text) }.tag(tab) }`.
    static func titleParameter(of chain: ExprSyntax) -> WrappedParameter? {
        var current = chain.as(FunctionCallExprSyntax.self)
        while let call = current, let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            if BetaNames.swiftUIName(member.declName.baseName.text) == "tabItem", let item = ConstructionFinder.tabItemContent(of: call) {
                for shown in ConstructionFinder.calls(in: item) {
                    guard let callee = shown.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, callee == "Text" || callee == "Label",
                          let first = shown.arguments.first, first.label == nil, first.expression.is(DeclReferenceExprSyntax.self) else { continue }
                    return ForwardedParameter.of(first.expression)
                }
                return nil
            }
            current = member.base?.as(FunctionCallExprSyntax.self)
        }
        return nil
    }

    /// The tabs of the calls whose function tags its view with the parameter given the case,
    /// directly or through the project's own modifier it passes the parameter on to
    /// (`tabItem(for item:)` applying `TabBarViewModifier(item: item)`, which tags).
    static func add(to found: inout SwiftDeclarations) {
        guard !found.tabModifiers.isEmpty else { return }
        var tagging = found.tabModifiers
        for _ in 0..<SwiftDeclarations.maximumIndirection {
            let passing = found.forwardedArguments.filter { tagging.contains($0.to) && !tagging.contains($0.from) }.map(\.from)
            if passing.isEmpty { break }
            tagging.formUnion(passing)
        }
        let constants = Dictionary(grouping: found.titleConstants, by: { $0.path.last ?? "" })
        for call in found.tabModifierCalls {
            for tagged in tagging where tagged.function == call.function {
                guard let given = call.cases.first(where: { $0.label == tagged.label }) else { continue }
                // An implicit member (`.barItem(.loans, selection: $selected)`) is a case of the
                // type the function declares its parameter with.
                let type = given.type ?? found.forwardedArguments.first { $0.from == tagged && $0.fromType != nil }?.fromType
                // The title its item shows from a parameter, as the call gives it.
                let titleLabel = found.tabTitleParameters.first { $0.function == call.function }?.label
                let title = titleLabel.flatMap { call.titles[$0] }.flatMap { LocalisedTitles.resolved($0, in: constants) }
                found.tags.append(TabTag(
                    type: type, caseName: given.caseName, title: title, scope: call.scope,
                    constructed: call.constructed, destinations: call.destinations, read: call.read, stackPaths: call.stackPaths))
            }
        }
    }
}
