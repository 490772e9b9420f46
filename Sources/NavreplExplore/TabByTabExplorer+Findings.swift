import NavreplKit

/// The findings of an app walked tab by tab: what ``Explorer`` finds in one walk, put together
/// from the tabs' walks. What a tab's part of a state decides (a route on a stack, a rule
/// acting, a dead end, a state's URL, a check) is found in that tab's walk, with its script
/// from the app's start; what needs states of two tabs (a trap, a link landing differently)
/// is worked out from the stacks every other tab may be left with.
extension TabByTabExplorer {
    /// Every finding, in ``Explorer``'s order of kinds; run after `walk()`.
    public func findings(checks: [Explorer.Check] = [], links: [String]? = nil) -> [Finding] {
        findings(checks: checks, links: links, isInterrupted: { false })!
    }

    /// The same, stopping once `isInterrupted` says so (Ctrl-C): then nil.
    public func findings(checks: [Explorer.Check] = [], links: [String]? = nil, isInterrupted: () -> Bool) -> [Finding]? {
        withoutActuallyEscaping(isInterrupted) { isInterrupted in
            let stop = Explorer.Interruption(isInterrupted)
            let findings = allFindings(checks: checks, links: links, stop)
            return stop.happened ? nil : findings
        }
    }

    private func allFindings(checks: [Explorer.Check], links: [String]?, _ stop: Explorer.Interruption) -> [Finding] {
        let first = explorers[0]
        var findings: [Finding] = []
        if !isLimited {
            findings += first.unreachableRoutes(seen: explorers.reduce(into: Set()) { $0.formUnion($1.routesOnStacks()) })
        }
        findings += traps(stop)
        findings += explorers.filter { $0.loop != nil }.min { $0.distance(to: $0.loop!.state) < $1.distance(to: $1.loop!.state) }.map { $0.cycles() } ?? first.cycles()
        findings += first.unusedFlags()
        if !isLimited {
            findings += first.deadRules(
                fired: explorers.reduce(into: Set()) { $0.formUnion($1.firedRedirects) },
                held: explorers.reduce(into: Set()) { $0.formUnion($1.heldGuards) })
        }
        findings += first.orphans()
        findings += TabByTabExplorer.shortestBySubject(explorers.flatMap { $0.deadEnds(stop) })
        findings += unusedEdges()
        findings += linksAndURLs(links ?? first.sampleLinks(), stop)
        findings += failedChecks(checks, stop)
        return findings
    }

    /// One finding a subject, the one with the shortest script; shortest first.
    private static func shortestBySubject(_ findings: [Finding]) -> [Finding] {
        var shortest: [String: Finding] = [:]
        for finding in findings where shortest[finding.subject].map({ finding.scripts[0].count < $0.scripts[0].count }) ?? true {
            shortest[finding.subject] = finding
        }
        var said = Set<String>()
        return findings.filter { said.insert($0.subject).inserted }.map { shortest[$0.subject]! }.enumerated()
            .sorted { ($0.element.scripts[0].count, $0.offset) < ($1.element.scripts[0].count, $1.offset) }.map(\.element)
    }

    /// A state the start cannot be reached from has a tab that cannot be brought back: the
    /// selected tab, from its part of the state, to its root without a modal (the first tab:
    /// to the start), or another tab, from the stack it was left with. The count is every
    /// state less those whose every tab can be brought back.
    private func traps(_ stop: Explorer.Interruption) -> [Finding] {
        guard !isLimited else { return [] }
        var returningStates: [Int] = []
        var returningStacks: [Int] = []
        var witness: (tab: Int, index: Int, distance: Int)?
        for (tab, explorer) in explorers.enumerated() {
            let parked = Set(self.parked[tab])
            // Another tab's root without a modal is left for the first tab, where the flags
            // are set back as they were at the start (a flag changes anywhere).
            let isHome: (Int) -> Bool = tab == 0 ? { $0 == 0 } : { parked.contains($0) && self.stack(of: $0, in: explorer) == 0 }
            guard let returns = explorer.returning(to: isHome, stop) else { return [] }
            returningStates.append(returns.count { $0 })
            // A stack left with is brought back whatever the flags: they change on the way.
            returningStacks.append(Set(self.parked[tab].filter { returns[$0] }.map { stack(of: $0, in: explorer) }).count)
            if let first = returns.firstIndex(of: false), witness.map({ explorer.distance(to: first) < $0.distance }) ?? true {
                witness = (tab, first, explorer.distance(to: first))
            }
        }
        guard let witness else { return [] }
        let count = stateCount - sum({ StateCount(returningStates[$0]) }, stacks: { returningStacks[$0] })
        return [explorers[witness.tab].trap(witness.index, count: count.description)]
    }

