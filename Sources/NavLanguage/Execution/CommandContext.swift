import NavreplKit

/// What a command runs against: the interpreter, and the chunk its statement was read from,
/// for pointing errors at the words they are about.
///
/// A context lives only while the executor's call to `bind` or `run` does, and is never
/// kept: so it refers to the interpreter and the chunk without holding them, which spares
/// every command the reference counting of a copy (the chunk is read only to make an error).
package struct CommandContext {
    private let interpreterReference: Unmanaged<Interpreter>
    private let chunkAddress: UnsafePointer<Chunk>
    /// Where the statement's first word is.
    let offset: Int

    /// A context for running a statement at `offset` of the chunk at `chunk`, which must stay
    /// where it is while the context is used.
    init(interpreter: Interpreter, chunk: UnsafePointer<Chunk>, offset: Int) {
        self.interpreterReference = Unmanaged.passUnretained(interpreter)
        self.chunkAddress = chunk
        self.offset = offset
    }

    /// The interpreter the command runs in. Each use holds it with a reference count, a
    /// cost paid per command on the batch path; that path lends it (`lent`) instead.
    package var interpreter: Interpreter { interpreterReference.takeUnretainedValue() }

    /// Calls `body` with the interpreter lent, without a reference count: the executor
    /// holds it for as long as the context lives.
    private func lent<Result>(_ body: (Interpreter) throws -> Result) rethrows -> Result {
        try interpreterReference._withUnsafeGuaranteedRef(body)
    }

    var chunk: Chunk { chunkAddress.pointee }

    /// The same chunk, for a statement inside this one (`expect fail`'s command).
    func statement(at offset: Int) -> CommandContext {
        CommandContext(interpreter: interpreter, chunk: chunkAddress, offset: offset)
    }

    /// An error at `offset` in the statement's chunk.
    package func error(at offset: Int, _ message: String) -> Diagnostic {
        chunk.diagnostic(at: offset, message)
    }

    /// An error at the statement's first word.
    package func error(_ message: String) -> Diagnostic {
        chunk.diagnostic(at: offset, message)
    }

    /// Performs a router operation, turning a refusal into an error at `offset`, or at the
    /// route among `routes` that the refusal is about, its message after `context` when one is
    /// given. The error carries the call; so does the change, when anything reads it.
    func perform(_ operation: NavigationOperation, at offset: Int, routes: [RouteSyntax] = [], context: String? = nil) throws -> Output {
        do {
            let change = try lent { interpreter in
                try interpreter.router.perform(operation, singleTop: interpreter.settings.singleTop, inPlace: interpreter.usesShortcuts)
            }
            return lent { $0.keepsCalls } ? .called(RouterCall(change, by: operation)) : .changed(change)
        } catch let error as NavigationError {
            let about = error.routeName.flatMap { name in routes.last { $0.request.name == name }?.offset }
            let message = context.map { "\($0): \(error.description)" } ?? error.description
            throw self.error(at: about ?? offset, message).attempting(.call(operation))
        }
    }

    // MARK: Routes

    /// The route as the current context accepts it (a modal's routes are those of the tab
    /// it was presented from).
    func resolve(_ syntax: RouteSyntax) throws -> Route {
        let (tab, schema) = lent { ($0.router.state.selectedTabName, $0.router.schema) }
        if let qualifier = syntax.request.qualifier, qualifier != tab {
            let owners = schema.isFree ? [qualifier] : [qualifier].filter { schema.tabIndex(named: $0) != nil }
            guard !owners.isEmpty else {
                throw error(
                    at: syntax.offset,
                    NavigationError.unknownTab(qualifier, suggestion: Spelling.suggestion(for: qualifier, among: interpreter.router.state.tabs.map(\.name))).description)
            }
            let refusal: NavigationError = schema.declaration(named: syntax.request.name, in: tab) != nil
                ? .routeQualifiedElsewhere(route: syntax.request.name, qualifier: qualifier, tab: tab)
                : .routeInOtherTab(route: syntax.request.name, tab: tab, owners: owners)
            throw error(at: syntax.offset, refusal.description)
        }
        do {
            return try schema.resolve(syntax.request, in: tab)
        } catch {
            throw self.error(for: error, about: syntax)
        }
    }

    /// Routes joined by `>`, each as the current context accepts it.
    func resolve(_ syntaxes: [RouteSyntax]) throws -> [Route] {
        var routes: [Route] = []
        routes.reserveCapacity(syntaxes.count)
        for syntax in syntaxes { routes.append(try resolve(syntax)) }
        return routes
    }

    /// Where `go` takes a route, and the route.
    func locate(_ syntax: RouteSyntax) throws -> (tab: String, route: Route) {
        do {
            return try interpreter.router.schema.locate(syntax.request, from: interpreter.router.state.selectedTabName)
        } catch {
            throw self.error(for: error, about: syntax)
        }
    }

    /// What a written route matches: a bare name matches that route with any arguments.
    func match(_ syntax: RouteSyntax) throws -> NavigationOperation.RouteMatch {
        if interpreter.matchesRoutesOfEveryTab { return try matchInEveryTab(syntax) }
        guard syntax.request.arguments.isEmpty else { return .exactly(try resolve(syntax)) }
        let schema = interpreter.router.schema
        if !schema.isFree && schema.declaration(named: syntax.request.name, in: interpreter.router.state.selectedTabName) == nil {
            _ = try resolve(syntax)
        }
        return .named(syntax.request.name)
    }

    /// What a route written in an explore check matches: a route of any tab, bare
    /// (`checkout`) or qualified (`cart.checkout`), whichever tab is selected in the state
    /// judged; a name no tab declares is refused with the closest of every tab's.
    private func matchInEveryTab(_ syntax: RouteSyntax) throws -> NavigationOperation.RouteMatch {
        let schema = interpreter.router.schema
        let request = syntax.request
        if request.arguments.isEmpty {
            if let qualifier = request.qualifier {
                if schema.tabIndex(named: qualifier) != nil, schema.declaration(named: request.name, in: qualifier) != nil { return .named(request.name) }
            } else if !schema.tabsDeclaring(request.name).isEmpty || schema.sharedRoutes.contains(where: { $0.name == request.name }) {
                return .named(request.name)
            }
        }
        // With arguments, as the selected tab takes it when it does (a name several tabs
        // declare), else as the one tab that does.
        let tab = interpreter.router.state.selectedTabName
        if request.qualifier == nil, schema.declaration(named: request.name, in: tab) != nil { return .exactly(try resolve(syntax)) }
        do {
            return .exactly(try schema.locate(request, from: tab).route)
        } catch {
            throw self.error(for: error, about: syntax)
        }
    }

    /// `popto root` is `root`, unless the app declares a route named `root`.
    func namesRoot(_ route: RouteSyntax) -> Bool {
        let schema = interpreter.router.schema
        return route.request.name == "root" && route.request.qualifier == nil && route.request.arguments.isEmpty
            && schema.declaration(named: "root", in: interpreter.router.state.selectedTabName) == nil && !schema.isFree
    }

    func parseLink(_ link: Located<String>) throws -> DeepLink.Destination {
        do {
            return try DeepLink.parse(link.value, schema: interpreter.router.schema)
        } catch {
            throw self.error(at: link.offset, error.description).attempting(.link(link.value))
        }
    }

    package func error(for error: NavigationError, about syntax: RouteSyntax) -> Diagnostic {
        let offset = error.argumentIndex.flatMap { syntax.argumentOffsets[$0] } ?? syntax.offset
        return self.error(at: offset, error.description)
    }
}
