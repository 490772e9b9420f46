import NavreplKit

/// `explore`: breadth-first over every move the engine accepts from the app's start — a push of
/// every route the current stack takes, with every value of its parameters; a pop; every other
/// tab; a sheet and a cover of every route; dismiss; `select` in a split tab; each flag not held
/// fixed — within the bounds. In a tab that declares edges, a user's taps take the place of
/// the pushes and presentations: a `follow` of each edge from the screen in front; and a flag
/// declared `changes on` some routes changes only on their screens. Each move is planned by the ``Router`` itself, so redirects,
/// guards and split columns apply exactly as at the prompt and in the app; a refused move is
/// not an edge. States are stored compact (``StateTable``, ``Interner``), with the move that first reached
/// each, so that every finding comes with the shortest script that shows it.
///
/// The walk is two halves, which may run on two threads at once: ``expand(_:into:)`` plans
/// every move of a run of stored states and works out the rows they reach (it alone uses the
/// interned routes and stacks and the notes on the rules), and ``store(_:)`` keeps the new rows
/// and the edges (it alone uses the hash table and the parents). ``walk()`` alternates them on
/// one thread; either way the states are numbered alike, in breadth-first order.
///
/// The walk's state is marked `@exclusivity(unchecked)`: each half's properties are used by
/// that half alone, and never with two accesses at once, so the run-time checks (a tenth of
/// the walk, as the walk reads them for every move) buy nothing.
public final class Explorer {
    /// The app walked.
    public let schema: AppSchema
    /// The bounds of the walk.
    public let bounds: ExplorationBounds
    /// The flags moves may set, in declaration order.
    let movableFlags: [String]
    /// For each of them, the routes on whose screens it changes; nil: anywhere.
    private let flagScreens: [Set<String>?]
    /// For each tab that declares edges, the taps each screen offers and the edge each
    /// follows (its index in ``edges``); nil for a tab without edges.
    private let taps: [[AppSchema.RouteEdge.Source: Taps]?]
    /// Every declared edge, tab by tab, as ``taps`` number them.
    let edges: [(tab: Int, edge: AppSchema.RouteEdge)]
    /// In an app with edges, the links a user may open from any state (`--link`), as
    /// written and as read: each an `open` move.
    private let linkMoves: [(link: String, move: NavigationOperation)]
    /// The edge of the tap being offered (-1 for any other move), set as each move is offered.
    @exclusivity(unchecked) private var offeredEdge: Int32 = -1
    /// Which edges were offered in some state (the first such state, in the walk's order, or
    /// -1), and which showed their route (accepted and not redirected) in some state: the
    /// expander's.
    @exclusivity(unchecked) private(set) var edgesOffered: [Int32]
    @exclusivity(unchecked) private(set) var edgesShown: [Bool]
    private let flagBits: [String: Int32]
    /// For each tab, the routes it takes with every value of their parameters, bound.
    private let candidates: [[Route]]
    /// For each tab, the routes `select` takes (a split tab's column routes).
    private let selections: [[Route]]
    @exclusivity(unchecked) private var flagStates: [Int32: [String: Bool]] = [:]
    /// The flags last decoded, and their bits.
    @exclusivity(unchecked) private var lastFlags: (bits: Int32, flags: [String: Bool]) = (-1, [:])
    private let offers: [Offers]

    /// Where each part of a state lies in a row.
    let layout: RowLayout
    /// A row no state has (every word -1), to decode a state from in full.
    private let undecoded: [Int32]
    /// The app's state at start, made once: a state is decoded over a copy of it (making it
    /// anew names and indexes every tab).
    private let initialState: NavigationState
    /// The stored states' rows: the storer writes them, the expander reads those handed over.
    let rows: RowStore
    /// The stored states and the edges between them: the storer's.
    let stored: StoredStates
    /// The routes and stacks the rows number: the expander's.
    @exclusivity(unchecked) var interner = Interner()
    /// The outcomes of the moves planned so far, by context: the expander's.
    let memo: MoveMemo
    /// Whether the walk remembers moves' outcomes by context: not in an app with a redirect
    /// to a tab's root, which reads and changes a stack outside the context, nor once the
    /// memo does not pay (``rememberWhilePaying(_:)``). Tests turn it off to compare the walks.
    @exclusivity(unchecked) var memoizes: Bool
    /// The states whose moves the memo replayed.
    @exclusivity(unchecked) private var replays = 0
    /// Accepted moves, self-loops included.
    @exclusivity(unchecked) public private(set) var moveCount = 0
    /// What the walk saw of the rules: the redirects that fired and the guards that held, and
    /// the first redirect loop met (with the state and the move).
    @exclusivity(unchecked) private(set) var firedRedirects = Set<AppSchema.RedirectRule>()
    @exclusivity(unchecked) private(set) var heldGuards = Set<AppSchema.GuardRule>()
    @exclusivity(unchecked) private(set) var loop: (state: Int, move: NavigationOperation, error: NavigationError)?

    /// The rules the walk saw act, as written: redirects that fired and guards that refused.
    public var rulesThatActed: [String] {
        schema.redirects.filter(firedRedirects.contains).map(\.spelling) + schema.guards.filter(heldGuards.contains).map(\.spelling)
    }

