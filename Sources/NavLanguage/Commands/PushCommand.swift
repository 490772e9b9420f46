import NavreplKit

/// `push ROUTE [> ROUTE]... [--popto ROUTE [--inclusive]] [--singletop]`: push routes onto
/// the current stack, all or nothing, as one step.
final class PushCommand: CommandAction {
    static let spec = CommandSpec(
        "push", "push ROUTE [> ROUTE]... [--popto ROUTE [--inclusive]] [--singletop]", group: .navigating,
        summary: "push one or more routes onto the current stack, all or nothing",
        details: """
        A route is written `detail "Mary Doe"`, `detail name="Mary Doe"` or `detail(name: "Mary Doe")`.
        The options are Jetpack Navigation's navigate(route) { popUpTo(...); launchSingleTop },
        in one step. `set singletop on` makes every push --singletop. A --popto route that is not
        on the stack is an error, and nothing changes.
        """,
        example: "push detail \"Mary Doe\" --popto list --singletop",
        errors: "unknown route, a route of another tab, wrong argument count or type, a value outside a closed set, a --popto route not on the stack",
        options: [PushOptionSyntax.popToOption, PushOptionSyntax.inclusiveOption, PushOptionSyntax.singleTopOption],
        completion: .custom(completions), cacheable: true,
        quickParse: { reader in reader.routeList().map { PushCommand(syntax: $0) } }
    ) { parser, head in
        let routes = try parser.routeList(after: head, example: "push detail \"Mary Doe\"", optionsFollow: true)
        return PushCommand(syntax: routes, options: try PushOptionSyntax(parsing: &parser))
    }

    let syntax: [RouteSyntax]
    let options: PushOptionSyntax?
    // Unchecked: an action is bound, rebound and run by one thread, one call at a time.
    @exclusivity(unchecked) private var routes: [Route] = []
    private var boundOptions = PushOptions()
    /// In a template, how its last route's strings are bound again.
    @exclusivity(unchecked) private var rebinding: Rebinding?

    init(syntax: [RouteSyntax], options: PushOptionSyntax? = nil) {
        self.syntax = syntax
        self.options = options
    }

    func bind(in context: CommandContext) throws {
        routes = try context.resolve(syntax)
        if let options { boundOptions = try options.bind(in: context) }
    }

    func run(in context: CommandContext) throws -> Output {
        guard let options else { return try context.perform(.push(routes), at: context.offset, routes: syntax) }
        // A refusal about the --popto route points at it.
        let named = syntax + (options.popTo.map { [$0] } ?? [])
        return try context.perform(.pushWith(routes, boundOptions), at: context.offset, routes: named)
    }

    /// Route names and closed-set values as for any route command; after a whole route, the
    /// options; after `--popto`, the routes on the stack.
    private static func completions(_ request: CompletionRequest) -> [String] {
        let words = request.arguments
        let unused = request.spec.optionNames(notIn: words)
        if let popto = words.lastIndex(of: PushOptionSyntax.popToOption.name) {
            let target = words[(popto + 1)...].filter { !$0.hasPrefix("--") }
            let names = Completion.routeOptions(after: Array(target), scope: .onStack, interpreter: request.interpreter)
            return target.isEmpty ? names : names.filter { $0 != PushOptionSyntax.inclusiveOption.name } + unused
        }
        let routeWords = Array(words.prefix { !$0.hasPrefix("--") })
        let values = Completion.routeOptions(after: routeWords, scope: .accepted, interpreter: request.interpreter)
        let atRouteStart = routeWords.isEmpty || routeWords.last == ">"
        return values.isEmpty && !atRouteStart ? unused.filter { $0 != PushOptionSyntax.inclusiveOption.name } : values
    }
}

extension PushCommand: SingleRouteCall {
    var singleRoute: RouteSyntax? { options == nil && syntax.count == 1 ? syntax[0] : nil }

    func call(with route: Route) -> NavigationOperation {
        .push([route])
    }
}

/// A plain push whose strings are all values of its last route, each where it was written,
/// may stand for every push of its shape: binding one of them makes only its last route, as
/// the binder says (`AppSchema.rebinding`, `AppSchema.rebind`).
extension PushCommand: TemplateAction {
    func template(quoteOffsets: [Int], schema: AppSchema, tab: String) -> (any TemplateAction)? {
        guard options == nil, let last = syntax.last, let route = routes.last,
              let rebinding = schema.rebinding(of: last.request, boundAs: route, in: tab),
              rebinding.count == quoteOffsets.count
        else { return nil }
        // Each string of the line must be one of those arguments: the quote before it is where
        // the argument starts (a string in a comment, or in an earlier route, is not).
        let quoted = last.request.arguments.indices.filter { !last.request.arguments[$0].value.isWord }
        guard zip(quoted, quoteOffsets).allSatisfy({ last.argumentOffsets[$0] == $1 - 1 }) else { return nil }
        let template = PushCommand(syntax: syntax)
        template.routes = routes
        template.rebinding = rebinding
        return template
    }

    func rebind(to texts: QuotedTexts, of line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let rebinding, texts.count == rebinding.count,
              let route = AppSchema.rebind(routes[routes.count - 1], rebinding, text: { texts.text($0, in: line) })
        else { return false }
        routes[routes.count - 1] = route
        return true
    }
}

/// The options after `push`'s routes, as written: `--popto ROUTE [--inclusive]`, `--singletop`.
struct PushOptionSyntax {
    static let popToOption = CommandOption("--popto", value: "ROUTE", "first pop until the nearest ROUTE is on top (`--popto root`: to the root)")
    static let inclusiveOption = CommandOption("--inclusive", "pop that ROUTE too")
    static let singleTopOption = CommandOption(
        "--singletop",
        "if the route on top (or a modal's root, when its stack is empty) has the same name as the one pushed, give it the new arguments instead of pushing another (a pop and a push, or the modal presented again)")

    var popTo: RouteSyntax?
    var inclusive = false
    var singleTop = false

    /// Reads the options, or nil when there are none (the plain push the quick reader makes).
    init?(parsing parser: inout Parser) throws {
        guard let first = parser.peekWord(), parser.chunk.text(first).hasPrefix("--") else { return nil }
        var given = Set<String>()
        var inclusiveOffset: Int?
        while let (option, token) = try parser.option(of: PushCommand.spec, given: &given) {
            switch option.name {
            case Self.popToOption.name:
                popTo = try parser.route(after: token, example: "push detail \"Ann\" --popto list", optionsFollow: true)
            case Self.inclusiveOption.name:
                inclusive = true
                inclusiveOffset = token.start
            default:
                singleTop = true
            }
        }
        if let inclusiveOffset, popTo == nil {
            throw Parser.Failure(offset: inclusiveOffset, message: "'--inclusive' says whether '--popto ROUTE' pops that route too: give '--popto ROUTE' with it")
        }
        if let next = parser.peek(), !parser.isStatementEnd(at: parser.index) {
            throw Parser.Failure(offset: next.start, message: "unexpected \(parser.describe(next)) after push's options (options come after the routes)")
        }
    }

    func bind(in context: CommandContext) throws -> PushOptions {
        guard let popTo else { return PushOptions(singleTop: singleTop) }
        let target: NavigationOperation.PopTarget = context.namesRoot(popTo) ? .root : .route(try context.match(popTo), inclusive: inclusive)
        return PushOptions(popTo: target, singleTop: singleTop)
    }
}
