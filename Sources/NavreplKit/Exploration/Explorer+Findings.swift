/// What the walk shows about the app: routes nobody reaches, traps, redirect loops, flags and
/// rules that do nothing, states whose URL does not read back, links that land in different
/// places, and checks that fail; each with the shortest scripts that show it.
extension Explorer {
    /// A check over states: `holds` must be true in every state where `when` is.
    public struct Check {
        public let name: String
        public let when: ((NavigationState) -> Bool)?
        public let holds: (NavigationState) -> Bool

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
        var findings: [Finding] = []
        findings += unreachableRoutes()
        findings += traps()
        findings += cycles()
        findings += unusedFlags()
        findings += deadRules()
        findings += urlsThatDoNotReadBack()
        findings += linksThatDependOnTheState(links ?? sampleLinks())
        findings += failedChecks(checks)
        return findings
    }

    private func unreachableRoutes() -> [Finding] {
        var seen = Set<String>()
        var usedStacks = [Bool](repeating: false, count: states.stacks.count)
        states.words.withUnsafeBufferPointer { words in
            for index in 0..<states.count {
                let base = index * states.width
                for tab in 0..<states.tabCount { usedStacks[Int(words[base + states.tabWord(tab)])] = true }
                for slot in 0..<states.modalSlots {
                    let word = base + states.modalWord(slot)
                    guard words[word] != 0 else { break }
                    seen.insert(states.routes[Int(words[word + 1])].name)
                    usedStacks[Int(words[word + 2])] = true
                }
            }
        }
        for (stack, used) in usedStacks.enumerated() where used {
            for route in states.stacks[stack] { seen.insert(route.name) }
        }
        var findings: [Finding] = []
        var declared = Set<String>()
        for route in schema.tabs.flatMap(\.routes) + schema.sharedRoutes where declared.insert(route.name).inserted && !seen.contains(route.name) {
            // A split tab's sidebar routes are shown by the sidebar itself, never on a stack.
            if schema.tabs.contains(where: { $0.isSplit && $0.columnIndex(of: route.name) == 0 }) { continue }
            let redirected = schema.redirects.contains { $0.source == route.name }
            findings.append(Finding(
                kind: .unreachable, subject: route.name,
                message: "route \(route.name) is on no reachable stack (depth ≤ \(bounds.maxDepth), modals ≤ \(bounds.maxModals))"
                    + (redirected ? ": a redirect always takes its place" : "")))
        }
        return findings
    }

    /// States from which the start cannot be reached again: found by marking, from the start
    /// backwards, every state with a move to a marked one, until nothing changes.
    private func traps() -> [Finding] {
        guard !isLimited else { return [] }
        var returns = [Bool](repeating: false, count: states.count)
        returns[0] = true
        var changed = true
        while changed {
            changed = false
            for index in stride(from: states.count - 1, through: 0, by: -1) where !returns[index] {
                if successors(of: index).contains(where: { returns[Int($0)] }) {
                    returns[index] = true
                    changed = true
                }
            }
        }
        guard let first = returns.firstIndex(of: false) else { return [] }
        let count = returns.count { !$0 }
        let state = self.state(first)
        return [Finding(
            kind: .trap, subject: state.top?.name ?? state.selectedTabName,
            message: "\(Explorer.grouped(count)) reachable state\(count == 1 ? "" : "s") cannot get back to the start; the first: \(DeepLink.url(for: state, schema: schema))",
            scripts: [script(to: first)])]
    }

    private func cycles() -> [Finding] {
        var findings: [Finding] = []
        if let loop {
            findings.append(Finding(
                kind: .cycle, subject: loop.move.command ?? "", message: loop.error.description,
                scripts: [script(to: loop.state) + [loop.move.command ?? ""]]))
        }
        // Statically: a chain of redirects, whatever their flags, that comes back to itself.
        for rule in schema.redirects {
            var chain = [rule.source]
            var current = rule.target.name
            while !chain.contains(current), let next = schema.redirects.first(where: { $0.source == current }) {
                chain.append(current)
                current = next.target.name
            }
            if chain.contains(current) && current == rule.source && findings.isEmpty {
                findings.append(Finding(
                    kind: .cycle, subject: rule.source,
                    message: "the redirects \((chain + [current]).joined(separator: " -> ")) form a loop (when their flags all hold)"))
            }
        }
        return findings
    }

