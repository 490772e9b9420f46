import NavreplKit

/// What the walk shows about the app: routes nobody reaches, traps, redirect loops, flags and
/// rules that do nothing, states whose URL does not read back, links that land in different
/// places, and checks that fail; each with the shortest scripts that show it.
extension Explorer {
    /// A check over states: `holds` must be true in every state where `when` is.
    public struct Check {
        /// How the report names the check: its expectation, and its condition.
        public let name: String
        /// The states the check applies to; nil for every state.
        public let when: ((NavigationState) -> Bool)?
        /// Whether the check holds in a state.
        public let holds: (NavigationState) -> Bool

        /// A check named `name`, judged by `holds` where `when` holds.
        public init(name: String, when: ((NavigationState) -> Bool)? = nil, holds: @escaping (NavigationState) -> Bool) {
            self.name = name
            self.when = when
            self.holds = holds
        }
    }

    /// `1,842,552`: a count as reports print it.
    public static func grouped(_ number: Int) -> String {
        let digits = String(number)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && digit != "-" && (digits.count - index) % 3 == 0 && digits[digits.index(digits.startIndex, offsetBy: index - 1)] != "-" { result.append(",") }
            result.append(digit)
        }
        return result
    }

    /// Every finding, in a fixed order of kinds; run after `walk()`.
    public func findings(checks: [Check] = [], links: [String]? = nil) -> [Finding] {
        findings(checks: checks, links: links, isInterrupted: { false })!
    }

    /// The same, stopping once `isInterrupted` says so (Ctrl-C): then nil. It is asked every
    /// few thousand states of the passes over them. The kinds `skipping` names are not judged
    /// at all (`--ignore KIND`): the links' pass, one link a route opened from every state,
    /// is most of the judging of a big app.
    public func findings(checks: [Check] = [], links: [String]? = nil, skipping: Set<Finding.Kind> = [], isInterrupted: () -> Bool) -> [Finding]? {
        withoutActuallyEscaping(isInterrupted) { isInterrupted in
            let stop = Interruption(isInterrupted)
            let findings = allFindings(checks: checks, links: links, skipping: skipping, stop)
            return stop.happened ? nil : findings
        }
    }

    private func allFindings(checks: [Check], links: [String]?, skipping: Set<Finding.Kind>, _ stop: Interruption) -> [Finding] {
        var findings: [Finding] = []
        func judge(_ kind: Finding.Kind, _ finding: () -> [Finding]) {
            if !skipping.contains(kind) { findings += finding() }
        }
        judge(.unreachable) { unreachableRoutes() }
        judge(.trap) { traps(stop) }
        judge(.cycle) { cycles() }
        judge(.unusedFlag) { unusedFlags() }
        judge(.deadRule) { deadRules() }
        judge(.orphan) { orphans() }
        judge(.deadEnd) { deadEnds(stop) }
        judge(.unusedEdge) { unusedEdges() }
        findings += linksAndURLs(skipping.contains(.link) ? [] : links ?? sampleLinks(), readingURLs: !skipping.contains(.url), stop)
        findings += failedChecks(checks, stop)
        return findings
    }

    /// Whether the passes were asked to stop: asked at most once every 4,096 states.
    final class Interruption {
        private let isInterrupted: () -> Bool
        private(set) var happened = false

        init(_ isInterrupted: @escaping () -> Bool) {
            self.isInterrupted = isInterrupted
        }

        /// Whether to stop at state `index`.
        func at(_ index: Int) -> Bool {
            if !happened && index & 4095 == 0 { happened = isInterrupted() }
            return happened
        }
    }

    private func unreachableRoutes() -> [Finding] {
        // Past the limit a route not yet reached may be reached by the states not walked.
        guard !isLimited else { return [] }
        return unreachableRoutes(seen: routesOnStacks())
    }

    /// The names of the routes on some stored state's stacks or modals.
    func routesOnStacks() -> Set<String> {
        var seen = Set<String>()
        var usedStacks = [Bool](repeating: false, count: interner.stacks.count)
        for index in 0..<stateCount {
            let row = rows[index]
            for tab in 0..<layout.tabCount { usedStacks[Int(row[layout.tabWord(tab)])] = true }
            for slot in 0..<layout.modalSlots {
                let word = layout.modalWord(slot)
                guard row[word] != 0 else { break }
                seen.insert(interner.routes[Int(row[word + 1])].name)
                usedStacks[Int(row[word + 2])] = true
            }
        }
        for (stack, used) in usedStacks.enumerated() where used {
            for route in interner.stacks[stack] { seen.insert(route.name) }
        }
        return seen
    }

    /// A finding for each declared route not `seen` on a reachable stack; one the app's edges
    /// show only past the walk's bounds says so, and which bounds walk there.
    func unreachableRoutes(seen: Set<String>) -> [Finding] {
        var findings: [Finding] = []
        var declared = Set<String>()
        var reach: EdgeReach?
        var tappedAnywhere: Set<String>?
        let bounds = "depth ≤ \(self.bounds.maxDepth), modals ≤ \(self.bounds.maxModals)"
        for route in schema.tabs.flatMap(\.routes) + schema.sharedRoutes where declared.insert(route.name).inserted && !seen.contains(route.name) {
            // A split tab's sidebar routes are shown by the sidebar itself, never on a stack.
            if schema.tabs.contains(where: { $0.isSplit && $0.columnIndex(of: route.name) == 0 }) { continue }
            if schema.hasEdges, let way = (reach ?? { reach = EdgeReach(schema: schema); return reach! }()).ways[route.name],
               way.depth > self.bounds.maxDepth || way.modals > self.bounds.maxModals {
                let advice = Explorer.boundsAdvice(depth: way.depth, modals: way.modals, past: self.bounds)
                findings.append(Finding(
                    kind: .unreachable, subject: route.name,
                    message: "route \(route.name) is past the walk's bounds (\(bounds)): its edges show it \(way.taps) tap\(way.taps == 1 ? "" : "s") from \(way.tab)'s root,"
                        + " with stacks \(way.depth) deep and \(way.modals) modal\(way.modals == 1 ? "" : "s") up (\(advice))",
                    pastBounds: way))
                continue
            }
            let redirected = schema.redirects.contains { $0.source == route.name }
            // A route only screens nothing reaches lead to (an island: b -> c, c -> b) is
            // told apart from one the bounds kept out: no bound walks there.
            let island = !redirected && schema.hasEdges
                && (reach ?? { reach = EdgeReach(schema: schema); return reach! }()).ways[route.name] == nil
                && !(tappedAnywhere ?? { tappedAnywhere = routesWithoutEdges(); return tappedAnywhere! }()).contains(route.name)
            findings.append(Finding(
                kind: .unreachable, subject: route.name,
                message: "route \(route.name) is on no reachable stack (\(bounds))"
                    + (redirected ? ": a redirect takes its place in every state walked" : "")
                    + (island ? ": no chain of edges from a tab's root leads to it" : "")))
        }
        return findings
    }

    /// Which bounds walk to a state `depth` deep with `modals` up, past `bounds`: the options
    /// to raise, or that it is past the most they may be (told as such, not as an option
    /// refused). `place` says where they walk.
    public static func boundsAdvice(depth: Int, modals: Int, past bounds: ExplorationBounds, to place: String = "there") -> String {
        if depth > ExplorationBounds.depths.upperBound || modals > ExplorationBounds.modalCounts.upperBound {
            return "past the most a walk's bounds may be: --max-depth \(ExplorationBounds.depths.upperBound), --max-modals \(ExplorationBounds.modalCounts.upperBound)"
        }
        let options = (depth > bounds.maxDepth ? ["--max-depth \(depth)"] : []) + (modals > bounds.maxModals ? ["--max-modals \(modals)"] : [])
        return "\(options.joined(separator: " ")) walks \(place) by the edges, if no rule asks for more"
    }

    /// The routes a tab without edges declares, which it shows from any of its screens, and
    /// the routes the app shares.
    private func routesWithoutEdges() -> Set<String> {
        var names = Set(schema.sharedRoutes.map(\.name))
        for (index, tab) in schema.tabs.enumerated() where schema.edges(from: .root, inTab: index) == nil {
            names.formUnion(tab.routes.map(\.name))
        }
        return names
    }

    /// States from which the start cannot be reached again: a finding for each way in.
    private func traps(_ stop: Interruption) -> [Finding] {
        guard !isLimited, let returns = returning(to: { $0 == 0 }, stop), returns.contains(false) else { return [] }
        return Explorer.trapFindings(trapWays(returns).map { (self, $0.first) }, count: Explorer.grouped(returns.count { !$0 }))
    }

    /// The ways into the trap states (`returns` false): each trap state first reached from a
    /// state that returns is a way in, named by the route (or the tab) in front of it, so
    /// that two traps with two causes are two findings, and ignoring one (`--ignore
    /// trap:SUBJECT`) leaves the other reported. A way's first state is its nearest.
    func trapWays(_ returns: [Bool]) -> [(subject: String, first: Int)] {
        var ways: [(subject: String, first: Int)] = []
        var named = Set<String>()
        // States are numbered as the walk met them, the nearest first, each after its parent.
        for index in returns.indices where !returns[index] {
            let parent = Int(parent(of: index))
            guard parent < 0 || returns[parent] else { continue }
            let subject = trapSubject(index)
            if named.insert(subject).inserted { ways.append((subject, index)) }
        }
        return ways
    }

    /// What a trap entered at state `index` is named by: the route in front, or the tab.
    private func trapSubject(_ index: Int) -> String {
        let state = self.state(index)
        return state.top?.name ?? state.selectedTabName
    }

    /// The trap findings: `count` states cannot get back to the start, entered by each of
    /// `ways` (a walk and its state), nearest first. The first finding has the count.
    static func trapFindings(_ ways: [(walk: Explorer, index: Int)], count: String) -> [Finding] {
        ways.enumerated().map { number, way in
            let state = way.walk.state(way.index)
            let said = number == 0
                ? "\(count) reachable state\(count == "1" ? "" : "s") cannot get back to the start"
                    + (ways.count > 1 ? ", entered \(ways.count) ways (a finding each, by the screen in front)" : "")
                : "of the \(count) reachable state\(count == "1" ? "" : "s") that cannot get back to the start, some are entered this way too"
            return Finding(
                kind: .trap, subject: state.top?.name ?? state.selectedTabName,
                message: "\(said); the first: \(DeepLink.url(for: state, schema: way.walk.schema))",
                scripts: [way.walk.script(to: way.index)])
        }
    }

    /// For each state, whether a state `isHome` is says is reachable from it: found by marking,
    /// from the homes backwards, every state with a move to a marked one, until nothing
    /// changes. Nil when stopped.
    func returning(to isHome: (Int) -> Bool, _ stop: Interruption) -> [Bool]? {
        var returns = (0..<stateCount).map(isHome)
        // Through a pointer: the array itself, captured by the test of each state's moves
        // while the loop writes it, was retained and checked for sharing at every state.
        let finished = returns.withUnsafeMutableBufferPointer { returns in
            var changed = true
            while changed {
                changed = false
                for index in stride(from: stateCount - 1, through: 0, by: -1) where !returns[index] {
                    if stop.at(index) { return false }
                    if stored.hasSuccessor(of: index, where: { returns[Int($0)] }) {
                        returns[index] = true
                        changed = true
                    }
                }
            }
            return true
        }
        return finished ? returns : nil
    }

    func cycles() -> [Finding] {
        var findings: [Finding] = []
        // Each loop once, by the routes it goes round: the one the walk met, then every other
        // chain of redirects that comes back to itself.
        var loops = Set<Set<String>>()
        if let loop {
            findings.append(Finding(
                kind: .cycle, subject: command(loop.move), message: loop.error.description,
                scripts: [script(to: loop.state) + [command(loop.move)]]))
            if case .redirectLoop(let chain) = loop.error { loops.insert(Set(chain.map(\.name))) }
        }
        // Statically: a chain of redirects, whatever their flags, that comes back to itself.
        for rule in schema.redirects {
            var chain = [rule.source]
            // A redirect to a root or a tab ends a chain: only routes can go round.
            guard var current = rule.target.request?.name else { continue }
            while !chain.contains(current), let next = schema.redirects.first(where: { $0.source == current }), let target = next.target.request?.name {
                chain.append(current)
                current = target
            }
            if chain.contains(current) && current == rule.source && loops.insert(Set(chain)).inserted {
                findings.append(Finding(
                    kind: .cycle, subject: rule.source,
                    message: "the redirects \((chain + [current]).joined(separator: " -> ")) form a loop (when their flags all hold)"))
            }
        }
        return findings
    }

    func unusedFlags() -> [Finding] {
        let read = Set(schema.redirects.map(\.condition.flag) + schema.guards.map(\.condition.flag))
        return schema.flags.filter { !read.contains($0.name) }.map {
            Finding(kind: .unusedFlag, subject: $0.name, message: "flag \($0.name) is read by no redirect or guard")
        }
    }

    private func deadRules() -> [Finding] {
        guard !isLimited else { return [] }
        return deadRules(fired: firedRedirects, held: heldGuards)
    }

    /// A finding for each redirect not `fired` and each guard not `held`.
    func deadRules(fired firedRedirects: Set<AppSchema.RedirectRule>, held heldGuards: Set<AppSchema.GuardRule>) -> [Finding] {
        var findings: [Finding] = []
        for rule in schema.redirects where !firedRedirects.contains(rule) {
            findings.append(Finding(kind: .deadRule, subject: rule.spelling, message: "'\(rule.spelling)' never fires in any reachable state"))
        }
        for rule in schema.guards where !heldGuards.contains(rule) {
            findings.append(Finding(kind: .deadRule, subject: rule.spelling, message: "'\(rule.spelling)' never refuses a move in any reachable state"))
        }
        return findings
    }

    /// Routes no declared edge leads to, in an app with edges: a tab's own route, by an edge
    /// of that tab or a `go` edge to it; an app-level route, by an edge of any tab. A tab
    /// without edges lets every route it accepts follow every screen, and a redirect's target
    /// is led to by the redirect. Each with the links that reach it, and a script opening the first.
    func orphans() -> [Finding] {
        guard schema.hasEdges else { return [] }
        let redirected = Set(schema.redirects.compactMap { $0.target.request?.name })
        var ledToShared = Set<String>()
        var ledTo: [String: Set<String>] = [:]
        for (index, tab) in schema.tabs.enumerated() {
            guard schema.edges(from: .root, inTab: index) != nil else {
                ledTo[tab.name, default: []].formUnion(tab.routes.map(\.name))
                ledToShared.formUnion(schema.sharedRoutes.map(\.name))
                continue
            }
            for edge in tab.edges {
                if case .go(let other) = edge.kind {
                    ledTo[other, default: []].insert(edge.route)
                } else {
                    ledTo[tab.name, default: []].insert(edge.route)
                    ledToShared.insert(edge.route)
                }
            }
        }
        var findings: [Finding] = []
        let several = Finding.routesOfSeveralTabs(in: schema)
        for tab in schema.tabs {
            for route in tab.routes where !ledTo[tab.name, default: []].contains(route.name) && !redirected.contains(route.name) {
                if tab.isSplit && tab.columnIndex(of: route.name) == 0 { continue }
                findings.append(orphan(route.name, named: Finding.orphanSubject(route.name, in: tab.name, several), in: tab.name))
            }
        }
        for route in schema.sharedRoutes where !ledToShared.contains(route.name) && !redirected.contains(route.name) {
            findings.append(orphan(route.name, named: route.name, in: nil))
        }
        return findings
    }

    /// An orphan finding for `route` of `tab` (nil: at app level), with the links that open
    /// it: the app's, or else the `--link` URLs given the walk.
    private func orphan(_ route: String, named subject: String, in tab: String?) -> Finding {
        let links = schema.links.filter { $0.route == route && (tab == nil || $0.tab == tab) }
        if links.isEmpty, let url = givenLink(opening: route, in: tab) {
            return Finding(
                kind: .orphan, subject: subject,
                message: "no edge or redirect leads to \(subject): only a link reaches it (--link \(Value.quoted(url)))",
                scripts: [startCommands + ["open \(url)"]])
        }
        guard let link = links.first, let index = schema.tabIndex(named: link.tab),
              let sample = candidates(of: index).first(where: { $0.name == route }) else {
            return Finding(kind: .orphan, subject: subject, message: "no edge, redirect or link leads to \(subject): only code that pushes or presents it reaches it")
        }
        let state = NavigationState(tabs: [NavigationState.TabState(name: link.tab, stack: [sample])])
        let url = (try? DeepLink.universalURL(for: state, schema: schema).get()) ?? DeepLink.url(for: state, schema: schema)
        return Finding(
            kind: .orphan, subject: subject,
            message: "no edge or redirect leads to \(subject): only a link reaches it (\(links.map { Value.quoted($0.pattern) }.joined(separator: ", ")))",
            scripts: [startCommands + ["open \(url)"]])
    }

    /// The first `--link` URL given the walk that opens a screen of `route` (in `tab`, or in
    /// any tab for an app-level route), on the stack or as a modal.
    private func givenLink(opening route: String, in tab: String?) -> String? {
        bounds.links.first { url in
            guard let destination = try? DeepLink.parse(url, schema: schema), tab == nil || destination.tab == tab else { return false }
            let routes = destination.stack + destination.modals.flatMap { [$0.root] + $0.stack }
            return routes.contains { $0.name == route }
        }
    }

    /// Pushed screens a user cannot leave on their stack, in tabs with edges: a guard refuses
    /// the back, no tap from them is accepted, and no flag changed there changes that. One finding a route, with the shortest script to the first such
    /// state. Only a guard refuses a pop, so only states with a guarded route in front are decoded.
    func deadEnds(_ stop: Interruption) -> [Finding] {
        guard schema.hasEdges, !schema.guards.isEmpty else { return [] }
        let guarded = Set(schema.guards.map(\.route))
        var found: [String: Int] = [:]
        var order: [String] = []
        for index in 0..<stateCount {
            if stop.at(index) { return [] }
            let row = rows[index]
            let top: Route?
            if let slot = (0..<layout.modalSlots).last(where: { row[layout.modalWord($0)] != 0 }) {
                top = interner.stacks[Int(row[layout.modalWord(slot) + 2])].last
            } else {
                top = interner.stacks[Int(row[layout.tabWord(Int(row[RowLayout.selectedTab]))])].last
            }
            // Judged where taps are declared: elsewhere every push is a way on.
            guard let top, guarded.contains(top.name), found[top.name] == nil, schema.edges(from: .root, inTab: Int(row[RowLayout.selectedTab])) != nil else { continue }
            let state = self.state(index)
            // A flag the user may change on this screen (a "Discard" button) is a way out
            // when, changed, the back or a tap is accepted.
            let front = state.frontScreen
            let flips = movableFlags.indices.filter { offersFlag($0, in: state, front: front) }.map { flag in
                var flipped = state
                flipped.flags[movableFlags[flag]] = !(state.flags[movableFlags[flag]] ?? false)
                return flipped
            }
            guard ([state] + flips).allSatisfy({ isStuck($0) }) else { continue }
            found[top.name] = index
            order.append(top.name)
        }
        return order.map { name in
            Finding(
                kind: .deadEnd, subject: name,
                message: "on \(name) a user can neither go back (a guard holds) nor tap on: \(DeepLink.url(for: state(found[name]!), schema: schema))",
                scripts: [script(to: found[name]!)])
        }
    }

    /// Whether in `state` the back is refused and no tap is accepted: past the walk's bounds
    /// too, since a tap the depth bound kept from the walk is a way on.
    private func isStuck(_ state: NavigationState) -> Bool {
        let router = Router(schema: schema, state: state)
        guard (try? router.plan(.pop(1))) == nil else { return false }
        return taps(in: state).allSatisfy { (try? router.plan($0)) == nil }
    }

    /// The declared edges some tap took to their route, by their tab's name.
    public var shownEdges: [(tab: String, edge: AppSchema.RouteEdge)] {
        edges.indices.filter { edgesShown[$0] }.map { (schema.tabs[edges[$0].tab].name, edges[$0].edge) }
    }

    /// Edges offered in some state that never showed their route: refused or redirected in
    /// every one. (An edge from a screen never reached is not judged: the screen is the problem.)
    private func unusedEdges() -> [Finding] {
        guard !isLimited else { return [] }
        return edges.indices.filter { edgesOffered[$0] >= 0 && !edgesShown[$0] }.map { unusedEdge($0, offeredIn: Int(edgesOffered[$0])) }
    }

    /// The finding for edge `index`, with a tap on it in `state`, where it was offered.
    func unusedEdge(_ index: Int, offeredIn state: Int) -> Finding {
        let (tab, edge) = edges[index]
        let tap = moves(in: self.state(state)).first { if case .follow(let route) = $0 { route.name == edge.route } else { false } }
        // Not a rule's doing: a tap that selects another tab, made under a modal.
        // Judged within the bounds: a flag set only past them may let a tap through.
        var cause = "a rule refuses or redirects every tap on it in every state walked (depth ≤ \(bounds.maxDepth), modals ≤ \(bounds.maxModals))"
        if let tap, case .modalInTheWay? = Explorer.refusal(of: tap, in: self.state(state), schema: schema) {
            cause = "no tap on it is accepted; where the script leads, \(edge.source.name) is in front under a modal, where a tap that selects another tab is refused (dismiss the modal before the tap, or move the edge)"
        }
        return Finding(
            kind: .unusedEdge, subject: "\(schema.tabs[tab].name): \(edge.spelling)",
            message: "'\(edge.spelling)' in tab \(schema.tabs[tab].name) never shows \(edge.route): \(cause)",
            scripts: [script(to: state) + [tap?.command ?? ""]])
    }

    /// Why `move` is refused in `state`, if it is.
    static func refusal(of move: NavigationOperation, in state: NavigationState, schema: AppSchema) -> NavigationError? {
        do {
            _ = try Router(schema: schema, state: state).plan(move)
            return nil
        } catch {
            return error
        }
    }

    /// One link for each route that has a link form: the route alone on the first tab that
    /// declares it (or the first tab, for an app-level route).
    func sampleLinks() -> [String] {
        var links: [String] = []
        var seen = Set<String>()
        for (index, tab) in schema.tabs.enumerated() {
            let own = Set(tab.routes.map(\.name))
            for route in candidates(of: index) where seen.insert(route.name).inserted {
                guard own.contains(route.name) || !schema.sharedRoutes.isEmpty else { continue }
                if tab.isSplit && tab.columnIndex(of: route.name) != 1 { continue }
                let state = NavigationState(tabs: [NavigationState.TabState(name: tab.name, stack: [route])])
                links.append(DeepLink.url(for: state, schema: schema))
            }
        }
        return links
    }

    /// In one pass over the states: the state's own URL, opened in that state, must give the
    /// state back; and each link, opened from every state, must land on the same stacks (its
    /// tab's stack and the modals) or be refused everywhere alike. The router plans each `open`;
    /// its change is applied to a copy of the state's row, so that comparing landings is
    /// comparing a few numbers.
    ///
    /// An `open` reads only the flags, the modals, the selected tab and its stack, and the
    /// stack of the tab it selects: other tabs' stacks are neither read nor changed. So each
    /// outcome is worked out once for each such part of a state (in a ``WordMemo``), not once
    /// for each state: a state is decoded, and a router made, only when a part is new. A
    /// link's landing needs less: it dismisses the modals first, so only a guard (which may
    /// refuse that) makes them matter, and of the selected tab only whether it is the link's.
    /// A state's own URL is read back in smaller parts still (``URLReadBack``).
    private func linksAndURLs(_ links: [String], readingURLs: Bool, _ stop: Interruption) -> [Finding] {
        guard !links.isEmpty || readingURLs, let pass = linkPass(links, readingURLs: readingURLs, stop) else { return [] }
        var findings = pass.linkFindings
        if let first = pass.firstURLFailure {
            findings.insert(
                urlFinding(first.index, reason: first.reason, count: Explorer.grouped(pass.urlFailures)),
                at: findings.firstIndex { $0.kind == .link && !$0.scripts.isEmpty } ?? findings.count)
        }
        return findings
    }

    /// The links that read, each with where it leads and the index of its tab, and a finding
    /// for each that does not.
    func read(_ links: [String]) -> (destinations: [(link: String, destination: DeepLink.Destination, tab: Int)], problems: [Finding]) {
        var destinations: [(link: String, destination: DeepLink.Destination, tab: Int)] = []
        var problems: [Finding] = []
        for link in links {
            do {
                let destination = try DeepLink.parse(link, schema: schema)
                destinations.append((link, destination, schema.tabs.firstIndex { $0.name == destination.tab } ?? 0))
            } catch {
                problems.append(Finding(kind: .link, subject: link, message: "\(link) does not read as a link of app \(schema.name): \(error.description)"))
            }
        }
        return (destinations, problems)
    }

    /// What a pass of ``linksAndURLs(_:readingURLs:_:)`` found: the link findings, and the states whose URL
    /// does not read back.
    struct LinkPass {
        var linkFindings: [Finding] = []
        var urlFailures = 0
        var firstURLFailure: (index: Int, reason: String)?
    }

    /// The `url` finding: `count` states' URLs do not read back, state `index`'s for `reason`.
    func urlFinding(_ index: Int, reason: String, count: String) -> Finding {
        let link = DeepLink.url(for: state(index), schema: schema)
        return Finding(
            kind: .url, subject: link,
            message: "\(count) state\(count == "1" ? "'s" : "s'") URL\(count == "1" ? " does" : "s do") not open back to the state; the first, \(link): \(reason)",
            scripts: [script(to: index) + ["url"]])
    }

    /// The one pass over the states of ``linksAndURLs(_:readingURLs:_:)``; nil when stopped.
    /// `failing` is told each state whose URL does not read back (when `readingURLs`).
    func linkPass(_ links: [String], readingURLs: Bool = true, _ stop: Interruption, failing: (Int) -> Void = { _ in }) -> LinkPass? {
        var pass = LinkPass()
        let (destinations, problems) = read(links)
        pass.linkFindings = problems
        // Only a guard reads what an open replaces: the modals it dismisses, and the link's
        // tab's stack, whose routes it pops. Without one, neither is part of a landing's part.
        // With one, a landing is decided in two parts: the open from the state without its
        // modals (by flags and the link's tab's stack), then the dismissal of the modals (by
        // flags and modals), so that neither part is remembered for every pair of the two.
        let guardsMatter = !schema.guards.isEmpty
        let modalWords = 3 * layout.modalSlots
        // What is remembered of parts is bounded: in an app whose states share few parts (one
        // tab of many routes, one link a route) it would grow with states times links.
        var remembered = 0
        let partsToRemember = partsToRemember
        func remember(_ value: Int32, for key: [Int32], in memo: inout WordMemo) {
            guard remembered < partsToRemember else { return }
            memo.remember(value, for: key)
            remembered += 1
        }
        // The guard refusing the modals' dismissal (as `land` numbers it), or 0 (by flags and modals).
        var dismissals = WordMemo(width: 1 + modalWords)
        // Each link's distinct landings ("places"), numbered as first made; the first state
        // each is met from, in the order met; and the place of each part already landed from
        // (by flags, whether the link's tab is selected, and its stack if guards matter).
        var places: [[[Int32]: Int]] = Array(repeating: [:], count: destinations.count)
        var firstStates: [[Int]] = Array(repeating: [], count: destinations.count)
        var placeOrder: [[Int]] = Array(repeating: [], count: destinations.count)
        var landings = Array(repeating: WordMemo(width: guardsMatter ? 3 : 2), count: destinations.count)
        func place(_ landed: [Int32], of link: Int) -> Int {
            if let known = places[link][landed] { return known }
            places[link][landed] = firstStates[link].count
            firstStates[link].append(-1)
            return firstStates[link].count - 1
        }
        // The place of a refusal by a rule other than a guard, which comes before the guards'.
        let refusedOtherwise = destinations.indices.map { place([-2], of: $0) }
        var linkFindings: [(finding: Finding, cause: LinkCause?)] = []
        var landing = [Int32](repeating: 0, count: layout.width)
        var urls = URLReadBack(self)
        // Each memo's key, written word by word in place for every state.
        var dismissalKey = [Int32](repeating: 0, count: dismissals.width)
        var linkKey = [Int32](repeating: 0, count: guardsMatter ? 3 : 2)
        let linkTabs = destinations.map(\.tab)
        // The flags and selected tab of each state the links were opened from (without guards).
        var landedFrom = Set<Int64>()
        for index in 0..<stateCount {
            if stop.at(index) { return nil }
            let row = rows[index]
            var router: Router?
            func plannedRouter() -> Router {
                if let router { return router }
                let made = Router(schema: schema, state: decode(row))
                router = made
                return made
            }
            let selected = Int(row[row.startIndex + RowLayout.selectedTab])
            let flags = row[row.startIndex + RowLayout.flags]
            let modalsStart = row.startIndex + layout.modalWord(0)
            let hasModals = layout.modalSlots > 0 && row[modalsStart] != 0
            var rowWithoutModals: [Int32] { Array(row[row.startIndex ..< modalsStart]) + repeatElement(0, count: modalWords) }
            func withoutModals() -> Router {
                var state = plannedRouter().state
                state.modals.removeAll()
                return Router(schema: schema, state: state)
            }
            var dismissal: Int32?
            func dismissalRefusal() -> Int32 {
                if let dismissal { return dismissal }
                dismissalKey[0] = flags
                for offset in 0..<modalWords { dismissalKey[1 + offset] = row[modalsStart + offset] }
                if let known = dismissals[dismissalKey] {
                    dismissal = known
                    return known
                }
                let router = plannedRouter()
                var refusal: Int32 = 0
                do throws(NavigationError) {
                    try router.checkGuards(.dismiss(router.state.modals))
                } catch {
                    refusal = refused(error)
                }
                remember(refusal, for: dismissalKey, in: &dismissals)
                dismissal = refusal
                return refusal
            }
            if readingURLs && !urls.readsBack(row, router: plannedRouter) {
                failing(index)
                pass.urlFailures += 1
                if pass.firstURLFailure == nil { pass.firstURLFailure = (index, urls.failure(row, router: plannedRouter())) }
            }
            // Without a guard, a landing is decided by the flags and whether the link's tab is
            // selected: a state with the flags and the selected tab of one before lands every
            // link where that one did, first met there. (Every link from every state was most
            // of the judging of an app of many routes.)
            if !guardsMatter && !destinations.isEmpty && !landedFrom.insert(Int64(flags) << 32 | Int64(selected)).inserted { continue }
            // By number, and the tab from its own array: taking each destination whole, for
            // every state, retained and released its routes and strings.
            for number in destinations.indices {
                let tab = linkTabs[number]
                linkKey[0] = flags
                linkKey[1] = selected == tab ? 1 : 0
                if guardsMatter { linkKey[2] = row[row.startIndex + layout.tabWord(tab)] }
                var landed: Int
                if let known = landings[number][linkKey] {
                    landed = Int(known)
                } else {
                    let destination = destinations[number].destination
                    landed = place(guardsMatter && hasModals
                        ? land(destination, in: withoutModals(), row: rowWithoutModals, into: &landing)
                        : land(destination, in: plannedRouter(), row: Array(row), into: &landing), of: number)
                    remember(Int32(landed), for: linkKey, in: &landings[number])
                }
                // An open dismisses the modals first, and its guards are checked step by step
                // after it is planned: a refusal by the dismissal stands for any link that plans.
                if guardsMatter, hasModals, landed != refusedOtherwise[number] {
                    let refusal = dismissalRefusal()
                    if refusal != 0 { landed = place([refusal], of: number) }
                }
                if firstStates[number][landed] < 0 {
                    firstStates[number][landed] = index
                    placeOrder[number].append(index)
                }
            }
        }
        for (number, destination) in destinations.enumerated() {
            let landings = placeOrder[number].map { index in (state: state(index), script: { self.script(to: index) }) }
            if let found = linkFinding(destination.link, destination.destination, landings: landings) { linkFindings.append(found) }
        }
        pass.linkFindings += Explorer.grouped(linkFindings)
        return pass
    }

    /// The finding of a link that lands in more than one place, given a state for each place
    /// (the start's first) and a script to it, or nil when it lands in one place, or when
    /// every difference is a redirect firing by its flag (the redirect working). Its cause is
    /// the guard that refuses it from some state (the app's first such guard), if one does;
    /// and its second script reaches a state it lands differently from for that cause: the
    /// guard's refusal, else a landing no redirect made.
    func linkFinding(_ link: String, _ destination: DeepLink.Destination, landings: [(state: NavigationState, script: () -> [String])])
        -> (finding: Finding, cause: LinkCause?)? {
        guard landings.count > 1 else { return nil }
        // Each landing as opening the link there goes: plainly, redirected, refused (by a
        // guard, or another rule: nil), or refused by a redirect loop, which is the `cycle`
        // finding's cause (every loop is one, found from the rules) and said once there.
        enum Opening: Equatable { case plain, redirected, refused(AppSchema.GuardRule?), looped }
        let openings = landings.map { landing -> Opening in
            do throws(NavigationError) {
                return try Router(schema: schema, state: landing.state).plan(.open(destination)).hasRedirects ? .redirected : .plain
            } catch {
                if case .guarded(_, let rule, _) = error { return .refused(rule) }
                if case .redirectLoop = error { return .looped }
                return .refused(nil)
            }
        }
        let refused = openings.indices.filter { if case .refused = openings[$0] { true } else { false } }
        guard !refused.isEmpty || openings.count(where: { $0 == .plain }) > 1 else { return nil }
        let rule = schema.guards.first { openings.contains(.refused($0)) }
        // The landing the start's is set against: one the cause makes, else any other.
        let others = openings.indices.dropFirst()
        let other = rule.flatMap { rule in others.first { openings[$0] == .refused(rule) } }
            ?? others.first { rule == nil && refused.contains($0) } ?? others.first { openings[$0] == .plain } ?? 1
        let open = "open " + Value.quoted(link)
        let finding = Finding(
            kind: .link, subject: link,
            message: "\(link) \(describe(destination, from: landings[0].state)) from one state and \(describe(destination, from: landings[other].state)) from another",
            scripts: [landings[0].script() + [open], landings[other].script() + [open]])
        return (finding, rule.map { .guarded($0) })
    }

    /// Why links land differently: a guard that refuses them from some state (the same guard
    /// makes every link it refuses land differently: one cause).
    enum LinkCause: Hashable {
        case guarded(AppSchema.GuardRule)
    }

    /// Link findings with one cause (a guard) as one finding: the links it makes land
    /// differently, counted, with the first one's scripts; the others as they are.
    static func grouped(_ findings: [(finding: Finding, cause: LinkCause?)]) -> [Finding] {
        var byCause: [LinkCause: [Finding]] = [:]
        for (finding, cause) in findings { if let cause { byCause[cause, default: []].append(finding) } }
        var grouped: [Finding] = []
        var said = Set<LinkCause>()
        for (finding, cause) in findings {
            guard let cause, case .guarded(let rule) = cause, let all = byCause[cause], all.count > 1 else {
                grouped.append(finding)
                continue
            }
            guard said.insert(cause).inserted else { continue }
            let links = all.map(\.subject)
            let shown = links.prefix(3).joined(separator: ", ") + (links.count > 3 ? " and \(links.count - 3) more" : "")
            grouped.append(Finding(
                kind: .link, subject: rule.spelling,
                message: "\(links.count) links land differently as '\(rule.spelling)' refuses them where it holds (\(shown)); the first: \(all[0].message)",
                scripts: all[0].scripts))
        }
        return grouped
    }

    /// The most outcomes of parts a findings pass remembers: as many as the walk stored
    /// states, and never fewer than 65,536 (a few MiB), so that its memory stays below the
    /// states' own. A bound fixed at 65,536 was met a fifteenth of the way through a
    /// million states of one tab of 52 routes, and every state after it was opened whole:
    /// three quarters of the findings' time.
    var partsToRemember: Int { max(1 << 16, stateCount) }

    /// Where opening `destination` leaves the selected tab, its stack and the modals, as row
    /// words; [-1] past the bounds, and when the router refuses it, [-3 - the guard's index] or [-2].
    private func land(_ destination: DeepLink.Destination, in router: Router, row: [Int32], into landing: inout [Int32]) -> [Int32] {
        let change: Change
        do throws(NavigationError) {
            change = try router.plan(.open(destination))
        } catch {
            return [refused(error)]
        }
        landing.withUnsafeMutableBufferPointer { _ = $0.initialize(from: row) }
        guard apply(change, to: &landing) else { return [-1] }
        let tab = Int(landing[RowLayout.selectedTab])
        return [landing[RowLayout.selectedTab], landing[layout.tabWord(tab)]] + landing[layout.modalWord(0)...]
    }

    /// A refusal as a landing's word: by which guard (-3 - its index), or by another rule (-2).
    private func refused(_ error: NavigationError) -> Int32 {
        if case .guarded(_, let rule, _) = error, let index = schema.guards.firstIndex(of: rule) { return -3 - Int32(index) }
        return -2
    }

    /// Where opening `destination` from `state` lands, as the report shows it: the URL
    /// reached, or why the link was refused.
    func describe(_ destination: DeepLink.Destination, from state: NavigationState) -> String {
        var router = Router(schema: schema, state: state)
        do {
            try router.perform(.open(destination))
            return "lands on " + DeepLink.url(for: router.state, schema: schema)
        } catch {
            return "is refused (\(error.description))"
        }
    }

    func failedChecks(_ checks: [Check], _ stop: Interruption) -> [Finding] {
        var findings: [Finding] = []
        for check in checks {
            for index in 0..<stateCount {
                if stop.at(index) { return [] }
                let state = self.state(index)
                if let when = check.when, !when(state) { continue }
                if !check.holds(state) {
                    findings.append(Finding(
                        kind: .check, subject: check.name,
                        message: "'\(check.name)' does not hold in \(DeepLink.url(for: state, schema: schema))",
                        scripts: [script(to: index)]))
                    break
                }
            }
        }
        return findings
    }
}
