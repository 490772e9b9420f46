import NavreplKit

/// `--explain` and `export tests`: the Swift call each command stands for, on the router
/// `export swift` writes over NavreplKit, so that what `--explain` prints can be pasted into
/// the app:
///
///     router.push(.list, .detail(name: "Mary Doe"))
///     router.pop(2)
///     router.navigate(to: .detail(name: "Ann Lee"), in: .doctors)
///     router.present(sheet: .create)
///
/// Routes are cases of the app's one route enum, closed sets its nested enums
/// (`.transportation(type: .car)`). What no call stands for (`undo`, `redo`, `restore`) reads as
/// the engine's `restore` of the state it reached. Names come from the schema, through `identifier`.
public struct SwiftCallFormatter {
    public let schema: AppSchema
    package let names: SwiftNames
    /// Parameters the router declares with the app's own types (`export swift --type`), by
    /// `ROUTE.PARAMETER`: their arguments are the engine's values, decoded.
    let parameterTypes: [String: String]

    public init(schema: AppSchema) {
        self.init(schema: schema, parameterTypes: [:])
    }

    package init(schema: AppSchema, parameterTypes: [String: String]) {
        self.schema = schema
        self.names = SwiftNames(schema: schema)
        self.parameterTypes = parameterTypes
    }

    /// The lines for a command that made `change` through `operation` (nil for `undo`, `redo`
    /// and `restore`), given the state after it.
    public func calls(for change: Change, operation: NavigationOperation?, in after: NavigationState) -> [String] {
        var before = after
        before.revert(change)
        guard let operation, let call = call(for: operation, in: before) else {
            return [restore(after)]
        }
        // A redirect happens inside the call: say so, as the call does not show it.
        let notes = change.steps.compactMap { step -> String? in
            if case .redirect(let redirection) = step { return "// \(redirection.description)" }
            return nil
        }
        // And so do the updates SwiftUI needs to apply it, when it needs more than one.
        let updates = TraceFormatter.updateLines(for: change, in: after).map { ["// SwiftUI applies it in \($0.count) updates:"] + $0.map { "//   " + $0 } } ?? []
        return notes + [call] + updates
    }

    /// The router call `operation` stands for, made in state `before`; nil for `restore`.
    /// Its routes are those of `routesIn`, else of the selected tab.
    package func call(for operation: NavigationOperation, in before: NavigationState, routesIn: String? = nil) -> String? {
        let tab = routesIn ?? before.selectedTabName
        func list(_ routes: [Route]) -> String { routes.map { literal($0, in: tab) }.joined(separator: ", ") }
        switch operation {
        case .selectTab(let name):
            return "router.select(tab: .\(names.tabCase(name)))"
        case .push(let routes):
            return "router.push(\(list(routes)))"
        case .pushWith(let routes, let options):
            var parts: [String] = []
            switch options.popTo {
            case nil: break
            case .root: parts.append("popTo: .root")
            case .route(let match, let inclusive): parts.append("popTo: .route(\(engineMatch(match)), inclusive: \(inclusive))")
            }
            if options.singleTop { parts.append("singleTop: true") }
            return "router.push([\(list(routes))], options: PushOptions(\(parts.joined(separator: ", "))))"
        case .replaceTop(let routes):
            return "router.replaceTop(with: [\(list(routes))])"
        case .setFlag(let name, let value):
            return "router.set(.\(names.flagCase(name)), \(value))"
        case .pop(let count):
            return count == 1 ? "router.pop()" : "router.pop(\(count))"
        case .popToRoot:
            return "router.popToRoot()"
        case .popTo(.named(let name), let inclusive):
            return "router.pop(toRouteNamed: \(SwiftNames.literal(name))\(inclusive ? ", inclusive: true" : ""))"
        case .popTo(.exactly(let route), let inclusive):
            return "router.pop(to: \(literal(route, in: tab))\(inclusive ? ", inclusive: true" : ""))"
        case .replace(let routes):
            return "router.replace(with: [\(list(routes))])"
        case .go(let destination, let route):
            return "router.navigate(to: \(literal(route, in: destination)), in: .\(names.tabCase(destination)))"
        case .present(let style, let route):
            // A presented-only route, in its own enum, is presented as the app file declares it
            // by `present(_:)`.
            if schema.presentedOnly.contains(route.name) && schema.declaredStyle(of: route.name) == style {
                return "router.present(\(literal(route, in: tab)))"
            }
            return "router.present(\(style.rawValue): \(literal(route, in: tab)))"
        case .follow(let route):
            // A `go` edge's route is its tab's.
            if case .go(let destination, _)? = try? Router(schema: schema, state: before).followed(route) {
                return "router.follow(\(literal(route, in: destination)))"
            }
            return "router.follow(\(literal(route, in: tab)))"
        case .dismiss(let all):
            return all ? "router.dismissAll()" : "router.dismiss()"
        case .reset:
            return "router.reset()"
        case .select(let route):
            return "router.select(\(literal(route, in: tab)))"
        case .open(let destination):
            return "router.open(\(SwiftNames.literal(link(to: destination))))"
        case .restore:
            return nil
        }
    }