    /// The tab walked alone (``TabByTabExplorer``), or nil for the whole app.
    public let tab: Int?
    /// Which of a tab's states a walk of one tab keeps.
    public let layer: Layer

    /// The states of a tab a walk of it alone keeps: all of them; those without a modal up (a
    /// move that presents one is made, and counted, but what it reaches is not kept); or the
    /// modals over the tab's root (a move that changes the tab's own stack is not kept).
    /// ``TabByTabExplorer`` pairs the last two: while a modal is up, the stack under it is
    /// neither read nor changed.
    public enum Layer: Sendable {
        case everything
        case withoutModals
        case modalsOverRoot
    }

    /// The moves accepted from states with a modal up (the memo off, as in a walk of one tab).
    @exclusivity(unchecked) public private(set) var movesFromModals = 0

    /// An explorer of `schema` at its start (its fixed flags set); refuses free mode, more than
    /// 31 flags, and a fixed flag the app lacks. Given a `tab`, it walks that tab alone: it
    /// starts with the tab selected, as `tab NAME` from the app's start leaves it, and makes
    /// every move but a switch to another tab (``TabByTabExplorer`` puts the tabs together).
    public init(schema: AppSchema, bounds: ExplorationBounds, tab: Int? = nil, layer: Layer = .everything) throws(ExplorationError) {
        guard !schema.isFree else {
            throw ExplorationError("free mode declares no routes to explore (load or declare an app first, e.g. 'app hospital')")
        }
        if let problem = bounds.problem { throw ExplorationError(problem) }
        guard schema.flags.count <= 31 else {
            throw ExplorationError("app \(schema.name) declares \(schema.flags.count) flags; explore handles at most 31")
        }
        for name in bounds.fixedFlags.keys where !schema.flags.contains(where: { $0.name == name }) {
            throw ExplorationError("app \(schema.name) has no flag '\(name)'" + Spelling.hint(for: name, among: schema.flags.map(\.name)))
        }
        precondition(tab.map(schema.tabs.indices.contains) ?? true, "Explorer: app \(schema.name) has no tab \(tab ?? 0)")
        self.schema = schema
        self.bounds = bounds
        self.tab = tab
        self.layer = tab == nil ? .everything : layer
        var bits: [String: Int32] = [:]
        for (index, flag) in schema.flags.enumerated() { bits[flag.name] = 1 << Int32(index) }
        flagBits = bits
        let movable = schema.flags.filter { bounds.fixedFlags[$0.name] == nil }
        movableFlags = movable.map(\.name)
        flagScreens = movable.map { $0.changesOn.map(Set.init) }
        var candidates: [[Route]] = []
        var selections: [[Route]] = []
        for (index, tab) in schema.tabs.enumerated() {
            // Counted before any is made: 20 Bool parameters are a million routes, and as many
            // moves from every state of a tab without edges. A tab with edges makes only its
            // taps from a state: what is counted there is the taps of one screen.
            let declarations = schema.routes(acceptedIn: tab.name)
            if schema.edges(from: .root, inTab: index) != nil {
                try Explorer.checkTaps(of: tab, declarations, in: schema, bounds)
            } else {
                try Explorer.checkMoves(of: tab, declarations, bounds)
            }
            var routes: [Route] = []
            for declaration in declarations {
                for arguments in Explorer.argumentChoices(declaration.parameters, bounds) {
                    if let route = try? schema.check(Route(declaration.name, arguments), in: tab.name) { routes.append(route) }
                }
            }
            candidates.append(routes)
            selections.append(tab.isSplit ? routes.filter { tab.columnIndex(of: $0.name) != nil } : [])
        }
        self.candidates = candidates
        self.selections = selections
        var edges: [(tab: Int, edge: AppSchema.RouteEdge)] = []
        // Each tab's routes by name, so that taps are made in time linear in edges and routes.
        let candidatesByName = candidates.map { Dictionary(grouping: $0, by: \.name) }
        taps = schema.tabs.indices.map { tab in
            guard schema.edges(from: .root, inTab: tab) != nil else { return nil }
            var bySource: [AppSchema.RouteEdge.Source: Taps] = [:]
            for edge in schema.tabs[tab].edges {
                var owner = tab
                if case .go(let name) = edge.kind, let other = schema.tabIndex(named: name) { owner = other }
                let routes = candidatesByName[owner][edge.route] ?? []
                let bound: Taps.Bound = switch edge.kind {
                case .push: .depth
                case .present: .modals
                case .go: .none
                }
                for route in routes {
                    bySource[edge.source, default: Taps()].moves.append(.follow(route))
                    bySource[edge.source, default: Taps()].edges.append(Int32(edges.count))
                    bySource[edge.source, default: Taps()].bounds.append(bound)
                }
                edges.append((tab, edge))
            }
            return bySource
        }
        self.edges = edges
        var linkMoves: [(link: String, move: NavigationOperation)] = []
        if schema.hasEdges {
            for link in bounds.links {
                do {
                    linkMoves.append((link, .open(try DeepLink.parse(link, schema: schema))))
                } catch {
                    throw ExplorationError("--link \(link) does not read as a link of app \(schema.name): \(error.description)")
                }
            }
        }
        self.linkMoves = linkMoves
        edgesOffered = Array(repeating: -1, count: edges.count)
        edgesShown = Array(repeating: false, count: edges.count)
        let walksOneTab = tab != nil
        let tapped = taps.map { $0 != nil }
        offers = schema.tabs.indices.map { tab in
            // A tab with edges pushes and presents by its taps alone.
            let free = tapped[tab] ? [] : candidates[tab]
            return Offers(
                pushes: free.map { .push([$0]) },
                tabs: walksOneTab ? [] : schema.tabs.indices.filter { $0 != tab }.map { .selectTab(schema.tabs[$0].name) },
                selections: selections[tab].map { .select($0) },
                presentations: Modal.Style.allCases.flatMap { style in free.map { .present(style, $0) } })
        }
        layout = RowLayout(tabCount: schema.tabs.count, modalSlots: bounds.maxModals)
        memo = MoveMemo(layout: layout)
        // A tap to another tab pushes on that tab's stack, outside the context too, and so
        // does a link. A tab walked alone has one context a state: nothing to replay.
        memoizes = tab == nil && !schema.redirects.contains { rule in
            if case .tab(_, root: true) = rule.target { return true }
            return false
        } && !edges.contains { if case .go = $0.edge.kind { return true } else { return false } } && linkMoves.isEmpty
        undecoded = [Int32](repeating: -1, count: layout.width)
        initialState = schema.initialState()
        rows = RowStore(width: layout.width, limit: bounds.limit)
        stored = StoredStates(rows: rows, limit: bounds.limit)
        var start = initialState
        for (name, value) in bounds.fixedFlags { start.flags[name] = value }
        if let tab { start.selectedTab = tab }
        var row = [Int32](repeating: 0, count: layout.width)
        encode(start, into: &row)
        row.withUnsafeBufferPointer { stored.start(at: $0) }
    }