    private func unusedEdges() -> [Finding] {
        guard !isLimited else { return [] }
        return explorers[0].edges.indices.compactMap { edge in
            guard !explorers.contains(where: { $0.edgesShown[edge] }) else { return nil }
            let offered = explorers.filter { $0.edgesOffered[edge] >= 0 }.map { ($0, Int($0.edgesOffered[edge])) }
            return offered.min { $0.0.distance(to: $0.1) < $1.0.distance(to: $1.1) }.map { $0.0.unusedEdge(edge, offeredIn: $0.1) }
        }
    }

    /// A state's URL is read back in the selected tab's part of it; the count is each tab's
    /// failures times the stacks every other tab may be left with.
    private func linksAndURLs(_ links: [String], _ stop: Explorer.Interruption) -> [Finding] {
        var failures: [Int] = []
        var witness: (tab: Int, index: Int, reason: String)?
        for (tab, explorer) in explorers.enumerated() {
            guard let pass = explorer.linkPass([], stop) else { return [] }
            failures.append(pass.urlFailures)
            if let first = pass.firstURLFailure, witness.map({ explorer.distance(to: first.index) < explorers[$0.tab].distance(to: $0.index) }) ?? true {
                witness = (tab, first.index, first.reason)
            }
        }
        guard var findings = linkFindings(links, stop) else { return [] }
        if let witness {
            let count = isLimited ? StateCount(failures.reduce(0, +)) : sum { StateCount(failures[$0]) }
            findings.insert(
                explorers[witness.tab].urlFinding(witness.index, reason: witness.reason, count: count.description),
                at: findings.firstIndex { $0.kind == .link && !$0.scripts.isEmpty } ?? findings.count)
        }
        return findings
    }

    /// Each link opened from the start and from every other part of a state it reads: the
    /// flags, the modals (when a guard may refuse their dismissal), and its tab's stack, as
    /// the tab's walk has it when selected, or as it may be left with when not. A link that
    /// lands differently from one is a finding, as ``Explorer``'s are.
    private func linkFindings(_ links: [String], _ stop: Explorer.Interruption) -> [Finding]? {
        let (destinations, problems) = explorers[0].read(links)
        let start = explorers[0].state(0)
        var found: [(finding: Finding, cause: Explorer.LinkCause?)] = []
        for (link, destination, linkTab) in destinations {
            guard let landings = landings(of: destination, linkTab: linkTab, from: start, stop) else { return nil }
            if let finding = explorers[0].linkFinding(link, destination, landings: landings) { found.append(finding) }
        }
        return problems + Explorer.grouped(found)
    }

    /// Where a link lands, as a state's words do in ``Explorer``'s pass: refused, past the
    /// bounds, or a tab with its stack and the modals.
    private enum Landing: Hashable {
        /// Refused by a guard, or (nil) by another rule.
        case refused(GuardRule?)
        case pastBounds
        case at(tab: Int, stack: [Route], modals: [Modal])
    }

    private func landing(_ destination: DeepLink.Destination, from state: NavigationState) -> Landing {
        let change: Change
        do throws(NavigationError) {
            change = try Router(schema: schema, state: state).plan(.open(destination))
        } catch {
            if case .guarded(_, let rule) = error { return .refused(rule) }
            return .refused(nil)
        }
        var after = state
        after.apply(change)
        let depth = bounds.maxDepth
        guard after.modals.count <= bounds.maxModals, after.tabs.allSatisfy({ $0.stack.count <= depth }),
              after.modals.allSatisfy({ $0.stack.count <= depth }) else { return .pastBounds }
        return .at(tab: after.selectedTab, stack: after.tabs[after.selectedTab].stack, modals: after.modals)
    }