    /// The engine's `restore` of a whole state: what `undo`, `redo` and `restore` stand for.
    package func restore(_ state: NavigationState) -> String {
        "try router.navigator.perform(.restore(\(stateLiteral(state))))"
    }

    /// The engine's `restore` of the router's state with `change` applied, when the change can
    /// be written (not a whole state or a free-mode tab): `undo` and `redo` as what they change,
    /// so that a test of many undos grows with the changes, not with the states they leave.
    package func restore(applying change: Change) -> String? {
        changeLiteral(change).map { "try router.navigator.perform(.restore(router.state.applying(\($0))))" }
    }

    /// A change as NavreplKit's cases make it, its steps flattened and its redirects (which
    /// change nothing) left out; nil for one that holds whole states or free-mode tabs.
    private func changeLiteral(_ change: Change) -> String? {
        var parts: [String] = []
        for step in change.steps {
            if case .redirect = step { continue }
            guard let part = stepLiteral(step) else { return nil }
            parts.append(part)
        }
        return parts.count == 1 ? parts[0] : ".sequence([\(parts.joined(separator: ", "))])"
    }

    private func stepLiteral(_ step: Change) -> String? {
        let routes = { (routes: [Route]) in "[" + routes.map(engineRoute).joined(separator: ", ") + "]" }
        switch step {
        case .push(let route, let target): return ".push(\(engineRoute(route)), on: \(targetLiteral(target)))"
        case .pushAll(let pushed, let target): return ".pushAll(\(routes(pushed)), on: \(targetLiteral(target)))"
        case .pop(let route, let target): return ".pop(\(engineRoute(route)), from: \(targetLiteral(target)))"
        case .popAll(let popped, let target): return ".popAll(\(routes(popped)), from: \(targetLiteral(target)))"
        case .replace(let old, let new, let target): return ".replace(old: \(routes(old)), new: \(routes(new)), on: \(targetLiteral(target)))"
        case .selectTab(let from, let to): return ".selectTab(from: \(from), to: \(to))"
        case .present(let modal): return ".present(\(modalLiteral(modal)))"
        case .dismiss(let modals): return ".dismiss([\(modals.map(modalLiteral).joined(separator: ", "))])"
        case .setFlag(let name, let from, let to): return ".setFlag(\(SwiftNames.literal(name)), from: \(from), to: \(to))"
        case .replaceState, .addTab, .removeTab, .redirect, .sequence: return nil
        }
    }

    private func targetLiteral(_ target: NavigationState.Target) -> String {
        switch target {
        case .tab(let index): return ".tab(\(index))"
        case .modal(let index): return ".modal(\(index))"
        }
    }

    private func modalLiteral(_ modal: Modal) -> String {
        "Modal(style: .\(modal.style.rawValue), root: \(engineRoute(modal.root)), stack: [\(modal.stack.map(engineRoute).joined(separator: ", "))])"
    }