    /// The most routes, with their arguments, a walk may offer from one state: a tab's pushes,
    /// or the taps of one screen of a tab with edges.
    public static let routeChoiceLimit = 10_000

    /// The most routes, with their arguments, a tab with edges may take: each is made once and
    /// kept (about a hundred bytes).
    public static let edgeTabRouteLimit = 1_000_000

    /// Refuses a tab without edges whose routes, with their arguments, are more moves than a
    /// walk makes from every state.
    private static func checkMoves(of tab: AppSchema.TabDeclaration, _ declarations: [AppSchema.RouteDeclaration], _ bounds: ExplorationBounds) throws(ExplorationError) {
        if declarations.count > routeChoiceLimit {
            // Values cannot help here: each route is a move at least once.
            throw ExplorationError(
                "tab \(tab.name) takes \(grouped(declarations.count)) routes, more than the \(grouped(routeChoiceLimit))"
                    + " moves a walk makes from every state: explore a smaller app (one flow's routes), or declare its edges")
        }
        var count = 0
        for declaration in declarations {
            let choices = argumentChoiceCount(declaration.parameters, bounds)
            count = choices.map { count + $0 } ?? Int.max
            if count > routeChoiceLimit {
                throw ExplorationError(
                    "tab \(tab.name)'s routes take more than \(grouped(routeChoiceLimit)) argument combinations"
                        + " (\(declaration.name) alone \(choices.map(grouped) ?? "more than a quintillion")), and a walk makes a move of each from every state:"
                        + " give Int and String parameters fewer --values, or explore an app with fewer parameter values")
            }
        }
    }

    /// Refuses a tab with edges whose routes, with their arguments, are more than a walk keeps,
    /// or one of whose screens offers more taps than a walk makes from a state.
    private static func checkTaps(of tab: AppSchema.TabDeclaration, _ declarations: [AppSchema.RouteDeclaration], in schema: AppSchema, _ bounds: ExplorationBounds) throws(ExplorationError) {
        var choices: [String: Int] = [:]
        var count = 0
        for declaration in declarations {
            let routes = argumentChoiceCount(declaration.parameters, bounds) ?? Int.max
            choices[declaration.name] = routes
            count = count.addingReportingOverflow(routes).overflow ? Int.max : count + routes
            if count > edgeTabRouteLimit {
                throw ExplorationError(
                    "tab \(tab.name)'s routes take more than \(grouped(edgeTabRouteLimit)) argument combinations"
                        + " (\(declaration.name) alone \(routes == Int.max ? "more than a quintillion" : grouped(routes))), each kept by the walk:"
                        + " give Int and String parameters fewer --values, or explore a smaller app")
            }
        }
        // A tap to another tab's route takes that tab's declaration of it.
        var otherTabs: [String: [String: Int]] = [:]
        func choicesInTab(_ name: String) -> [String: Int] {
            if let known = otherTabs[name] { return known }
            var found: [String: Int] = [:]
            for declaration in schema.routes(acceptedIn: name) { found[declaration.name] = argumentChoiceCount(declaration.parameters, bounds) ?? Int.max }
            otherTabs[name] = found
            return found
        }
        var taps: [AppSchema.RouteEdge.Source: Int] = [:]
        for edge in tab.edges {
            var routes = choices[edge.route] ?? 1
            if case .go(let other) = edge.kind { routes = choicesInTab(other)[edge.route] ?? 1 }
            let sum = taps[edge.source, default: 0].addingReportingOverflow(routes)
            let total = sum.overflow ? Int.max : sum.partialValue
            taps[edge.source] = total
            if total > routeChoiceLimit {
                throw ExplorationError(
                    "\(edge.source.name) in tab \(tab.name) offers more than \(grouped(routeChoiceLimit)) taps with their arguments"
                        + " (\(edge.route) alone \(routes == Int.max ? "more than a quintillion" : grouped(routes))), and a walk makes each from every state showing it:"
                        + " give Int and String parameters fewer --values")
            }
        }
    }

