import NavreplKit
import SwiftSyntax

/// SwiftUI's modifiers and the routers' calls that push or present (`navigationDestination`,
/// `sheet`, `push`, `path.append`), and what each says about the route it shows.
extension DeclarationCollector {
    func argument(_ label: String, of call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    func visitModifier(_ name: String, call: FunctionCallExprSyntax, on base: ExprSyntax?) {
        if Self.presentations.contains(name), name != "flowDestination",
           recordCasePresentation(call, style: name == "navigationDestination" ? nil : name == "fullScreenCover" ? .cover : .sheet) {
            return
        }
        switch name {
        case "navigationDestination", "flowDestination":
            // Placed at the argument: every call of a modifier chain starts where the chain does.
            // FlowStacks' `flowDestination(for:)` registers screens as SwiftUI's does.
            if let value = argument("for", of: call), recordWrapper(value, role: .destination) {
                // The project's own wrapper: its callers name the route type.
            } else if let value = argument("for", of: call), let type = TypeReading.metatype(value), StringScreens.isString(type),
                      recordStringScreens(of: call, type: type, at: value) {
                // Strings naming screens (`StringScreens`): each literal's screen is pushed here.
            } else if let value = argument("for", of: call), let type = TypeReading.metatype(value) {
                let mention = TypeMention(type: type, scope: scope, place: place(value))
                found.destinations.append(mention)
                found.uses[usesKey, default: ViewUses()].destinations.append(mention)
                recordScreens(of: call, type: type, item: nil)
            } else if let value = argument("for", of: call) {
                unresolved(".\(name)(for: \(Self.shown(value)))", at: value, "its type is not read")
            } else if name == "navigationDestination", let item = UnwrappedItems.item(of: call) {
                guard !recordWrapper(item, role: .item(nil)) else { return }
                if let property = ScopedCases.presentedProperty(of: item) {
                    recordPresentedFeature(property, of: call, style: nil)
                    return
                }
                if showsNoView(call) {
                    found.notes.append(".navigationDestination(item: \(Self.shown(item))) at \(place(item)) shows no view's type (a placeholder such as a Text): no route read from it (model one if it matters)")
                    return
                }
                let modal = recordModal(item, style: "push")
                // Its switch over the item builds each case's screen, as a sheet's does.
                if let property = TypeReading.boundProperty(item) {
                    recordScreens(of: call, type: nil, item: PropertyMention(name: property, scope: scope, place: place(item)))
                }
                if let modal, Self.isPropertyPath(item) { recordItemView(of: call, style: nil, item: modal) }
            } else if let flag = argument("isPresented", of: call) {
                recordFlag(flag, of: call, style: nil, what: ".\(name)(isPresented: \(Self.shown(flag)))")
            } else if let caseName = ScopedCases.caseName(ofStoreCall: call) {
                found.scopedCases.append(ScopedCase(caseName: caseName, style: nil))
            }
        case "navigate":
            // hmlongco Navigator: `navigator.navigate(to: HomeDestinations.page2)`, and
            // `.navigate(trigger: $flag, destination: HomeDestinations.page3)`. Given a binding
            // of an optional route (`.navigate(to: $destination)`, Navigator's or a project's
            // own helper of a hidden link), it pushes the value set, as
            // `.navigationDestination(item:)` does, its content the closure it is given.
            if let value = argument("to", of: call), Self.isBinding(value) {
                if let modal = recordModal(value, style: "push") { recordItemView(of: call, style: nil, item: modal) }
            } else if let value = argument("to", of: call) ?? argument("destination", of: call) {
                recordPushed(value, at: call)
            }
        case "push" where call.arguments.count == 1 && call.arguments.first?.label == nil:
            // A router's or navigator's push of a case (`navigator.push(.number(99))`): an edge
            // from the view that makes it; the route enums are found by the other calls.
            if let value = call.arguments.first?.expression, let reference = TypeReading.caseReference(value) {
                recordLink(CaseLink(type: reference.type, caseName: reference.caseName, scope: scope, place: place(call)), at: call)
            } else if let value = call.arguments.first?.expression, let member = ComputedPushes.member(value) {
                recordComputedPush(value, member: member, onto: nil, what: "push(\(Self.shown(value)))")
            } else if let value = call.arguments.first?.expression, !Self.isReadElsewhere(value), CoordinatorPushes.shown(by: call) == nil {
                recordValuePush(value, source: TypedPushes.source(of: value), what: "push(\(Self.shown(value)))")
            }
        case "alert", "confirmationDialog":
            if let (property, holder, caseName) = DialogCases.read(call), !Self.isInPreview(call) {
                let at = call.arguments.first.map { place($0) } ?? place(call)
                found.dialogCases.append(DialogCase(
                    property: PropertyMention(name: property, scope: scope, place: at),
                    holder: holder.map { PropertyMention(name: $0, scope: scope, place: at) }, caseName: caseName))
            }
        case "tag":
            recordTag(call, on: base)
        case "preference":
            // A bar of the project's own told its tabs by a preference (`TabPreferences`).
            if let parameter = TabPreferences.taggedParameter(of: call) { found.tabModifiers.insert(parameter) }
        case "tabItem":
            recordTabItem(call, on: base)
        case "popover" where FieldPopovers.isAnchoredOnField(base):
            // A field's suggestions, not a screen (`FieldPopovers`).
            let at = call.arguments.first.map { place($0) } ?? place(call)
            found.notes.append(".popover at \(at) is anchored on a text field: its suggestions, not a route")
        case "popover" where DialogPopovers.dialogView(of: call) != nil:
            // A control's dialog beside it, not a screen (`DialogPopovers`).
            let at = call.arguments.first.map { place($0) } ?? place(call)
            let dialog = DialogPopovers.dialogView(of: call)!
            found.notes.append(".popover at \(at) shows \(dialog), \(DialogPopovers.kind(of: dialog)): a dialog beside its control, not a route")
        case "sheet", "fullScreenCover", "popover":
            let style: Modal.Style = name == "fullScreenCover" ? .cover : .sheet
            if let item = UnwrappedItems.item(of: call) {
                if recordWrapper(item, role: .item(style)) {
                    // The wrapper's parameter written with its enum (`func withSheetDestinations(
                    // sheetDestinations: Binding<SheetDestination?>)`): the screen of each case,
                    // as for a property's.
                    if let type = ForwardedParameter.declaredType(of: item).map(TypeReading.written)?.throughBinding.unwrapped.type.path {
                        recordScreens(of: call, type: type, item: nil)
                    }
                    return
                }
                if let property = ScopedCases.presentedProperty(of: item) {
                    recordPresentedFeature(property, of: call, style: style)
                    return
                }
                // An item a binding built in place gives (`.sheet(item: Binding(get: { url.map(
                // SharedFile.init) }, set: ...)) { ShareSheet(items: [$0.url]) }`): no property
                // names its type, but content building the app's view shows that view, as a
                // flag's does.
                if Self.isBuiltBinding(item), let content = Self.content(of: call), !DestinationView.alternatives(of: content).isEmpty {
                    recordViewLink(content, style: style, what: ".\(name)(item: \(Self.shown(item)))", at: item)
                    return
                }
                if TypeReading.boundProperty(item) == nil { unresolved(".\(name)(item: \(Self.shown(item)))", at: item, "what it presents is not read") }
                let modal = recordModal(item, style: style.rawValue)
                // Content of SwiftUI's own views (`{ photo in VStack { Image(...); Text(...) } }`)
                // builds no screen: said, unless the item is an enum, whose cases are routes, or
                // the content a dialog.
                if let modal, showsNoView(call), !DestinationView.buildsDialog(call) {
                    found.placeholderModals.append((modal, ".\(name)(item: \(Self.shown(item))) at \(place(item)) builds none of the app's views: no route read from it (model one if it matters)"))
                }
                if let property = TypeReading.boundProperty(item) {
                    recordScreens(of: call, type: nil, item: PropertyMention(name: property, scope: scope, place: place(item)))
                }
                if let modal, Self.isPropertyPath(item) { recordItemView(of: call, style: style, item: modal) }
            } else if let flag = argument("isPresented", of: call) {
                recordFlag(flag, of: call, style: style, what: ".\(name)(isPresented: \(Self.shown(flag)))")
            } else if let caseName = ScopedCases.caseName(ofStoreCall: call) {
                found.scopedCases.append(ScopedCase(caseName: caseName, style: style))
            } else if recordContextAttachment(call, style: style) {
                // A presentation context's modifier (`ContextPresentations`).
            }
        case Inspectors.modifier:
            // Shown as a sheet where the width is compact (`Inspectors`).
            if let flag = argument("isPresented", of: call) {
                recordFlag(flag, of: call, style: Inspectors.style, what: ".\(name)(isPresented: \(Self.shown(flag)))")
            }
        case "presentSheet", "presentCover":
            if let presented = RoutesPresentations.presented(by: call, function: name) {
                found.routePresentations.append(presented)
            } else {
                recordClosureNavigation(call, function: name, on: base)
            }
        case "pushViewController", "present":
            // UIKit's navigation of a SwiftUI screen (`HostedViews`).
            if let (root, style) = HostedViews.shown(by: call, function: name) {
                recordViewLink(root, style: style, what: "\(name)(UIHostingController(rootView: \(Self.shown(root))))", at: call)
            } else if name == "present", BoundControllerPresentations.isBound(call) {
                visitModifier("sheet", call: call, on: base)
            } else if name == "present" {
                recordContextPresent(call, on: base)
            }
        case "append":
            // Only onto a navigation path (`path.append`, `router.patientRoutes.append`): any
            // array or string has an `append`. One of another name is read once every
            // `NavigationStack(path:)` is known (`PathsOfAnyName`).
            guard let base, let name = TypeReading.boundProperty(base) else { break }
            guard SchemaBuilder.isPathProperty(name) || SchemaBuilder.isScreenList(name) || pathsOfAnyName[name] != nil else {
                appendsOnto.insert(name)
                break
            }
            if let contents = argument("contentsOf", of: call) {
                recordAppend(contentsOf: contents, onto: name, what: "\(name).append(contentsOf: \(Self.shown(contents)))")
            } else if let argument = call.arguments.first {
                recordAppend(argument.expression, label: argument.label?.text, onto: name, what: "\(name).append(\(Self.shown(argument.expression)))")
            }
        default:
            // A navigation library's `pushContent(id) { View() }` (`ClosureNavigationCalls`).
            recordClosureNavigation(call, function: name, on: base)
        }
    }

    /// One value appended to a navigation path, `name`: a case, a view, a push helper's
    /// parameter, a computed route, or a value of a type (`TypedPushes`); `what` quotes the call.
    private func recordAppend(_ value: ExprSyntax, label: String?, onto name: String, what: String) {
        if let branches = ConditionalValues.branches(of: value) {
            for branch in branches { recordAppend(branch, label: label, onto: name, what: what) }
        } else if let type = StandardValues.type(of: value) {
            recordValuePush(value, source: .written(.named([type], arguments: [])), onto: name, what: what)
        } else if let reference = TypeReading.caseReference(value) {
            found.pathWrites.append(PathWrite(property: pathsOfAnyName[name] ?? name, type: reference.type, caseName: reference.caseName, scope: scope))
            if let type = reference.type { found.pushedTypes.append(TypeMention(type: type, scope: scope, place: place(value))) }
            recordLink(CaseLink(type: reference.type, caseName: reference.caseName, scope: scope, place: place(value)), at: value)
        } else if Self.isView(value, label: label) {
            // Spezi's `path.append(customView: OpenAIAPIKey())`: the view is pushed, without a value.
            recordViewLink(value, style: nil, what: what, at: value)
        } else if recordWrapper(value, role: .push) {
            // A push helper (`func navigate(to route: Route) { path.append(route) }`): the
            // type it is given is pushed, and its callers say which case. Not a destination
            // of the helper's type: a router every tab holds would give its routes to each.
            if let type = ForwardedParameter.declaredType(of: value), let path = TypeReading.written(type).unwrapped.type.path,
               path.last?.first?.isUppercase == true {
                found.pushedTypes.append(TypeMention(type: path, scope: scope, place: place(value)))
            }
        } else if let member = ComputedPushes.member(value) {
            recordComputedPush(value, member: member, onto: name, what: what)
        } else if !Self.isReadElsewhere(value) {
            recordValuePush(value, source: TypedPushes.source(of: value) ?? .appendedTo(name), onto: name, what: what)
        }
    }

    /// `path.append(contentsOf: [.list, .detail(1)])` appends each element as `append` would;
    /// each of an array named (`contentsOf: saved`) is of its element type.
    private func recordAppend(contentsOf contents: ExprSyntax, onto name: String, what: String) {
        if let array = contents.as(ArrayExprSyntax.self) {
            for element in array.elements { recordAppend(element.expression, label: nil, onto: name, what: what) }
        } else {
            recordValuePush(contents, source: TypedPushes.element(of: contents) ?? .appendedTo(name), onto: name, what: what)
        }
    }

    /// Whether an argument appended to a path is a view, not a route's value: given as one
    /// (`customView:`, `view:`), or a construction of a type named as views are (`DetailView()`,
    /// `DetailScreen()`). `Number(value: 99)` is a value, and so is a type-erased one
    /// (`AnyScreen(screen)`).
    private static func isView(_ value: ExprSyntax, label: String?) -> Bool {
        if label?.lowercased().contains("view") == true { return true }
        guard label == nil, let call = value.as(FunctionCallExprSyntax.self),
              let type = TypeReading.typePath(call.calledExpression)?.last, !type.hasPrefix("Any") else { return false }
        return type.hasSuffix("View") || type.hasSuffix("Screen")
    }

    /// A case of a feature's optional route shown on its own (`NavigationLink(unwrapping:
    /// $store.route, case: \.detail)`, `.sheet(item: $store.route.sending(\.setNavigation).filters)`):
    /// that case is a route, not every case of its enum, most of which may be HUDs and dialogs.
    func recordCasePresentation(_ call: FunctionCallExprSyntax, style: Modal.Style?) -> Bool {
        guard let (property, holder, caseName) = CasePresentations.read(call) else { return false }
        guard !Self.isInPreview(call) else { return true }
        let view = Self.content(of: call).flatMap { DestinationView.alternatives(of: $0).first?.first }
        // Placed at its first argument: every call of a modifier chain starts where the chain does.
        let at = call.arguments.first.map { place($0) } ?? place(call)
        found.casePresentations.append(CasePresentation(
            property: PropertyMention(name: property, scope: scope, place: at),
            holder: holder.map { PropertyMention(name: $0, scope: scope, place: at) },
            caseName: caseName, style: style, view: view, from: String(usesKey.split(separator: ".").last ?? "")))
        return true
    }

    /// TCA's `.sheet(item: $store.scope(state: \\.contents, action: \\.contents)) { IndexView(store: $0) }`
    /// over `@Presents var contents: IndexFeature.State?`: the view it builds is shown for the
    /// child feature, as for an item; over a destination enum's property, the enum's cases are
    /// the routes, and the item, holding an enum, says so.
    private func recordPresentedFeature(_ property: String, of call: FunctionCallExprSyntax, style: Modal.Style?) {
        let at = call.arguments.first.map { place($0) } ?? place(call)
        recordItemView(of: call, style: style, item: ModalMention(
            property: PropertyMention(name: property, scope: scope, place: at), style: style?.rawValue ?? "push"))
    }

    /// `push(item.screen)`: read once every file is, through a computed `screen` returning
    /// cases, else as a typed value's (a stored `let screen: Route`).
    private func recordComputedPush(_ value: ExprSyntax, member: String, onto path: String?, what: String) {
        let typed = TypedPushes.source(of: value).map { TypedPush(source: $0, scope: scope, place: place(value), path: path, call: "\(what) at \(place(value))") }
        found.computedPushes.append(ComputedPush(
            member: member, pathProperty: path, scope: scope, usesKey: usesKey, place: place(value),
            unresolved: "\(what) at \(place(value)): which route it pushes is not read", typed: typed))
    }

    /// A push of a value no case is written in: read once every file is when the sources say
    /// its type (`TypedPushes`), else not read.
    private func recordValuePush(_ value: ExprSyntax, source: TypedPush.Source?, onto path: String? = nil, what: String) {
        // An edge to the routes of its type, as a link's value is (`recordPushed`).
        recordLink(CaseLink(type: nil, caseName: "", scope: scope, place: place(value), typed: source), at: value)
        guard let source else {
            unresolved(what, at: value, "which route it pushes is not read")
            return
        }
        found.typedPushes.append(TypedPush(source: source, scope: scope, place: place(value), path: path, call: "\(what) at \(place(value))"))
    }

    /// A navigation call whose route is not read: the report lists it with its place, so that
    /// a reader sees what the model may be missing (and `--strict` refuses the import).
    private func unresolved(_ what: String, at node: some SyntaxProtocol, _ why: String) {
        found.unresolved.append((place(node), "\(what) at \(place(node)): \(why)"))
    }

    /// Whether `value` says which route it pushes other than as a case: a parameter of the
    /// function it is in, a helper that forwards its argument (`func push(_ destination:
    /// Route) { path.append(destination) }`), whose callers say which route is pushed; or a
    /// value made by its type.
    private static func isReadElsewhere(_ value: ExprSyntax) -> Bool {
        // A value made by its type (`push(Number(value: 99))`) names the route's type.
        if let callee = value.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           callee.first?.isUppercase == true { return !StandardValues.types.contains(callee) }
        guard let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        var node = value.parent
        while let current = node {
            if let function = current.as(FunctionDeclSyntax.self) {
                return function.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
            }
            node = current.parent
        }
        return false
    }

    /// `$event` or `$model.event`: properties alone. An item a call makes (TCA's
    /// `$store.scope(...).edit`) is a case of the store's destination, not a value's view.
    private static func isPropertyPath(_ expression: ExprSyntax) -> Bool {
        if expression.is(DeclReferenceExprSyntax.self) { return true }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        return isPropertyPath(base)
    }

    /// `$destination` or `$model.destination`: a binding of a property.
    private static func isBinding(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text.hasPrefix("$") }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        return isBinding(base)
    }

