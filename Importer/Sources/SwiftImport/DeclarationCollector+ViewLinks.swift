import NavreplKit
import SwiftSyntax

/// Navigations without a value (`NavigationLink(destination:)`, `.sheet(isPresented:)`,
/// an item's content): the view shown is the route, so they are read as the views they build.
extension DeclarationCollector {
    /// `.sheet(isPresented: $flag) { Help() }`: a view link. In the project's own wrapper, whose
    /// flag is the wrapper's parameter, its callers' content is what is shown (unless the
    /// wrapper shows a view of its own).
    func recordFlag(_ flag: ExprSyntax, of call: FunctionCallExprSyntax, style: Modal.Style?, what: String) {
        let content = Self.content(of: call)
        let showsOwnView = !(content.map { DestinationView.alternatives(of: $0).isEmpty } ?? true)
        let isPopover = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "popover"
        if recordWrapper(flag, role: .flag(style), showsOwnView: showsOwnView, isPopover: isPopover), !showsOwnView { return }
        // A case of a model's optional route presented by a flag of it, as swift-navigation
        // writes it (`.sheet(isPresented: Binding($model.route.showingAdd)) { AddView() }`):
        // any such flag shows its case (`CaseKeyPathStyles`), and one whose content builds a
        // view of its own shows that view's route, the case being how the model asks for it,
        // not a second route beside it.
        if flag.is(FunctionCallExprSyntax.self), !Self.isInPreview(flag), let (property, holder, caseName) = DialogCases.boundCase(flag) {
            let flagged = DialogCase(
                property: PropertyMention(name: property, scope: scope, place: place(flag)),
                holder: holder.map { PropertyMention(name: $0, scope: scope, place: place(flag)) }, caseName: caseName)
            found.caseFlags.append(flagged)
            if showsOwnView { found.flaggedCases.append(flagged) }
        }
        recordViewLink(content, style: style, what: what, at: flag)
    }

    /// A navigation without a value (`NavigationLink(destination:)`, `.sheet(isPresented:)`):
    /// the view it shows is its route. Where no view's type is written (a function's result,
    /// a variable, SwiftUI's `Text`), nothing names where it goes: the report lists it, with
    /// its place, as a route a reader may want to model.
    /// (A modifier is placed at its argument: every call of a chain starts where the chain does.)
    func recordViewLink(_ destination: ExprSyntax?, style: Modal.Style?, what: String, at node: some SyntaxProtocol, selectionCase: String? = nil) {
        guard !Self.isInPreview(node) else { return }
        var alternatives = destination.map { DestinationView.alternatives(of: $0) } ?? []
        if alternatives.isEmpty, let destination { alternatives = LocalDestinations.alternatives(of: destination) }
        // A presentation's title bar over the project's view built in place (`TitledPresentations`).
        if alternatives.isEmpty, style != nil, let destination { alternatives = TitledPresentations.alternatives(of: destination) }
        if alternatives.isEmpty, let destination, let selectionCase,
           let screen = SelectionTaggedLinks.screenBuiltInPlace(destination, taggedWith: selectionCase, in: usesKey) {
            alternatives = [[screen]]
        }
        guard !alternatives.isEmpty else {
            if let style, let destination, let function = StyledDestinations.returningFunction(of: destination) {
                found.styledShowings.append((function, style))
            }
            let model = style == nil ? "a route" : "a 'sheet NAME' or 'cover NAME' route"
            let note = "\(what) at \(place(node)) navigates without a value to no view's type: not imported (model it as \(model) if it matters)"
            // A call of the project's own view-building function or property may say, once
            // every file is read, which view it shows.
            let calls = destination.map(ViewFactories.calledNames) ?? []
            if calls.isEmpty {
                found.notes.append(note)
            } else {
                found.factoryLinks.append(FactoryLink(calls: calls, scope: scope, style: style, usesKey: usesKey, place: place(node), note: note,
                                                      askedCases: destination.map(ViewFactories.askedCases) ?? [:]))
            }
            return
        }
        // An `if` or a `switch` between views: each may be shown, so each is a route.
        let methodCall = alternatives.count == 1 ? destination.flatMap { MethodCall($0, scope: scope) } : nil
        for chain in alternatives {
            found.uses[usesKey, default: ViewUses()].viewLinks.append(ViewLink(view: chain[0], wrapped: Array(chain.dropFirst()), style: style, item: nil, place: place(node),
                                                                              selectionCase: selectionCase, methodCall: methodCall))
        }
    }

    /// A split view's detail for its sidebar's selection (`SplitDetails`): pushed for it, as
    /// `.navigationDestination(item: $selected) { ItemDetail(item: $0) }` pushes its view.
    func recordSelectedDetail(_ shown: ExprSyntax, of selection: ExprSyntax) {
        guard !Self.isInPreview(shown) else { return }
        recordSelectedDetail(DestinationView.alternatives(of: shown), of: selection)
    }

    /// A branch of the detail view the split builds (`SelectionDetailViews`), shown for the selection.
    func recordSelectedDetail(_ shown: CodeBlockItemListSyntax, of selection: ExprSyntax, at split: FunctionCallExprSyntax) {
        guard !Self.isInPreview(split) else { return }
        recordSelectedDetail(DestinationView.alternatives(of: shown), of: selection)
    }

    func recordSelectedDetail(_ alternatives: [[String]], of selection: ExprSyntax) {
        guard let item = recordModal(selection, style: "push") else { return }
        for chain in alternatives {
            found.uses[usesKey, default: ViewUses()].viewLinks.append(ViewLink(view: chain[0], wrapped: Array(chain.dropFirst()), style: nil, item: item, place: item.property.place))
        }
    }

    /// `.sheet(item: $event) { event in EventView(event) }`: the view an item's content builds,
    /// kept with the item (an enum's is read by its cases once every file is read).
    func recordItemView(of call: FunctionCallExprSyntax, style: Modal.Style?, item: ModalMention) {
        guard !Self.isInPreview(call), let content = Self.content(of: call) else { return }
        let alternatives = DestinationView.alternatives(of: content)
        if SingleViewItems.branches(content) { found.branchingItemContents.insert(item.property.place) }
        // Built by the project's own method (`{ sheet in endSheet(for: sheet) }`): the view it
        // builds, once every file is read, shown for the item.
        if alternatives.isEmpty, case let calls = ViewFactories.calledNames(content), !calls.isEmpty {
            found.factoryLinks.append(FactoryLink(calls: calls, scope: scope, style: style, usesKey: usesKey, place: item.property.place, note: nil, item: item))
        }
        for chain in alternatives {
            found.uses[usesKey, default: ViewUses()].viewLinks.append(ViewLink(view: chain[0], wrapped: Array(chain.dropFirst()), style: style, item: item, place: item.property.place))
        }
    }
}
