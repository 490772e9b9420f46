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

    /// The same, stopping once `isInterrupted` says so (Ctrl-C): then nil; the kinds
    /// `skipping` names are not judged, as ``Explorer``'s.
    public func findings(checks: [Explorer.Check] = [], links: [String]? = nil, skipping: Set<Finding.Kind> = [], isInterrupted: () -> Bool) -> [Finding]? {
        withoutActuallyEscaping(isInterrupted) { isInterrupted in
            let stop = Explorer.Interruption(isInterrupted)
            let findings = allFindings(checks: checks, links: links, skipping: skipping, stop)
            return stop.happened ? nil : findings
        }
    }

    private func allFindings(checks: [Explorer.Check], links: [String]?, skipping: Set<Finding.Kind>, _ stop: Explorer.Interruption) -> [Finding] {
        let first = explorers[0]
        var findings: [Finding] = []
        func judge(_ kind: Finding.Kind, _ finding: () -> [Finding]) {
            if !skipping.contains(kind) { findings += finding() }
        }
        if !isLimited {
            judge(.unreachable) { first.unreachableRoutes(seen: allWalks.reduce(into: Set()) { $0.formUnion($1.routesOnStacks()) }) }
        }
        judge(.trap) { traps(stop) }
        judge(.cycle) { allWalks.filter { $0.loop != nil }.min { $0.distance(to: $0.loop!.state) < $1.distance(to: $1.loop!.state) }.map { $0.cycles() } ?? first.cycles() }
        judge(.unusedFlag) { first.unusedFlags() }
        if !isLimited {
            judge(.deadRule) {
                first.deadRules(
                    fired: allWalks.reduce(into: Set()) { $0.formUnion($1.firedRedirects) },
                    held: allWalks.reduce(into: Set()) { $0.formUnion($1.heldGuards) })
            }
        }
        judge(.orphan) { first.orphans() }
        judge(.deadEnd) { TabByTabExplorer.shortestBySubject(allWalks.flatMap { $0.deadEnds(stop) }) }
        judge(.unusedEdge) { unusedEdges() }
        findings += linksAndURLs(skipping.contains(.link) ? [] : links ?? first.sampleLinks(), readingURLs: !skipping.contains(.url), stop)
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
        var returningModalStates: [Int] = []
        // Each way in, by its subject, at its nearest in any walk.
        var ways: [String: (walk: Explorer, index: Int, distance: Int)] = [:]
        func note(_ returns: [Bool], of walk: Explorer) {
            for way in walk.trapWays(returns) {
                let distance = walk.distance(to: way.first)
                if ways[way.subject].map({ distance < $0.distance }) ?? true { ways[way.subject] = (walk, way.first, distance) }
            }
        }
        for (tab, explorer) in explorers.enumerated() {
            let parked = Set(self.parked[tab])
            // Another tab's root without a modal is left for the first tab, where the flags
            // are set back as they were at the start (a flag changes anywhere).
            let isHome: (Int) -> Bool = tab == 0 ? { $0 == 0 } : { parked.contains($0) && self.stack(of: $0, in: explorer) == 0 }
            guard let returns = explorer.returning(to: isHome, stop) else { return [] }
            returningStates.append(returns.count { $0 })
            // A stack left with is brought back whatever the flags: they change on the way.
            returningStacks.append(Set(self.parked[tab].filter { returns[$0] }.map { stack(of: $0, in: explorer) }).count)
            note(returns, of: explorer)
            // With a modal up, a state comes back when its modals can be dismissed and the
            // stack under them can come back.
            guard let modals = modalWalks[tab] else {
                returningModalStates.append(0)
                continue
            }
            guard let dismissed = modals.returning(to: { modals.rows[$0][modals.layout.modalWord(0)] == 0 }, stop) else { return [] }
            returningModalStates.append(modalIndices(modals).count { dismissed[$0] })
            note(dismissed, of: modals)
        }
        guard !ways.isEmpty else { return [] }
        let returning = sum({ tab in
            StateCount(returningStates[tab]) + StateCount(returningStacks[tab]) * StateCount(returningModalStates[tab])
        }, stacks: { returningStacks[$0] })
        // Nearest first, as the whole walk numbers them (by subject where two are as near).
        let nearest = ways.sorted { ($0.value.distance, $0.key) < ($1.value.distance, $1.key) }
        return Explorer.trapFindings(nearest.map { ($0.value.walk, $0.value.index) }, count: (stateCount - returning).description)
    }

    private func unusedEdges() -> [Finding] {
        guard !isLimited else { return [] }
        return explorers[0].edges.indices.compactMap { edge in
            guard !allWalks.contains(where: { $0.edgesShown[edge] }) else { return nil }
            let offered = allWalks.filter { $0.edgesOffered[edge] >= 0 }.map { ($0, Int($0.edgesOffered[edge])) }
            return offered.min { $0.0.distance(to: $0.1) < $1.0.distance(to: $1.1) }.map { $0.0.unusedEdge(edge, offeredIn: $0.1) }
        }
    }

    /// A state's URL is read back in the selected tab's part of it; the count is each tab's
    /// failures times the stacks every other tab may be left with. With a modal up, the URL
    /// is the stack's part and the modals' part, each read back and reopened apart (a guard
    /// on a route under the modals, or on the modals' dismissal): a state fails when its stack
    /// fails without the modals, or its modals fail over the tab's root, whose own URL reads
    /// back.
    private func linksAndURLs(_ links: [String], readingURLs: Bool, _ stop: Explorer.Interruption) -> [Finding] {
        guard readingURLs else { return linkFindings(links, stop) ?? [] }
        var failures: [StateCount] = []
        var witness: (walk: Explorer, index: Int, reason: String)?
        func consider(_ walk: Explorer, _ pass: Explorer.LinkPass) {
            if let first = pass.firstURLFailure, witness.map({ walk.distance(to: first.index) < $0.walk.distance(to: $0.index) }) ?? true {
                witness = (walk, first.index, first.reason)
            }
        }
        for (tab, explorer) in explorers.enumerated() {
            // The stacks that fail, by the flags they fail with.
            var failingByFlags: [Int32: Int] = [:]
            guard let pass = explorer.linkPass([], stop, failing: { failingByFlags[explorer.rows[$0][RowLayout.flags], default: 0] += 1 }) else { return [] }
            consider(explorer, pass)
            var count = StateCount(pass.urlFailures)
            if let modals = modalWalks[tab] {
                var failing = Set<Int>()
                guard let modalPass = modals.linkPass([], stop, failing: { failing.insert($0) }) else { return [] }
                consider(modals, modalPass)
                let stacks = parkedStacks[tab].count
                for index in modalIndices(modals) {
                    count = count + StateCount(failing.contains(index) ? stacks : failingByFlags[modals.rows[index][RowLayout.flags]] ?? 0)
                }
            }
            failures.append(count)
        }
        guard var findings = linkFindings(links, stop) else { return [] }
        if let witness {
            let count = isLimited ? failures.reduce(StateCount(0), +) : sum { failures[$0] }
            findings.insert(
                witness.walk.urlFinding(witness.index, reason: witness.reason, count: count.description),
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
        case refused(AppSchema.GuardRule?)
        case pastBounds
        case at(tab: Int, stack: [Route], modals: [Modal])
    }

    /// What a link's landing from a state without modals is decided by (``landings(of:linkTab:from:_:)``).
    private struct PlannedLanding: Hashable {
        let flags: Int32
        /// The link's tab's stack, or none when no guard reads it.
        let stack: [Route]
    }

    private func landing(_ destination: DeepLink.Destination, from state: NavigationState) -> Landing {
        let change: Change
        do throws(NavigationError) {
            change = try Router(schema: schema, state: state).plan(.open(destination))
        } catch {
            if case .guarded(_, let rule, _) = error { return .refused(rule) }
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
        // Only a guard reads what an open replaces: the modals it dismisses, and the link's
        // tab's stack, whose routes it pops.
        let guardsMatter = !schema.guards.isEmpty
        var places: Set<Landing> = [landing(destination, from: start)]
        var landings: [(state: NavigationState, script: () -> [String])] = [(start, { self.explorers[0].script(to: 0) })]
        // The stacks the link's tab may be left with; if it was not walked (the walk stopped
        // short), the one it starts with.
        let leftStacks = linkTab < explorers.count && guardsMatter
            ? parkedStacks[linkTab].map { (stack: explorers[linkTab].interner.stacks[Int($0.stack)], state: $0.state) }
            : [(stack: [Route](), state: 0)]
        // From a state without modals, where a link lands depends on the flags and, where a
        // guard may refuse a pop, the stack of the link's tab: not on the tab selected, as an
        // open selects the link's tab before it changes anything, nor on the other tabs'
        // stacks, which it leaves. So each is planned once for all the walks.
        var planned: [PlannedLanding: Landing] = [:]
        func plannedLanding(flags: Int32, from bare: NavigationState) -> Landing {
            let key = PlannedLanding(flags: flags, stack: guardsMatter ? bare.tabs[linkTab].stack : [])
            if let known = planned[key] { return known }
            let made = landing(destination, from: bare)
            planned[key] = made
            return made
        }
        for (tab, explorer) in explorers.enumerated() {
            let layout = explorer.layout
            // An open dismisses the modals first, then plans the rest, which reads the flags
            // and (in the link's tab) its stack, not the modals; a guard refusing the
            // dismissal refuses the link, unless planning the rest fails first. So the rest
            // is planned once for each flags and stack, on the state without its modals, and
            // the dismissal tried once for each flags and modals.
            let stacks: [(stack: [Route], state: Int)?] = tab == linkTab ? [nil] : leftStacks
            var bases: [Int64: [Landing]] = [:]
            var firstIndex: [Int64: Int] = [:]
            // The keys in the order their first states come, which is shortest first.
            var keys: [Int64] = []
            // Only a guard refuses a dismissal: without one, none is worked out.
            let refusals = guardsMatter ? dismissalRefusals(in: explorer) : nil
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
                let key = tab == linkTab && guardsMatter ? flags << 32 | Int64(UInt32(bitPattern: row[layout.tabWord(tab)])) : flags
                if bases[key] == nil {
                    firstIndex[key] = index
                    keys.append(key)
                    var bare = explorer.state(index)
                    bare.modals = []
                    bases[key] = stacks.map { left in
                        if let left { bare.tabs[linkTab].stack = left.stack }
                        return plannedLanding(flags: row[RowLayout.flags], from: bare)
                    }
                    // A state with a modal up lands as the same without it does, when its
                    // dismissal is not refused.
                    for (number, place) in bases[key]!.enumerated() where places.insert(place).inserted {
                        landings.append(witness(index, stacks[number]))
                    }
                }
                guard let rule = refusals?.rule(of: index) else { continue }
                if let number = bases[key]!.firstIndex(where: { $0 != .refused(nil) }), places.insert(.refused(rule)).inserted {
                    landings.append(witness(index, stacks[number]))
                }
            }
            // The modals walked apart: over any stack of the tab's, with the flags of a state
            // whose link is not refused for another reason, a guard refusing their dismissal
            // refuses the link.
            guard guardsMatter, let modals = modalWalks[tab] else { continue }
            // For each flags, the first state (so the shortest script) that opens the link, and
            // for each guard, the first modal state it refuses with one of those flags: in the
            // walk's order, never a dictionary's, so that the scripts are the same every run.
            var openable: [Int32: (index: Int, left: (stack: [Route], state: Int)?)] = [:]
            for key in keys {
                guard let number = bases[key]!.firstIndex(where: { $0 != .refused(nil) }) else { continue }
                let flags = Int32(truncatingIfNeeded: tab == linkTab && guardsMatter ? key >> 32 : key)
                if openable[flags] == nil { openable[flags] = (firstIndex[key]!, stacks[number]) }
            }
            let modalRefusals = dismissalRefusals(in: modals)
            for modal in modalIndices(modals) {
                guard let rule = modalRefusals.rule(of: modal), !places.contains(.refused(rule)),
                      let (index, left) = openable[modals.rows[modal][RowLayout.flags]] else { continue }
                places.insert(.refused(rule))
                var state = modals.state(modal)
                state.tabs[tab].stack = explorer.state(index).tabs[tab].stack
                if let left { state.tabs[linkTab].stack = left.stack }
                let base = witness(index, left)
                landings.append((state, { base.1() + self.flagsBack(from: explorer.state(index).flags) + modals.moves(to: modal).map(modals.command) }))
            }
        }
        return landings
    }

    /// `flag NAME VALUE` for each flag that differs in `flags` from the start's.
    private func flagsBack(from flags: [String: Bool]) -> [String] {
        let start = explorers[0].state(0).flags
        return schema.flags.compactMap { flags[$0.name] != start[$0.name] ? "flag \($0.name) \(start[$0.name] ?? false)" : nil }
    }

    /// The guards that refuse dismissing the modals in `walk`: worked out once for every link.
    private func dismissalRefusals(in walk: Explorer) -> DismissalRefusals {
        if let known = knownDismissalRefusals[ObjectIdentifier(walk)] { return known }
        var refusals = DismissalRefusals(stateCount: walk.stateCount)
        if walk.layout.modalSlots > 0 && !schema.guards.isEmpty {
            // Each modal words and flags tried once; -1 where the dismissal is not refused.
            var numbers: [[Int32]: Int32] = [:]
            for index in modalIndices(walk) {
                let key = DismissalRefusals.key(of: walk.rows[index], layout: walk.layout)
                if let number = numbers[key] {
                    refusals.byState[index] = number
                    continue
                }
                var number: Int32 = -1
                do throws(NavigationError) {
                    _ = try Router(schema: schema, state: walk.state(index)).plan(.dismiss(all: true))
                } catch {
                    if case .guarded(_, let rule, _) = error {
                        number = Int32(refusals.rules.count)
                        refusals.rules.append(rule)
                    }
                }
                numbers[key] = number
                refusals.byState[index] = number
            }
        }
        knownDismissalRefusals[ObjectIdentifier(walk)] = refusals
        return refusals
    }

    /// A script that leaves tab `left` at its state `stackState`'s stack, then reaches state
    /// `index` of tab `tab`'s walk: the flags set back to the start's on the way.
    private func script(leaving left: Int, at stackState: Int, to index: Int, of tab: Int) -> [String] {
        let explorer = explorers[tab]
        guard stackState != 0 else { return explorer.script(to: index) }
        let leaving = explorers[left]
        return leaving.script(to: stackState) + ["tab \(schema.tabs[tab].name)"] + flagsBack(from: leaving.state(stackState).flags)
            + explorer.moves(to: index).map(explorer.command)
    }

    /// Each check's failure with the shortest script, in the checks' order.
    private func failedChecks(_ checks: [Explorer.Check], _ stop: Explorer.Interruption) -> [Finding] {
        var shortest: [String: Finding] = [:]
        for explorer in allWalks {
            for finding in explorer.failedChecks(checks, stop) where shortest[finding.subject].map({ finding.scripts[0].count < $0.scripts[0].count }) ?? true {
                shortest[finding.subject] = finding
            }
        }
        return checks.compactMap { shortest[$0.name] }
    }
}