    /// A modifier's content: its trailing closure, or one passed as `content:` or `destination:`.
    /// A dismiss handler may come first, the content after it as a labelled trailing closure
    /// (`.sheet(isPresented: $composing) { reload() } content: { ComposerView() }`): then the
    /// first trailing closure is the handler, and the view is the labelled one's.
    /// Whether a destination's content is only one of SwiftUI's own views, neither the
    /// project's view nor a call of its functions (`{ light in Text(String(describing:
    /// light)) }`): a placeholder, shown for any value, not a screen per value.
    private func showsNoView(_ call: FunctionCallExprSyntax) -> Bool {
        guard let content = Self.content(of: call), SwitchFinder.firstSwitch(in: Syntax(content)) == nil else { return false }
        return DestinationView.alternatives(of: content).isEmpty
            && ViewFactories.calledNames(content).first?.first?.isUppercase == true
    }

    static func content(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        let labels: Set<String> = ["content", "destination"]
        if let labelled = call.additionalTrailingClosures.first(where: { labels.contains($0.label.text) }) {
            return ExprSyntax(labelled.closure)
        }
        return call.trailingClosure.map(ExprSyntax.init)
            ?? call.arguments.first { $0.label.map { labels.contains($0.text) } ?? false }?.expression
    }

    /// `.sheet(item: $sheet)`, or a case of an enum property reached through its key path
    /// (`$model.destination.add`, swift-navigation's): the enum is the property's.
    @discardableResult
    func recordModal(_ item: ExprSyntax, style: String) -> ModalMention? {
        guard let property = TypeReading.boundProperty(item) else { return nil }
        var owner: PropertyMention?
        var ownerHolder: PropertyMention?
        if let member = item.as(MemberAccessExprSyntax.self), let base = member.base, let name = TypeReading.boundProperty(base) {
            owner = PropertyMention(name: name, scope: scope, place: place(item))
            // `model` in `$model.destination.add`: whose `destination` it is.
            if let holder = base.as(MemberAccessExprSyntax.self)?.base, let holderName = TypeReading.boundProperty(holder) {
                ownerHolder = PropertyMention(name: holderName, scope: scope, place: place(item))
            }
        }
        let mention = ModalMention(property: PropertyMention(name: property, scope: scope, place: place(item)), owner: owner, style: style, ownerHolder: ownerHolder)
        found.modals.append(mention)
        found.uses[usesKey, default: ViewUses()].presents.append(mention)
        return mention
    }