    /// A state as NavreplKit's initializers make it.
    func stateLiteral(_ state: NavigationState) -> String {
        let tabs = state.tabs.map { "NavigationState.TabState(name: \(SwiftNames.literal($0.name)), stack: [\($0.stack.map(engineRoute).joined(separator: ", "))])" }
        let modals = state.modals.map(modalLiteral)
        let flags = state.flags.sorted { $0.key < $1.key }.map { "\(SwiftNames.literal($0.key)): \($0.value)" }
        return "NavigationState(tabs: [\(tabs.joined(separator: ", "))], selectedTab: \(state.selectedTab), modals: [\(modals.joined(separator: ", "))], flags: [\(flags.isEmpty ? ":" : flags.joined(separator: ", "))])"
    }

    /// A route as NavreplKit's `Route`: `Route("detail", [Route.Argument(label: "name", value: .string("Ann"))])`.
    func engineRoute(_ route: Route) -> String {
        guard !route.arguments.isEmpty else { return "Route(\(SwiftNames.literal(route.name)))" }
        let arguments = route.arguments.map { argument -> String in
            "Route.Argument(label: \(argument.label.map(Value.quoted) ?? "nil"), value: .\(valueLiteral(argument.value)))"
        }
        return "Route(\(SwiftNames.literal(route.name)), [\(arguments.joined(separator: ", "))])"
    }

    /// A value as NavreplKit's `Value` case, without its leading dot: `string("Ann")`, `int(3)`.
    private func valueLiteral(_ value: Value) -> String {
        switch value {
        case .string(let text): return "string(\(SwiftNames.literal(text)))"
        case .int(let number): return "int(\(number))"
        case .bool(let flag): return "bool(\(flag))"
        }
    }

    private func engineMatch(_ match: NavigationOperation.RouteMatch) -> String {
        switch match {
        case .named(let name): return ".named(\(SwiftNames.literal(name)))"
        case .exactly(let route): return ".exactly(\(engineRoute(route)))"
        }
    }

    /// The link navrepl writes for a deep link's destination.
    package func link(to destination: DeepLink.Destination) -> String {
        let state = NavigationState(tabs: [NavigationState.TabState(name: destination.tab, stack: destination.stack)], modals: destination.modals)
        return DeepLink.url(for: state, schema: schema)
    }

    /// A route as a case of the app's route enum: `.detail(name: "Mary Doe")`,
    /// `.transportation(type: .car)`. An optional argument left out is left out here too: the
    /// case declares it `= nil`.
    /// A modal's root as `router.modals` types it: `.route(.create)`, or `.presented(.promo)`
    /// for a presented-only route.
    package func modalRootLiteral(_ route: Route, in tab: String) -> String {
        (schema.presentedOnly.contains(route.name) ? ".presented(" : ".route(") + literal(route, in: tab) + ")"
    }

    package func literal(_ route: Route, in tab: String) -> String {
        let name = "." + names.routeCase(route.name)
        let declaration = schema.declaration(named: route.name, in: tab)
        // A case with parameters is called even when every argument is left out: `.login()`.
        guard !route.arguments.isEmpty else { return declaration?.parameters.isEmpty == false ? name + "()" : name }
        let arguments = route.arguments.map { argument -> String in
            let label = argument.label.map { SwiftNames.label($0) + ": " } ?? ""
            let parameter = declaration?.parameters.first { $0.label == argument.label }
            if case .oneOf? = parameter?.type, case .string(let member) = argument.value {
                return label + "." + names.memberCase(route: route.name, parameter: argument.label ?? "", member: member)
            }
            if parameterTypes[route.name + "." + (argument.label ?? "")] != nil {
                return label + "try Value.\(valueLiteral(argument.value)).decoded()"
            }
            switch argument.value {
            // The command language writes strings with Swift's escapes.
            case .string(let text): return label + SwiftNames.literal(text)
            case .int(let number): return label + String(number)
            case .bool(let flag): return label + (flag ? "true" : "false")
            }
        }
        return name + "(" + arguments.joined(separator: ", ") + ")"
    }
}
