import NavigationModel

/// Checking written routes against the schema, with errors pointed at the route or the
/// argument they are about.
extension Interpreter {
    /// The route as the current context accepts it (a modal's routes are those of the tab
    /// it was presented from).
    func resolve(_ syntax: RouteSyntax, in chunk: Chunk) throws -> Route {
        let tab = router.state.selectedTabName
        if let qualifier = syntax.request.qualifier, qualifier != tab {
            let owners = router.schema.isFree ? [qualifier] : [qualifier].filter { router.schema.tabIndex(named: $0) != nil }
            guard !owners.isEmpty else {
                throw chunk.diagnostic(
                    at: syntax.offset,
                    NavigationError.unknownTab(qualifier, suggestion: Spelling.suggestion(for: qualifier, among: router.state.tabs.map(\.name))).description)
            }
            throw chunk.diagnostic(
                at: syntax.offset,
                NavigationError.routeInOtherTab(route: syntax.request.name, tab: tab, owners: owners).description)
        }
        do {
            return try router.schema.resolve(syntax.request, in: tab)
        } catch {
            throw diagnostic(for: error, about: syntax, in: chunk)
        }
    }

    /// Routes joined by `>`, each as the current context accepts it.
    func resolve(_ syntaxes: [RouteSyntax], in chunk: Chunk) throws -> [Route] {
        try syntaxes.map { try resolve($0, in: chunk) }
    }

    /// `popto root` is `root`, unless the app declares a route named `root`.
    func namesRoot(_ route: RouteSyntax) -> Bool {
        route.request.name == "root" && route.request.qualifier == nil && route.request.arguments.isEmpty
            && schema.declaration(named: "root", in: state.selectedTabName) == nil && !schema.isFree
    }

    /// Where `go` takes a route, and the route.
    func locate(_ syntax: RouteSyntax, in chunk: Chunk) throws -> (tab: String, route: Route) {
        do {
            return try router.schema.locate(syntax.request, from: router.state.selectedTabName)
        } catch {
            throw diagnostic(for: error, about: syntax, in: chunk)
        }
    }

    /// What a written route matches: a bare name matches that route with any arguments.
    func match(_ syntax: RouteSyntax, in chunk: Chunk) throws -> RouteMatch {
        guard syntax.request.arguments.isEmpty else { return .exactly(try resolve(syntax, in: chunk)) }
        if !router.schema.isFree && router.schema.declaration(named: syntax.request.name, in: router.state.selectedTabName) == nil {
            _ = try resolve(syntax, in: chunk)
        }
        return .named(syntax.request.name)
    }

    private func diagnostic(for error: NavigationError, about syntax: RouteSyntax, in chunk: Chunk) -> Diagnostic {
        let offset = error.argumentIndex.flatMap { index in
            index < syntax.argumentOffsets.count ? syntax.argumentOffsets[index] : nil
        } ?? syntax.offset
        return chunk.diagnostic(at: offset, error.description)
    }
}