    /// The views a destination's content builds for each case it switches over, from its
    /// trailing closure (`{ route in switch route { case .detail: DetailView() } }`).
    private func recordScreens(of call: FunctionCallExprSyntax, type: [String]?, item: PropertyMention?) {
        let closure = call.trailingClosure ?? argument("destination", of: call)?.as(ClosureExprSyntax.self)
        guard let closure else { return }
        guard let (_, switchExpression) = SwitchFinder.firstSwitch(in: Syntax(closure)) else {
            // A destination for a whole type (`for: Number.self`, a struct's route): its screen.
            if let name = type?.last {
                let constructed = ConstructionFinder.constructed(in: Syntax(closure))
                var arms = ScreenArms(type: type, item: item, scope: scope, views: [ParameterMapping.lowerCamel(name): constructed], isWhole: true)
                if constructed.isEmpty { arms.calls = DestinationView.firstExpression(of: closure.statements).map(ViewFactories.calledNames) ?? [] }
                found.screenArms.append(arms)
                destinationContents[closure.id] = found.screenArms.count - 1
            }
            return
        }
        let (views, placeholders, otherwise, shared) = Self.screens(of: switchExpression)
        if !views.isEmpty {
            found.screenArms.append(ScreenArms(type: type, item: item, scope: scope, views: views, placeholders: placeholders, otherwise: otherwise, sharedArms: shared,
                                               bareSharedArms: SharedArmCases.bareArms(of: switchExpression)))
            destinationContents[closure.id] = found.screenArms.count - 1
        }
    }

