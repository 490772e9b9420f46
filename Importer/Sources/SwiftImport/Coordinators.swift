/// Stinsen's coordinators: a coordinator's `@Route(.push)` properties are routes pushed onto
/// the stack it shows, its `@Route(.modal)` and `@Route(.fullScreen)` ones routes presented over
/// it, each with the parameters of the `make` method it names; a tab coordinator's
/// `@Route(tabItem:)` properties are tabs, titled by their tab item's `Text`. Each set is made
/// into an enum, as `KeyedDestinations` does, so that the schema builder reads them as it
/// reads a route, modal or tab enum: pushed routes are the coordinator's destinations in the
/// view graph, and a tab leads to the coordinator its `make` method returns.
enum Coordinators {
    static func add(to found: inout SwiftDeclarations) {
        guard !found.coordinatorRoutes.isEmpty else { return }
        var methods: [[String]: Factory] = [:]
        for factory in found.factories where !factory.isStatic && methods[factory.scope + [factory.name]] == nil {
            methods[factory.scope + [factory.name]] = factory
        }
        var coordinators: [[String]] = []
        var routesOf: [[String]: [CoordinatorRoute]] = [:]
        for route in found.coordinatorRoutes {
            if routesOf[route.coordinator] == nil { coordinators.append(route.coordinator) }
            routesOf[route.coordinator, default: []].append(route)
        }
        for coordinator in coordinators {
            let routes = routesOf[coordinator]!
            let name = coordinator.joined(separator: ".")
            let method = { (name: String?) in name.flatMap { methods[coordinator + [$0]] } }
            if let pushed = enumeration(name + " pushes", of: routes.filter(\.isPush), parameters: { method($0.factory)?.parameters ?? [] }) {
                let mention = TypeMention(type: pushed.path, scope: [], place: pushed.place)
                found.enums.append(pushed)
                found.pushedTypes.append(mention)
                found.uses[name, default: ViewUses()].destinations.append(mention)
            }
            if let presented = enumeration(name + " presents", of: routes.filter(\.isPresented), parameters: { method($0.factory)?.parameters ?? [] }) {
                found.enums.append(presented)
                found.presentedTypes.append(TypeMention(type: presented.path, scope: [], place: presented.place))
            }
            let tabs = routes.filter(\.isTab)
            if let tabEnum = enumeration(name + " tabs", of: tabs, parameters: { _ in [] }) {
                found.enums.append(tabEnum)
                for tab in tabs {
                    let shown = method(tab.factory)
                    found.tags.append(TabTag(
                        type: tabEnum.path, caseName: tab.name, title: method(tab.tabItem)?.title, scope: [],
                        constructed: (shown?.returnType?.typeNames ?? []) + (shown?.constructed ?? []), destinations: []))
                }
            }
        }
    }

    /// An enum of one case per route, in a name no source can spell; nil for no routes.
    private static func enumeration(
        _ name: String, of routes: [CoordinatorRoute], parameters: (CoordinatorRoute) -> [AssociatedValue]
    ) -> EnumDeclaration? {
        guard let first = routes.first else { return nil }
        let declaration = EnumDeclaration(path: [name], genericParameters: [], conformances: ["Hashable"], place: first.place, isIndirect: false)
        for route in routes where declaration.enumCase(named: route.name) == nil {
            declaration.add(EnumCase(name: route.name, values: parameters(route), isIndirect: false, place: route.place, isConditional: false))
        }
        return declaration
    }
}

private extension CoordinatorRoute {
    var isPush: Bool {
        if case .push = presentation { return true }
        return false
    }

    var isPresented: Bool {
        if case .present = presentation { return true }
        return false
    }

    var isTab: Bool {
        if case .tab = presentation { return true }
        return false
    }

    /// For a tab: the method that draws its tab item, if it names one.
    var tabItem: String? {
        if case .tab(let item) = presentation { return item }
        return nil
    }
}
