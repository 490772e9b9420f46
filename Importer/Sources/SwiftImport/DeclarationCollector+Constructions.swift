import NavreplKit
import SwiftSyntax

/// Constructions of SwiftUI's containers and links (`NavigationStack`, `NavigationLink`,
/// `List(selection:)`, `NavigationSplitView`, the first betas' `BetaNames`), and the views a
/// construction is given by label.
extension DeclarationCollector {
    func visitConstruction(_ callee: String, call: FunctionCallExprSyntax) {
        guard let first = callee.first, first.isUppercase else { return }
        if callee == "TabView", Self.isPager(call) {
            // Not the app's tabs: neither its selection nor its tags are read as tabs.
            found.uses[usesKey, default: ViewUses()].constructed.append("PagedTabView")
            found.notes.append("\(call.calledExpression.trimmedDescription) at \(place(call)) is a pager (.tabViewStyle(.page)): its pages are not read as tabs")
            return
        }
        if callee == "TabView", let presentation = PresentedTabViews.presentation(around: call) {
            found.uses[usesKey, default: ViewUses()].constructed.append("PresentedTabView")
            found.notes.append("\(call.calledExpression.trimmedDescription) at \(place(call)) is written in place as a .\(presentation)'s content: its panes are that presentation's, not read as tabs")
            return
        }
        found.uses[usesKey, default: ViewUses()].constructed.append(callee)
        if RowViews.isBuiltPerElement(call) { found.rowConstructions.insert(callee) } else { found.otherConstructions.insert(callee) }
        if let method = UnappliedModifiers.extensionMethod(around: call) {
            found.extensionConstructions[callee, default: []].insert(method)
        } else {
            found.constructedOutsideExtensions.insert(callee)
        }
        if Self.isInPreview(call) { found.previewConstructions[usesKey, default: []].append(callee) }
        recordViewArguments(of: call, callee: callee)
        if !call.arguments.isEmpty, !Self.isInPreview(call) { found.heldCases.record(call, of: callee) }
        found.handedBindings += PathsOfAnyName.handed(by: call)
        if let layout = SplitColumnPanes.layout(of: call, callee: callee) { found.splitColumnLayouts.append(layout) }
        if let value = InPlaceDrillDowns.value(shownBy: call), !DestinationView.alternatives(of: ExprSyntax(call)).isEmpty {
            recordSelectedDetail(ExprSyntax(call), of: value)
        }
        switch callee {
        case "TabView":
            recordTabView(call)
        case "Tab":
            recordTab(call)
        case "NavigationStack":
            if let path = TabPaths.stackPath(of: call) { found.uses[usesKey, default: ViewUses()].stackPaths.append(path) }
            if let content = call.trailingClosure {
                let root = DestinationView.alternatives(of: content.statements).first?.first
                let given = root == nil ? StackRoots.given(content.statements) : nil
                if root != nil || given != nil {
                    found.stackRoots.append(StackRoot(view: root, rootCase: given?.caseName, rootProperty: given?.property, destinations: ConstructionFinder.destinations(in: Syntax(content)), scope: scope))
                }
            }
        case "NavigationSplitView":
            found.splitViews.append(SplitViewMention(scope: scope, place: place(call)))
            found.splitSidebarSelections.append(SplitsShownInTurn.sidebarSelections(of: call).map { PropertyMention(name: $0, scope: scope, place: place(call)) })
            found.splitChoosers.formUnion(SplitDetails.choosingViews(of: call) + scope.prefix(1))
            if let (selection, shown) = SplitDetails.selectedDetail(of: call), case let alternatives = SplitDetails.alternatives(shownFor: shown), !alternatives.isEmpty {
                if !Self.isInPreview(shown) { recordSelectedDetail(alternatives, of: selection) }
            } else {
                for (selection, shown) in SelectionDetailViews.details(of: call) where !DestinationView.alternatives(of: shown).isEmpty {
                    recordSelectedDetail(shown, of: selection, at: call)
                }
            }
            if let (selection, choice) = SplitDetails.switchedDetail(of: call) {
                recordScreens(of: choice, selectedBy: PropertyMention(name: selection, scope: scope, place: place(call)))
            }
        case "List":
            if let selection = argument("selection", of: call), let property = TypeReading.boundProperty(selection) {
                found.sidebarSelections.append(PropertyMention(name: property, scope: scope, place: place(call)))
            }
        case "NavigationLink", "FlowLink":
            // `value:` (SwiftUI, FlowStacks), `to:` (Navigator), `state:` (TCA).
            if callee == "NavigationLink", recordCasePresentation(call, style: nil) {
                // swift-navigation's `NavigationLink(unwrapping: $model.route, case: \.detail)`.
            } else if callee == "NavigationLink", ItemLinks.isItemLink(call) {
                // swift-navigation's `NavigationLink(item: $model.destination.detail) { ... }`.
                visitModifier("navigationDestination", call: call, on: nil)
            } else if let value = argument("value", of: call) ?? argument("to", of: call) ?? argument("state", of: call) {
                recordPushed(value, at: call)
            } else if callee == "NavigationLink", let destination = Self.linkDestination(of: call), Self.isCaseOfAViewEnum(destination) {
                // `NavigationLink(destination: GarageRoute.car(id: 1))`: an enum of routes that is a
                // view itself, whose case is pushed as a value of it would be.
                recordPushed(destination, at: call)
            } else if callee == "NavigationLink", let destination = Self.linkDestination(of: call), !Self.isInsideMenuOrPicker(call) {
                recordViewLink(destination, style: nil, what: "NavigationLink to \(Self.viewName(destination))", at: call,
                               selectionCase: SelectionTaggedLinks.selectionCase(of: call))
            }
        case "NavigationButton", "PresentationButton", "PresentationLink":
            if let (destination, style) = BetaNames.link(callee, call: call), !Self.isInsideMenuOrPicker(call) {
                recordViewLink(destination, style: style, what: "\(callee) to \(Self.viewName(destination))", at: call)
            }
        default:
            recordOwnTabBar(call, callee: callee)
        }
    }