    /// The views a split's detail column shows for each case of the sidebar's selection
    /// (`SplitDetails.switchedDetail`): each case's screen, as a destination's switch gives it.
    func recordScreens(of choice: SwitchExprSyntax, selectedBy selection: PropertyMention) {
        let (views, placeholders, otherwise, shared) = Self.screens(of: choice)
        guard !views.isEmpty else { return }
        found.screenArms.append(ScreenArms(type: nil, item: selection, scope: scope, views: views, placeholders: placeholders, otherwise: otherwise, sharedArms: shared,
                                           bareSharedArms: SharedArmCases.bareArms(of: choice)))
    }

    /// The views each case's arm of `switchExpression` builds, the cases whose arm shows
    /// nothing, the `default:` arm (`DefaultArms`) and the cases of each arm naming several
    /// (`SharedArmCases`).
    static func screens(of switchExpression: SwitchExprSyntax) -> (views: [String: [String]], placeholders: Set<String>, otherwise: DefaultArm?, shared: [[String]]) {
        var views: [String: [String]] = [:]
        var placeholders: Set<String> = []
        var otherwise: DefaultArm?
        var shared: [[String]] = []
        for switchCase in switchCases(switchExpression.cases) {
            let constructed = ConstructionFinder.constructed(in: Syntax(switchCase.statements))
            let showsNothing = PlaceholderCases.showsNothing(switchCase.statements)
            guard case .case(let label) = switchCase.label else {
                otherwise = DefaultArm(views: constructed, showsNothing: showsNothing)
                continue
            }
            for caseItem in label.caseItems {
                for caseName in ConstructionFinder.caseNames(in: Syntax(caseItem.pattern)) where views[caseName] == nil {
                    views[caseName] = constructed
                    if showsNothing { placeholders.insert(caseName) }
                }
            }
            if let names = SharedArmCases.groups(of: label) { shared.append(names) }
        }
        return (views, placeholders, otherwise, shared)
    }