    /// How many lists of arguments a route takes, or nil past `Int.max`.
    static func argumentChoiceCount(_ parameters: [AppSchema.Parameter], _ bounds: ExplorationBounds) -> Int? {
        var count = 1
        for parameter in parameters {
            var values: Int
            switch parameter.type {
            case .string: values = bounds.stringValues.count
            case .int: values = bounds.intValues.count
            case .bool: values = 2
            case .oneOf(let members): values = members.count
            }
            if parameter.isOptional { values += 1 }
            let (product, overflow) = count.multipliedReportingOverflow(by: values)
            if overflow { return nil }
            count = product
        }
        return count
    }

    /// Every list of arguments a route takes: each parameter's values, an optional's `nil`
    /// (left out) too.
    static func argumentChoices(_ parameters: [AppSchema.Parameter], _ bounds: ExplorationBounds) -> [[Route.Argument]] {
        var choices: [[Route.Argument]] = [[]]
        for parameter in parameters {
            var values: [Value?]
            switch parameter.type {
            case .string: values = bounds.stringValues.map { .string($0) }
            case .int: values = bounds.intValues.map { .int($0) }
            case .bool: values = [.bool(false), .bool(true)]
            case .oneOf(let members): values = members.map { .string($0) }
            }
            if parameter.isOptional { values.insert(nil, at: 0) }
            choices = choices.flatMap { arguments in
                values.map { value in value.map { arguments + [Route.Argument(label: parameter.label, value: $0)] } ?? arguments }
            }
        }
        return choices
    }

    /// The routes a push may put on tab `index`'s stack, with every value of their parameters.
    func candidates(of index: Int) -> [Route] { candidates[index] }

    /// The number of states stored.
    public var stateCount: Int { stored.table.count }
    /// Whether the walk stopped before every reachable state was stored: at `bounds.limit`
    /// states, at `bounds.moveLimit` moves, or cut short (``cutShort()``, at a time limit).
    public var isLimited: Bool { stored.isLimited || isOutOfMoves || wasCutShort }
    /// Whether the walk stored `bounds.limit` states (it may then have gone on to its limit of
    /// moves, expanding the states it stored).
    public var reachedStateLimit: Bool { stored.isLimited }
    /// Whether the walk stopped at `bounds.moveLimit` moves: it expands no state once it has
    /// made them, so where it stops depends on the moves alone, not on the threads' timing.
    public private(set) var isOutOfMoves = false
    /// Whether the walk was cut short before the limit.
    public private(set) var wasCutShort = false

    /// Marks the walk as stopped before it was done (a time limit): what was stored is kept,
    /// and judged as a walk stopped at its limit is.
    public func cutShort() {
        wasCutShort = true
    }

    /// The kinds of finding a walk stopped short cannot judge, as their absence is shown only
    /// by every state: none for a whole walk.
    public var unjudgedKinds: [Finding.Kind] {
        guard isLimited else { return [] }
        return [.unreachable, .trap, .deadRule] + (edges.isEmpty ? [] : [.unusedEdge])
    }
    /// The state state `index` was first reached from, and which of its moves reached it.
    func parent(of index: Int) -> Int32 { stored.parents[index] }
    func ordinal(of index: Int) -> Int32 { stored.ordinals[index] }

    /// Bytes of memory the stored states take, per state: their rows and hash slots, the
    /// interned stacks shared out among them, and the edges.
    public var bytesPerState: Int {
        let count = stored.table.count
        return (stored.table.bytes + interner.bytes + memo.bytes + stored.edgeBytes) / count
    }

    // MARK: The walk

    /// What expanding a run of stored states found, for ``store(_:)`` to keep: each state's
    /// accepted moves in order, with the row each reaches (a move back to its own state has
    /// none) and its hash. Made once and filled again for each run.
    /// (Its properties skip the run-time exclusivity checks: one thread at a time fills or reads it.)
    public final class Expansion {
        /// The first state expanded.
        @exclusivity(unchecked) var first = 0
        /// The rows reached, laid end to end, and their hashes: the expander works them out,
        /// so that the storer, the slower half, only looks them up.
        @exclusivity(unchecked) var rows = Column<Int32>(capacity: 1 << 14)
        @exclusivity(unchecked) var hashes = Column<UInt64>()
        /// Each accepted move's ordinal among the moves offered, or -1 for a move that leaves
        /// the state as it was.
        @exclusivity(unchecked) var moves = Column<Int32>()
        /// For each state expanded, where its moves end in `moves`.
        @exclusivity(unchecked) var ends = Column<Int32>()

        public init() {}

        /// Empties it for the states from `first` on.
        func clear(first: Int) {
            self.first = first
            rows.removeAll()
            hashes.removeAll()
            moves.removeAll()
            ends.removeAll()
        }