    /// The views a construction is given by label (`NavigationRow(destination: DialogView())`),
    /// or what a label's closure calls: a navigation once the view called is known to wrap one.
    func recordViewArguments(of call: FunctionCallExprSyntax, callee: String) {
        var givesViews = false
        for argument in call.arguments {
            guard let label = argument.label?.text else { continue }
            givesViews = recordViewArgument(argument.expression, label: label, of: call, callee: callee, at: argument) || givesViews
        }
        // Trailing closures (`RevealLink { Detail() } label: { ... }`), but for SwiftUI's own
        // stacks and containers: the first one's label is the wrapper's (`LinkWrappers`),
        // unless a view was given by label, which it then is not.
        guard call.trailingClosure != nil, !DestinationView.builtIn.contains(callee), !DestinationView.transparent.contains(callee) else { return }
        if let first = call.trailingClosure, !givesViews {
            recordViewArgument(ExprSyntax(first), label: ViewArgument.firstTrailingClosure, of: call, callee: callee, at: first)
        }
        for closure in call.additionalTrailingClosures {
            recordViewArgument(ExprSyntax(closure.closure), label: closure.label.text, of: call, callee: callee, at: closure)
        }
    }

    /// Whether the argument was a view, or calls that may make one, and so was recorded.
    @discardableResult
    private func recordViewArgument(_ expression: ExprSyntax, label: String, of call: FunctionCallExprSyntax, callee: String, at node: some SyntaxProtocol) -> Bool {
        let views = DestinationView.alternatives(of: expression)
        // A closure's calls, or a view passed on by name (`destination: destination`,
        // `ForwardedViews`).
        let passes = expression.is(ClosureExprSyntax.self) || expression.is(DeclReferenceExprSyntax.self)
        let calls = views.isEmpty && passes ? ViewFactories.calledNames(expression) : []
        guard !views.isEmpty || !calls.isEmpty, !Self.isInPreview(call) else { return false }
        // An initialiser given as a function (`shopListView: ShopListView.init`) makes the view
        // for the callee, as `{ ShopListView() }` written here would: the caller builds it.
        if let made = DestinationView.initialised(by: expression) { found.uses[usesKey, default: ViewUses()].constructed.append(made) }
        found.viewArguments.append(ViewArgument(
            callee: callee, label: label, views: views, calls: calls, scope: scope, usesKey: usesKey, place: place(node),
            forwarded: views.isEmpty ? ForwardedViews.parameter(passedAs: expression) : nil))
        return true
    }

    /// Where a `NavigationLink` without a value goes: `destination:`, the first of two trailing
    /// closures (`NavigationLink { Detail() } label: { ... }`), or the one closure after a
    /// title (`NavigationLink("Detail") { Detail() }`).
    private static func linkDestination(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        if let destination = call.arguments.first(where: { $0.label?.text == "destination" })?.expression { return destination }
        guard let closure = call.trailingClosure else { return nil }
        let titled = call.arguments.count == 1 && call.arguments.first?.label == nil
        return !call.additionalTrailingClosures.isEmpty || titled ? ExprSyntax(closure) : nil
    }

    /// Whether a link's destination is a case written with its type (`GarageRoute.car(id: 1)`)
    /// rather than a view: the case of an enum that is a view itself. A view's initialiser
    /// (`CarView.init(id: 1)`) or a standard value is none.
    private static func isCaseOfAViewEnum(_ destination: ExprSyntax) -> Bool {
        guard let reference = TypeReading.caseReference(destination), reference.type != nil, reference.caseName != "init",
              StandardValues.type(of: destination) == nil else { return false }
        return DestinationView.alternatives(of: destination).isEmpty
    }

    /// The view a destination builds, as the report names it: `PatientView` for
    /// `PatientView(patient: p)`, else the expression, cut short.
    private static func viewName(_ destination: ExprSyntax) -> String {
        if let closure = destination.as(ClosureExprSyntax.self), let first = closure.statements.first?.item.as(ExprSyntax.self) {
            return viewName(first)
        }
        return shown(destination.as(FunctionCallExprSyntax.self)?.calledExpression ?? destination)
    }
}