    /// A route pushed by case: an edge from the view that makes it; made in a destination's arm
    /// (in a closure the arm hands to its screen), from the screen that arm builds; written in
    /// a tab's content in the view holding the TabView, from the tab's root.
    private func recordLink(_ link: CaseLink, at node: some SyntaxProtocol) {
        if let arm = DestinationArms.arm(enclosing: Syntax(node), contents: destinationContents, arms: found.screenArms) {
            if let caseNames = arm.caseNames {
                for caseName in caseNames { found.screenArms[arm.index].links[caseName, default: []].append(link) }
            } else {
                found.screenArms[arm.index].otherwise?.links.append(link)
            }
        } else if let tab = enclosingTab(Syntax(node)) {
            found.tags[tab].links.append(link)
        } else {
            found.uses[usesKey, default: ViewUses()].links.append(link)
            if let method = MethodPushes.enclosingClassMethod(of: Syntax(node)) { found.methodPushes[method, default: []].append(link) }
        }
    }

    /// A value pushed by name (`X.y`, TCA's `X.State.y`), as a route type and an edge of the
    /// view graph: the view that pushes it leads to that type's routes.
    func recordPushed(_ value: ExprSyntax, at node: some SyntaxProtocol) {
        if let branches = ConditionalValues.branches(of: value) {
            for branch in branches { recordPushed(branch, at: node) }
            return
        }
        // `NavigationLink(value: Int.random(in: 1...9))`: a standard value, no case of a type `Int`.
        guard let reference = TypeReading.caseReference(value), StandardValues.type(of: value) == nil else {
            // A value whose route is not written (`NavigationLink(value: book)`): an edge to
            // the routes of its type where the sources say it, else one nobody can attribute,
            // which the report names.
            recordLink(CaseLink(type: nil, caseName: "", scope: scope, place: place(node), typed: TypedPushes.source(of: value)), at: node)
            return
        }
        recordLink(CaseLink(type: reference.type, caseName: reference.caseName, scope: scope, place: place(node), ontoShowingStack: true), at: node)
        guard var type = reference.type else { return }
        if type.count > 1, type.last == "State" { type.removeLast() }
        let mention = TypeMention(type: type, scope: scope, place: place(node))
        found.pushedTypes.append(mention)
        found.uses[usesKey, default: ViewUses()].destinations.append(mention)
    }
}