    private func unusedFlags() -> [Finding] {
        let read = Set(schema.redirects.map(\.condition.flag) + schema.guards.map(\.condition.flag))
        return schema.flags.filter { !read.contains($0.name) }.map {
            Finding(kind: .unusedFlag, subject: $0.name, message: "flag \($0.name) is read by no redirect or guard")
        }
    }

    private func deadRules() -> [Finding] {
        guard !isLimited else { return [] }
        var findings: [Finding] = []
        for rule in schema.redirects where !firedRedirects.contains(rule) {
            findings.append(Finding(kind: .deadRule, subject: rule.spelling, message: "'\(rule.spelling)' never fires in any reachable state"))
        }
        for rule in schema.guards where !heldGuards.contains(rule) {
            findings.append(Finding(kind: .deadRule, subject: rule.spelling, message: "'\(rule.spelling)' never refuses a move in any reachable state"))
        }
        return findings
    }

    /// A state's URL, opened in that state, must give the state back.
    private func urlsThatDoNotReadBack() -> [Finding] {
        var first: (index: Int, reason: String)?
        var count = 0
        for index in 0..<states.count {
            let state = self.state(index)
            let link = DeepLink.url(for: state, schema: schema)
            let reason: String?
            do {
                let destination = try DeepLink.parse(link, schema: schema)
                var router = Router(schema: schema, state: state)
                do {
                    try router.perform(.open(destination))
                    reason = router.state == state ? nil : "opening it gives \(DeepLink.url(for: router.state, schema: schema))"
                } catch {
                    reason = "opening it is refused: \(error.description)"
                }
            } catch {
                reason = "it does not read: \(error.description)"
            }
            guard let reason else { continue }
            count += 1
            if first == nil { first = (index, "\(link): \(reason)") }
        }
        guard let first else { return [] }
        return [Finding(
            kind: .url, subject: DeepLink.url(for: state(first.index), schema: schema),
            message: "\(Explorer.grouped(count)) state\(count == 1 ? "'s" : "s'") URL\(count == 1 ? " does" : "s do") not open back to the state; the first, \(first.reason)",
            scripts: [script(to: first.index) + ["url"]])]
    }

    /// One link for each route that has a link form: the route alone on the first tab that
    /// declares it (or the first tab, for an app-level route).
    func sampleLinks() -> [String] {
        var links: [String] = []
        var seen = Set<String>()
        for (index, tab) in schema.tabs.enumerated() {
            for route in candidates(of: index) where seen.insert(route.name).inserted {
                guard tab.routes.contains(where: { $0.name == route.name }) || !schema.sharedRoutes.isEmpty else { continue }
                if tab.isSplit && tab.columnIndex(of: route.name) != 1 { continue }
                let state = NavigationState(tabs: [TabState(name: tab.name, stack: [route])])
                links.append(DeepLink.url(for: state, schema: schema))
            }
        }
        return links
    }

    /// A link opened from every state must land on the same stacks (its tab's stack and the
    /// modals), or be refused everywhere alike.
    private func linksThatDependOnTheState(_ links: [String]) -> [Finding] {
        var findings: [Finding] = []
        for link in links {
            guard let destination = try? DeepLink.parse(link, schema: schema) else {
                findings.append(Finding(kind: .link, subject: link, message: "\(link) does not read as a link of app \(schema.name)"))
                continue
            }
            var firstLanding: (index: Int, landing: String)?
            for index in 0..<states.count {
                var router = Router(schema: schema, state: state(index))
                let landing: String
                do {
                    try router.perform(.open(destination))
                    landing = DeepLink.url(for: router.state, schema: schema)
                } catch {
                    landing = "refused (\(error.description))"
                }
                guard let first = firstLanding else {
                    firstLanding = (index, landing)
                    continue
                }
                if landing != first.landing {
                    let open = "open " + Value.quoted(link)
                    findings.append(Finding(
                        kind: .link, subject: link,
                        message: "\(link) lands on \(first.landing) from one state and on \(landing) from another",
                        scripts: [script(to: first.index) + [open], script(to: index) + [open]]))
                    break
                }
            }
        }
        return findings
    }

    private func failedChecks(_ checks: [Check]) -> [Finding] {
        var findings: [Finding] = []
        for check in checks {
            for index in 0..<states.count {
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