    /// A state for each place `destination` lands on, the `start` first, then tab by tab and
    /// shortest first within a tab, each with a script to it; nil when stopped.
    private func landings(of destination: DeepLink.Destination, linkTab: Int, from start: NavigationState, _ stop: Explorer.Interruption)
        -> [(state: NavigationState, script: () -> [String])]? {
        let modalsMatter = !schema.guards.isEmpty
        var places: Set<Landing> = [landing(destination, from: start)]
        var landings: [(state: NavigationState, script: () -> [String])] = [(start, { self.explorers[0].script(to: 0) })]
        // The stacks the link's tab may be left with; if it was not walked (the walk stopped
        // short), the one it starts with.
        let leftStacks = linkTab < explorers.count
            ? parkedStacks[linkTab].map { (stack: explorers[linkTab].interner.stacks[Int($0.stack)], state: $0.state) }
            : [(stack: [Route](), state: 0)]
        for (tab, explorer) in explorers.enumerated() {
            let layout = explorer.layout
            // An open dismisses the modals first, then plans the rest, which reads the flags
            // and (in the link's tab) its stack, not the modals; a guard refusing the
            // dismissal refuses the link, unless planning the rest fails first. So the rest
            // is planned once for each flags and stack, on the state without its modals, and
            // the dismissal tried once for each flags and modals.
            let stacks: [(stack: [Route], state: Int)?] = tab == linkTab ? [nil] : leftStacks
            var bases: [Int64: [Landing]] = [:]
            func witness(_ index: Int, _ left: (stack: [Route], state: Int)?) -> (NavigationState, () -> [String]) {
                var state = explorer.state(index)
                guard let left else { return (state, { explorer.script(to: index) }) }
                state.tabs[linkTab].stack = left.stack
                return (state, { self.script(leaving: linkTab, at: left.state, to: index, of: tab) })
            }
            for index in 0..<explorer.stateCount {
                if stop.at(index) { return nil }
                let row = explorer.rows[index]
                let flags = Int64(UInt32(bitPattern: row[RowLayout.flags]))
                let key = tab == linkTab ? flags << 32 | Int64(UInt32(bitPattern: row[layout.tabWord(tab)])) : flags
                if bases[key] == nil {
                    var bare = explorer.state(index)
                    bare.modals = []
                    bases[key] = stacks.map { left in
                        if let left { bare.tabs[linkTab].stack = left.stack }
                        return landing(destination, from: bare)
                    }
                    // A state with a modal up lands as the same without it does, when its
                    // dismissal is not refused.
                    for (number, place) in bases[key]!.enumerated() where places.insert(place).inserted {
                        landings.append(witness(index, stacks[number]))
                    }
                }
                guard modalsMatter, let rule = dismissalRefusals[tab][Array(row[layout.modalWord(0)...]) + [row[RowLayout.flags]]] else { continue }
                if let number = bases[key]!.firstIndex(where: { $0 != .refused(nil) }), places.insert(.refused(rule)).inserted {
                    landings.append(witness(index, stacks[number]))
                }
            }
        }
        return landings
    }

    /// For each tab, the guard that refuses dismissing the modals, by a state's modal words
    /// and flags, where one does: worked out once for every link.
    private var dismissalRefusals: [[[Int32]: GuardRule]] {
        if let known = knownDismissalRefusals { return known }
        let found = explorers.map { explorer in
            let layout = explorer.layout
            var refusals: [[Int32]: GuardRule] = [:]
            var tried = Set<[Int32]>()
            guard layout.modalSlots > 0, !schema.guards.isEmpty else { return refusals }
            for index in 0..<explorer.stateCount where explorer.rows[index][layout.modalWord(0)] != 0 {
                let row = explorer.rows[index]
                let key = Array(row[layout.modalWord(0)...]) + [row[RowLayout.flags]]
                guard tried.insert(key).inserted else { continue }
                do throws(NavigationError) {
                    _ = try Router(schema: schema, state: explorer.state(index)).plan(.dismiss(all: true))
                } catch {
                    if case .guarded(_, let rule) = error { refusals[key] = rule }
                }
            }
            return refusals
        }
        knownDismissalRefusals = found
        return found
    }

    /// A script that leaves tab `left` at its state `stackState`'s stack, then reaches state
    /// `index` of tab `tab`'s walk: the flags set back to the start's on the way.
    private func script(leaving left: Int, at stackState: Int, to index: Int, of tab: Int) -> [String] {
        let explorer = explorers[tab]
        guard stackState != 0 else { return explorer.script(to: index) }
        let leaving = explorers[left]
        var script = leaving.script(to: stackState) + ["tab \(schema.tabs[tab].name)"]
        let flags = leaving.state(stackState).flags
        let start = explorer.state(0).flags
        for flag in schema.flags where flags[flag.name] != start[flag.name] { script.append("flag \(flag.name) \(start[flag.name] ?? false)") }
        return script + explorer.moves(to: index).map(explorer.command)
    }

    /// Each check's failure with the shortest script, in the checks' order.
    private func failedChecks(_ checks: [Explorer.Check], _ stop: Explorer.Interruption) -> [Finding] {
        var shortest: [String: Finding] = [:]
        for explorer in explorers {
            for finding in explorer.failedChecks(checks, stop) where shortest[finding.subject].map({ finding.scripts[0].count < $0.scripts[0].count }) ?? true {
                shortest[finding.subject] = finding
            }
        }
        return checks.compactMap { shortest[$0.name] }
    }
}