        /// Adds a move to a new row, the last `width` words of `rows`.
        @inline(__always)
        func reached(_ ordinal: Int32, width: Int) {
            moves.append(ordinal)
            hashes.append(StateTable.hash(UnsafeBufferPointer(start: rows.base + rows.count - width, count: width)))
        }
    }

    /// The most states expanded at a time.
    public static let statesPerExpansion = 256

    /// Walks every reachable state within the bounds, breadth first, on this thread.
    public func walk() {
        let expansion = Expansion()
        var index = 0
        while index < stateCount && !isOutOfMoves {
            let end = min(stateCount, index + Explorer.statesPerExpansion)
            expand(index..<end, into: expansion, afterLimit: stateCount >= bounds.limit)
            store(expansion)
            index = end
        }
    }

    /// Plans every move of the stored states `range` and works out the rows they reach. Uses
    /// only the expander's part of the explorer and rows already stored, so it may run while
    /// ``store(_:)`` stores an earlier expansion on another thread. `afterLimit`: the walk has
    /// stored its limit, so a move to a stack never met reaches no stored state.
    public func expand(_ range: Range<Int>, into expansion: Expansion, afterLimit: Bool) {
        expansion.clear(first: range.lowerBound)
        // The row and the state being expanded, and the row a move reaches: one of each,
        // written over for every state, so that a state costs no allocation of its own.
        var row = [Int32](repeating: 0, count: layout.width)
        var next = row
        var state = initialState
        // The row `state` was last decoded from: states expanded one after the other mostly
        // differ in a word or two, and only those are decoded again.
        var decoded = undecoded
        // The state's context, and the outcomes of its moves, for the memo.
        var context = [Int32](repeating: 0, count: memo.width)
        var outcomes: [Int32] = []
        for index in range {
            if moveCount >= bounds.moveLimit {
                isOutOfMoves = true
                break
            }
            let source = rows[index]
            if memoizes {
                memo.context(of: source, into: &context)
                if let number = memo.number(of: context) {
                    replays += 1
                    moveCount += memo.replay(number, from: source, into: expansion)
                    expansion.ends.append(Int32(expansion.moves.count))
                    continue
                }
            }
            row.withUnsafeMutableBufferPointer { buffer in _ = buffer.initialize(from: source) }
            decode(row, into: &state, after: decoded)
            decoded.withUnsafeMutableBufferPointer { buffer in _ = buffer.initialize(from: row) }
            let router = Router(schema: schema, state: state)
            let stackWord = layout.tabWord(state.selectedTab)
            let remembering = memoizes && memo.bytes < max(1 << 20, 8 * index)
            var ordinal: Int32 = -1
            var accepted = 0
            outcomes.removeAll(keepingCapacity: true)
            forEachMove(in: state) { operation in
                ordinal += 1
                let edge = offeredEdge
                if edge >= 0 && edgesOffered[Int(edge)] < 0 { edgesOffered[Int(edge)] = Int32(index) }
                let change: Change
                do throws(NavigationError) {
                    change = try router.plan(operation)
                } catch {
                    noteRefusal(error, of: operation, in: index)
                    return
                }
                accepted += 1
                if change.hasRedirects {
                    noteRedirects(change, flags: state.flags)
                } else if edge >= 0 {
                    edgesShown[Int(edge)] = true
                }
                next.withUnsafeMutableBufferPointer { buffer in _ = buffer.initialize(from: row) }
                guard apply(change, to: &next, makingStacks: !afterLimit) else { return }
                switch layer {
                case .everything: break
                case .withoutModals: if layout.modalSlots > 0 && next[layout.modalWord(0)] != 0 { return }
                case .modalsOverRoot: if next[stackWord] != 0 { return }
                }
                let same = next == row
                if same {
                    expansion.moves.append(-1)
                } else {
                    next.withUnsafeBufferPointer { _ = expansion.rows.append($0) }
                    expansion.reached(ordinal, width: layout.width)
                }
                guard remembering else { return }
                // One word at a time: an array literal here would be an allocation a move.
                outcomes.append(same ? -1 : ordinal)
                outcomes.append(next[RowLayout.selectedTab])
                outcomes.append(next[RowLayout.flags])
                outcomes.append(next[stackWord])
                for word in layout.modalWord(0) ..< layout.width { outcomes.append(next[word]) }
                assert(layout.tabWords.allSatisfy { $0 == stackWord || next[$0] == row[$0] }, "a move changed a stack outside its context")
            }
            moveCount += accepted
            if !state.modals.isEmpty { movesFromModals += accepted }
            expansion.ends.append(Int32(expansion.moves.count))
            if remembering { rememberWhilePaying(context, outcomes: outcomes, accepted: accepted) }
        }
    }

    /// Remembers a context met for the first time, while the memo pays: it is kept up to
    /// 1 MiB, or 8 bytes for each state expanded (``expand(_:into:)``). With one tab a context
    /// is the whole state, met once: past 1,024 contexts with a state replayed for fewer than
    /// one in eight remembered, the memo is dropped and every move planned (with several tabs,
    /// early in the walk, about as many states are replayed as remembered).
    private func rememberWhilePaying(_ context: [Int32], outcomes: [Int32], accepted: Int) {
        if memo.count >= 1024 && replays * 8 < memo.count {
            memoizes = false
            memo.removeAll()
        } else {
            memo.add(context, outcomes: outcomes, accepted: accepted)
        }
    }

