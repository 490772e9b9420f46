import NavreplKit
import Platform

/// `explore --emit DIR`: a suite that covers what the walk reached — every route on every
/// stack where it can be, every kind of move between every pair of routes (the route on top
/// before and after) — in few, short scripts. Each item's shortest witness is found, the
/// longest witnesses are written first, and a script covers every item on its way; each script
/// ends in `expect` lines for where it arrives and gets its transcript from a run.
struct CoveringSuite {
    let exploration: Exploration
    private var explorer: Explorer { exploration.explorer }

    /// The most scripts written: a model this large wants a tighter bound, not a bigger suite.
    static let limit = 2_000

    /// Writes the suite into `folder` (made if missing) and returns the coverage line.
    func write(to folder: String, shownAs shown: String) throws(Exploration.Problem) -> String {
        let (paths, routes, transitions) = plan()
        guard paths.count <= CoveringSuite.limit else {
            throw Exploration.Problem(message: "--emit would write \(paths.count) scripts (at most \(CoveringSuite.limit)); lower --max-depth or --max-modals")
        }
        switch System.status(at: folder)?.kind {
        case .directory?: break
        case nil:
            guard System.makeDirectory(folder, permissions: 0o755) else {
                throw Exploration.Problem(message: "cannot make the folder '\(shown)' for --emit (does its parent folder exist?)")
            }
        case .some:
            throw Exploration.Problem(message: "'\(shown)' is not a folder (--emit writes scripts into a folder)")
        }
        let header = Self.appLine(for: exploration.schema)
        var commandCount = 0
        for (number, path) in paths.enumerated() {
            let moves = explorer.script(to: path.state) + (path.move.map { [$0] } ?? [])
            commandCount += moves.count
            var router = Router(schema: exploration.schema, state: explorer.state(path.state))
            if let operation = path.operation { _ = try? router.perform(operation) }
            let state = router.state
            let expectations = ["expect tab \(state.selectedTabName)", "expect url \(DeepLink.url(for: state, schema: exploration.schema))"]
            let text = "# Written by navrepl explore --emit: the shortest way to \(path.reason).\n" + header + "\n"
                + (moves + expectations).joined(separator: "\n") + "\n"
            let file = folder + "/" + "explore-" + String(repeating: "0", count: max(0, 3 - String(number + 1).count)) + String(number + 1) + ".nav"
            do {
                try StateFile.writeAtomically(text, to: file, shownAs: file, verb: "write")
            } catch {
                throw Exploration.Problem(message: error.message)
            }
            // The transcript is what the script prints: a run writes it in.
            _ = ScenarioRunner.run(file, update: .always)
        }
        let declared = Set((exploration.schema.tabs.flatMap(\.routes) + exploration.schema.sharedRoutes).map(\.name))
        let average = paths.isEmpty ? 0 : Double(commandCount) / Double(paths.count)
        let tenths = Int((average * 10).rounded())
        return "wrote \(paths.count) script\(paths.count == 1 ? "" : "s") to \(shown): routes \(routes.intersection(declared).count)/\(declared.count), "
            + "transitions \(transitions)/\(transitions), \(tenths / 10).\(tenths % 10) commands a script on average"
    }

    /// How a script loads the app: by name for a built-in, else its declaration.
    static func appLine(for schema: AppSchema) -> String {
        if let builtin = BuiltinApps.named(schema.name), builtin === schema { return "app \(schema.name)" }
        return AppDeclarationPrinter.declaration(of: schema)
    }

    struct Path {
        let state: Int
        let move: String?
        let operation: Operation?
        let reason: String
    }

    /// The scripts to write, and the routes and the number of transitions they cover.
    private func plan() -> (paths: [Path], routes: Set<String>, transitions: Int) {
        // Each item's first witness in breadth-first order: a state, or a state and a move.
        var witnesses: [String: (state: Int, move: Operation?)] = [:]
        var order: [String] = []
        var routes = Set<String>()
        var itemsOfState: [[String]] = []
        for index in 0..<explorer.stateCount {
            let state = explorer.state(index)
            var items: [String] = []
            for (position, tab) in state.tabs.enumerated() {
                for route in tab.stack { items.append("\(route.name) on \(state.tabs[position].name)"); routes.insert(route.name) }
            }
            for modal in state.modals {
                for route in [modal.root] + modal.stack { items.append("\(route.name) in a \(modal.style.rawValue)"); routes.insert(route.name) }
            }
            itemsOfState.append(items)
            for item in items where witnesses[item] == nil {
                witnesses[item] = (index, nil)
                order.append(item)
            }
            let router = Router(schema: exploration.schema, state: state)
            for move in explorer.moves(in: state) {
                guard let change = try? router.plan(move) else { continue }
                var after = state
                after.apply(change)
                let item = Coverage.transition(move, from: state, to: after).description
                if witnesses[item] == nil {
                    witnesses[item] = (index, move)
                    order.append(item)
                }
            }
        }
        let transitions = order.filter { witnesses[$0]!.move != nil }.count
        // Longest witnesses first: their scripts cover the most on their way.
        let lengths = order.map { item in
            let witness = witnesses[item]!
            return explorer.distance(to: witness.state) + (witness.move == nil ? 0 : 1)
        }
        let ranked = order.indices.sorted { left, right in
            lengths[left] != lengths[right] ? lengths[left] > lengths[right] : left < right
        }.map { order[$0] }
        var covered = Set<String>()
        var paths: [Path] = []
        for item in ranked where !covered.contains(item) {
            let witness = witnesses[item]!
            // Everything on the way is covered too: each state passed, each move made.
            var state = explorer.state(0)
            covered.formUnion(itemsOfState[0])
            for move in explorer.moves(to: witness.state) + (witness.move.map { [$0] } ?? []) {
                var router = Router(schema: exploration.schema, state: state)
                guard (try? router.perform(move)) != nil else { break }
                covered.insert(Coverage.transition(move, from: state, to: router.state).description)
                state = router.state
                if let index = explorer.index(of: state) { covered.formUnion(itemsOfState[index]) }
            }
            covered.insert(item)
            paths.append(Path(state: witness.state, move: witness.move?.command, operation: witness.move, reason: item))
        }
        return (paths, routes, transitions)
    }
}