    /// Keeps what an expansion found: the new states, each with the state and move that first
    /// reached it, and every accepted move as an edge. Uses only the storer's part of the
    /// explorer, so it may run while ``expand(_:into:)`` expands later states on another thread.
    public func store(_ expansion: Expansion) {
        stored.store(expansion)
    }

    /// The moves offered in `state`, in a fixed order (a script names a move by it): what the
    /// walk tries, accepted or not.
    public func moves(in state: NavigationState) -> [NavigationOperation] {
        var moves: [NavigationOperation] = []
        forEachMove(in: state) { moves.append($0) }
        return moves
    }

    /// Calls `body` with each move offered in `state`, in the order of `moves(in:)`: the walk's
    /// way, which makes no array of them and copies none of the moves made once per tab.
    @inline(__always)
    func forEachMove(in state: NavigationState, _ body: (borrowing NavigationOperation) -> Void) {
        // Each offered move is lent to `body` by index: a for-in loop would copy it.
        let offered = offers[state.selectedTab]
        let tapsHere = taps[state.selectedTab]
        let front = tapsHere == nil && flagScreens.allSatisfy({ $0 == nil }) ? nil : state.frontScreen
        if let tapsHere {
            // Past the bounds a tap is not offered, as a push or a presentation would not be.
            if let here = tapsHere[front!] {
                let deep = state.depth >= bounds.maxDepth, full = state.modals.count >= bounds.maxModals
                for index in here.moves.indices {
                    switch here.bounds[index] {
                    case .depth where deep, .modals where full: continue
                    default: break
                    }
                    offeredEdge = here.edges[index]
                    body(here.moves[index])
                }
                offeredEdge = -1
            }
        } else if state.depth < bounds.maxDepth {
            for index in offered.pushes.indices { body(offered.pushes[index]) }
        }
        if state.depth > 0 { body(.pop(1)) }
        if state.modals.isEmpty {
            for index in offered.tabs.indices { body(offered.tabs[index]) }
            for index in offered.selections.indices { body(offered.selections[index]) }
            // A tab that goes back to its root when selected again offers that too.
            if state.depth > 0 && schema.retapToRoot.contains(state.selectedTabName) { body(.selectTab(state.selectedTabName)) }
        }
        if tapsHere == nil && state.modals.count < bounds.maxModals { for index in offered.presentations.indices { body(offered.presentations[index]) } }
        if !state.modals.isEmpty { body(.dismiss(all: false)) }
        for index in linkMoves.indices { body(linkMoves[index].move) }
        for (index, flag) in movableFlags.enumerated() where offersFlag(index, in: state, front: front) {
            body(.setFlag(flag, !(state.flags[flag] ?? false)))
        }
    }

    /// Whether flag `index` of ``movableFlags`` may change in `state`, whose screen in front
    /// is `front` (nil when no flag is bound to screens): anywhere, or on its screens.
    @inline(__always)
    func offersFlag(_ index: Int, in state: NavigationState, front: AppSchema.RouteEdge.Source?) -> Bool {
        guard let screens = flagScreens[index] else { return true }
        return Explorer.shows(state, front!, screens)
    }

    /// Every tap the screen in front offers, whatever the bounds: none in a tab without edges.
    func taps(in state: NavigationState) -> [NavigationOperation] {
        taps[state.selectedTab]?[state.frontScreen]?.moves ?? []
    }

    /// Whether one of `screens` is in front, or is the root of the modal in front (a sheet
    /// with steps pushed inside it is still that sheet).
    private static func shows(_ state: NavigationState, _ front: AppSchema.RouteEdge.Source, _ screens: Set<String>) -> Bool {
        if case .route(let name) = front, screens.contains(name) { return true }
        return state.modals.last.map { screens.contains($0.root.name) } ?? false
    }

    /// The taps a screen offers: a `follow` of each route, with each value of its
    /// parameters, of each edge leaving it, and the edge each follows.
    struct Taps {
        var moves: [NavigationOperation] = []
        var edges: [Int32] = []
        /// The bound each tap is within: a push's depth, a presentation's modals; a tap to
        /// another tab is checked when its push is applied.
        var bounds: [Bound] = []

        enum Bound { case depth, modals, none }
    }

    /// The moves a tab offers, made once: pushes, tab switches, selections and presentations.
    struct Offers {
        let pushes: [NavigationOperation]
        let tabs: [NavigationOperation]
        let selections: [NavigationOperation]
        let presentations: [NavigationOperation]
    }

    private func noteRefusal(_ error: NavigationError, of operation: NavigationOperation, in state: Int) {
        switch error {
        case .guarded(_, let rule, _): heldGuards.insert(rule)
        case .redirectLoop(let chain), .tooManyRedirects(let chain):
            // The rules of the chain fired: the loop is what is wrong, and it is reported.
            for rule in schema.redirects where chain.contains(where: { $0.name == rule.source }) { firedRedirects.insert(rule) }
            if loop == nil { loop = (state, operation, error) }
        default: break
        }
    }

    private func noteRedirects(_ change: Change, flags: [String: Bool]) {
        for redirection in change.redirections {
            if let rule = schema.redirects.first(where: { $0.source == redirection.from.name && $0.condition == redirection.condition }) {
                firedRedirects.insert(rule)
            }
        }
    }

    // MARK: Rows and states

    /// The state a row stands for, as the router takes it.
    func decode<Row: RandomAccessCollection>(_ row: Row) -> NavigationState where Row.Element == Int32, Row.Index == Int {
        var state = initialState
        decode(row, into: &state)
        return state
    }

    /// Makes `state`, a state of this app, the one `row` stands for, in place: its tabs and
    /// modals are written over rather than made anew.
    func decode<Row: RandomAccessCollection>(_ row: Row, into state: inout NavigationState) where Row.Element == Int32, Row.Index == Int {
        decode(row, into: &state, after: undecoded)
    }

    /// `decode(_:into:)` of a `state` last decoded from the row `previous`: only the parts
    /// whose words differ are written.
    private func decode<Row: RandomAccessCollection>(_ row: Row, into state: inout NavigationState, after previous: [Int32]) where Row.Element == Int32, Row.Index == Int {
        let base = row.startIndex
        for index in schema.tabs.indices {
            let word = layout.tabWord(index)
            if row[base + word] != previous[word] { state.tabs[index].stack = interner.stacks[Int(row[base + word])] }
        }
        if (0 ..< 3 * layout.modalSlots).contains(where: { row[base + layout.modalWord(0) + $0] != previous[layout.modalWord(0) + $0] }) {
            state.modals.removeAll(keepingCapacity: true)
            for slot in 0..<layout.modalSlots {
                let word = base + layout.modalWord(slot)
                guard row[word] != 0 else { break }
                state.modals.append(Modal(style: row[word] == 1 ? .sheet : .cover, root: interner.routes[Int(row[word + 1])], stack: interner.stacks[Int(row[word + 2])]))
            }
        }
        state.selectedTab = Int(row[base])
        if row[base + RowLayout.flags] != previous[RowLayout.flags] { state.flags = flags(row[base + RowLayout.flags]) }
    }

    private func flags(_ bits: Int32) -> [String: Bool] {
        // Most walks see one set of flags for long runs of states (an app without flags, only one).
        if bits == lastFlags.bits { return lastFlags.flags }
        if let known = flagStates[bits] {
            lastFlags = (bits, known)
            return known
        }
        var flags: [String: Bool] = [:]
        for (name, bit) in flagBits { flags[name] = bits & bit != 0 }
        flagStates[bits] = flags
        lastFlags = (bits, flags)
        return flags
    }

    /// Writes `state` as a row.
    func encode(_ state: NavigationState, into row: inout [Int32]) {
        row[RowLayout.selectedTab] = Int32(state.selectedTab)
        var bits: Int32 = 0
        for (name, value) in state.flags where value { bits |= flagBits[name] ?? 0 }
        row[RowLayout.flags] = bits
        for (index, tab) in state.tabs.enumerated() { row[layout.tabWord(index)] = interner.stackNumber(tab.stack) }
        for slot in 0..<layout.modalSlots {
            let word = layout.modalWord(slot)
            if slot < state.modals.count {
                let modal = state.modals[slot]
                row[word] = modal.style == .sheet ? 1 : 2
                row[word + 1] = interner.routeNumber(modal.root)
                row[word + 2] = interner.stackNumber(modal.stack)
            } else {
                row[word] = 0
                row[word + 1] = 0
                row[word + 2] = 0
            }
        }
    }

    /// Applies a change the router planned to a row, as `NavigationState.apply` applies it to a
    /// state; false when the result leaves the bounds (a stack too deep, too many modals), or,
    /// unless `makingStacks`, when it pushes a stack no state has: the walk, once it has
    /// stored its limit, can reach no state it has not stored, and interning the stacks it
    /// meets would keep what no state holds (a walk of 290 routes met 900 new stacks a state
    /// past its limit, and ran out of memory at 30 times the stored states').
    func apply(_ change: Change, to row: inout [Int32], makingStacks: Bool = true) -> Bool {
        switch change {
        case .push(let route, let target):
            let word = stackWord(target, in: row)
            guard interner.depth(of: row[word]) < bounds.maxDepth else { return false }
            return push([route], onto: word, of: &row, makingStacks: makingStacks)
        case .pushAll(let routes, let target):
            let word = stackWord(target, in: row)
            guard interner.depth(of: row[word]) + routes.count <= bounds.maxDepth else { return false }
            return push(routes, onto: word, of: &row, makingStacks: makingStacks)
        case .pop(_, let target):
            let word = stackWord(target, in: row)
            row[word] = interner.stackParents[Int(row[word])]
            return true
        case .popAll(let routes, let target):
            let word = stackWord(target, in: row)
            for _ in routes { row[word] = interner.stackParents[Int(row[word])] }
            return true
        case .replace(_, let new, let target):
            guard new.count <= bounds.maxDepth else { return false }
            let word = stackWord(target, in: row)
            guard let number = makingStacks ? interner.stackNumber(new) : interner.knownStackNumber(new) else { return false }
            row[word] = number
            return true
        case .selectTab(_, let to):
            row[RowLayout.selectedTab] = Int32(to)
            return true
        case .present(let modal):
            let slot = modalCount(row)
            guard slot < layout.modalSlots, modal.stack.count <= bounds.maxDepth else { return false }
            guard let stack = makingStacks ? interner.stackNumber(modal.stack) : interner.knownStackNumber(modal.stack) else { return false }
            let word = layout.modalWord(slot)
            row[word] = modal.style == .sheet ? 1 : 2
            row[word + 1] = interner.routeNumber(modal.root)
            row[word + 2] = stack
            return true
        case .dismiss(let modals):
            let top = modalCount(row)
            for slot in (top - modals.count)..<top {
                let word = layout.modalWord(slot)
                row[word] = 0
                row[word + 1] = 0
                row[word + 2] = 0
            }
            return true
        case .setFlag(let name, _, let to):
            let bit = flagBits[name] ?? 0
            row[RowLayout.flags] = to ? row[RowLayout.flags] | bit : row[RowLayout.flags] & ~bit
            return true
        case .replaceState(_, let new):
            guard new.modals.count <= layout.modalSlots, new.tabs.count == layout.tabCount else { return false }
            encode(new, into: &row)
            return true
        case .redirect:
            return true
        case .addTab, .removeTab:
            return false
        case .sequence(let steps):
            for step in steps where !apply(step, to: &row, makingStacks: makingStacks) { return false }
            return true
        }
    }

    /// Pushes `routes` onto the stack in `row[word]`, as ``apply(_:to:makingStacks:)`` does.
    private func push(_ routes: [Route], onto word: Int, of row: inout [Int32], makingStacks: Bool) -> Bool {
        for route in routes {
            let number = interner.routeNumber(route)
            if makingStacks {
                row[word] = interner.child(of: row[word], pushing: number)
            } else {
                guard let known = interner.knownChild(of: row[word], pushing: number) else { return false }
                row[word] = known
            }
        }
        return true
    }

    private func stackWord(_ target: NavigationState.Target, in row: [Int32]) -> Int {
        switch target {
        case .tab(let index): return layout.tabWord(index)
        case .modal(let slot): return layout.modalWord(slot) + 2
        }
    }

    private func modalCount(_ row: [Int32]) -> Int {
        var count = 0
        while count < layout.modalSlots && row[layout.modalWord(count)] != 0 { count += 1 }
        return count
    }

    // MARK: Scripts

    /// The state stored at `index`.
    public func state(_ index: Int) -> NavigationState {
        requireState(index)
        return decode(rows[index])
    }

    /// Stops with a message on an index no state has: a query out of range would read
    /// another state's memory, or none.
    private func requireState(_ index: Int, function: StaticString = #function) {
        precondition(index >= 0 && index < stateCount, "Explorer.\(function): no state \(index) (the walk stored \(stateCount), numbered from 0)")
    }

    /// The commands that reach state `index` from the start, by the moves that first reached
    /// each state on the way: a shortest script.
    public func script(to index: Int) -> [String] {
        startCommands + tabCommands + moves(to: index).map(command)
    }

    /// What selects the tab walked alone from the app's start: `tab NAME`, unless it is the
    /// first tab.
    var tabCommands: [String] {
        guard let tab, tab != 0 else { return [] }
        return ["tab \(schema.tabs[tab].name)"]
    }

    /// A move as a script's line: a link opened as written.
    public func command(_ move: NavigationOperation) -> String {
        if case .open = move, let link = linkMoves.first(where: { $0.move == move }) { return "open " + Value.quoted(link.link) }
        return move.command ?? ""
    }

    /// What puts a fresh session where the walk started: `flag NAME VALUE` for each flag the
    /// walk held (`--flag`), in the app's order. Every script starts with them, so that it
    /// replays what was explored rather than the app's defaults.
    public var startCommands: [String] {
        schema.flags.compactMap { flag in bounds.fixedFlags[flag.name].map { "flag \(flag.name) \($0)" } }
    }

    /// How many moves the shortest script to state `index` makes (from the app's start: a tab
    /// walked alone counts its `tab NAME`).
    public func distance(to index: Int) -> Int {
        requireState(index)
        var count = tabCommands.count
        var current = index
        while current > 0 {
            current = Int(parent(of: current))
            count += 1
        }
        return count
    }

    /// The moves that reach state `index` from the start, shortest first.
    public func moves(to index: Int) -> [NavigationOperation] {
        requireState(index)
        var moves: [NavigationOperation] = []
        var current = index
        while current > 0 {
            let parent = Int(parent(of: current))
            let row = Array(rows[parent])
            moves.append(self.moves(in: decode(row))[Int(ordinal(of: current))])
            current = parent
        }
        return moves.reversed()
    }

    /// The index of the stored state equal to `state`, if it is within the walk.
    public func index(of state: NavigationState) -> Int? {
        var row = [Int32](repeating: 0, count: layout.width)
        guard state.tabs.count == layout.tabCount, state.modals.count <= layout.modalSlots else { return nil }
        encode(state, into: &row)
        return row.withUnsafeBufferPointer { stored.table.index(of: $0) }
    }

    /// The successors of state `index` (its accepted moves' states, self-loops included).
    public func successors(of index: Int) -> [Int32] {
        requireState(index)
        return stored.successors(of: index)
    }
}
