import NavLanguage
import NavreplExplore
import NavreplKit
import Platform

/// `explore --emit DIR`: a suite that covers what the walk reached — every route on every
/// stack where it can be, every kind of move between every pair of routes (the route on top
/// before and after) — in few, short scripts. Each item's shortest witness is found, the
/// longest witnesses are written first, and a script covers every item on its way; each script
/// ends in `expect` lines for where it arrives and gets its transcript from a run.
struct CoveringSuite {
    let exploration: Exploration
    /// The real path of the file the app was read from, if it was: each script loads it from
    /// there, so that the suite follows the app as it changes (a declared app is written out).
    let appFile: String?
    private var explorer: Explorer { exploration.explorer }

    /// The most scripts written: a model this large wants a tighter bound, not a bigger suite.
    static let limit = 2_000

    /// The first line of every script it writes: how a folder is known to hold its suite.
    static let signature = "# Written by navrepl explore --emit"

    /// Writes the suite into `folder` (made if missing, or holding only a suite written before,
    /// which it replaces) and returns the coverage line. The scripts are made and run first;
    /// then they are written with Ctrl-C and SIGTERM held off, so that the folder holds the
    /// whole suite or none of it. `isInterrupted` stops the making, and nothing is written.
    func write(to folder: String, shownAs shown: String, isInterrupted: () -> Bool = { false }) throws(Exploration.Problem) -> String {
        let (paths, routes, transitions) = plan()
        guard paths.count <= CoveringSuite.limit else {
            throw Exploration.Problem(message: "--emit would write \(paths.count) scripts (at most \(CoveringSuite.limit)); lower --max-depth or --max-modals")
        }
        let previous = try Self.previousSuite(in: folder, shownAs: shown)
        // Made first: each script is run from its place there, as the paths it reads are its.
        if previous == nil, !System.makeDirectory(folder, permissions: 0o755) {
            throw Exploration.Problem(message: "cannot make the folder '\(shown)' for --emit (does its parent folder exist?)")
        }
        do throws(Exploration.Problem) {
            return try write(paths, routes: routes, transitions: transitions, replacing: previous, in: folder, shownAs: shown, isInterrupted: isInterrupted)
        } catch {
            if previous == nil { System.removeDirectory(folder) }
            throw error
        }
    }

    private func write(_ paths: [Path], routes: Set<String>, transitions: Int, replacing previous: [String]?, in folder: String, shownAs shown: String,
                       isInterrupted: () -> Bool) throws(Exploration.Problem) -> String {
        let header = Self.appLine(for: exploration.schema, file: appFile, folder: folder)
        var commandCount = 0
        var scripts: [(name: String, text: String)] = []
        for (number, path) in paths.enumerated() {
            if isInterrupted() { throw Exploration.Problem(message: "interrupted: --emit wrote nothing") }
            let moves = explorer.script(to: path.state) + (path.move.map { [$0] } ?? [])
            commandCount += moves.count
            var router = Router(schema: exploration.schema, state: explorer.state(path.state))
            if let operation = path.operation { _ = try? router.perform(operation) }
            let state = router.state
            let expectations = ["expect tab \(state.selectedTabName)", "expect url \(DeepLink.url(for: state, schema: exploration.schema))"]
            let body = header + "\n" + (moves + expectations).joined(separator: "\n") + "\n"
            let name = "explore-" + String(repeating: "0", count: max(0, 3 - String(number + 1).count)) + String(number + 1) + ".nav"
            // The transcript is what the script prints: a run writes it in. A script that fails
            // would be a suite that lies: nothing is written.
            let (transcribed, failure) = ScenarioRunner.transcribed("\(Self.signature): the shortest way to \(path.reason).\n" + body, at: folder + "/" + name, commands: .navrepl)
            if let failure {
                throw Exploration.Problem(message: "--emit wrote nothing: its script \(name), the shortest way to \(path.reason), fails at line \(failure.location.line): \(failure.message)")
            }
            // The first line carries a digest of the rest: a script edited since is someone's.
            let rest = transcribed[transcribed.index(after: transcribed.firstIndex(of: "\n")!)...]
            scripts.append((name, "\(Self.signature) [\(Self.digest(rest.utf8))]: the shortest way to \(path.reason).\n" + rest))
        }
        try Self.replace(previous, with: scripts, in: folder, shownAs: shown)
        let declared = Set((exploration.schema.tabs.flatMap(\.routes) + exploration.schema.sharedRoutes).map(\.name))
        let average = paths.isEmpty ? 0 : Double(commandCount) / Double(paths.count)
        let tenths = Int((average * 10).rounded())
        return "wrote \(paths.count) script\(paths.count == 1 ? "" : "s") to \(Escaper.printable.escaped(shown)): routes \(routes.intersection(declared).count)/\(declared.count), "
            + "transitions \(transitions)/\(transitions), \(tenths / 10).\(tenths % 10) commands a script on average"
    }

    /// The scripts of a suite written before in `folder`, or none (nil: no folder yet). A
    /// folder that holds anything else, a link included, is refused: --emit never overwrites
    /// what someone wrote, nor writes through a link out of the folder.
    private static func previousSuite(in folder: String, shownAs shown: String) throws(Exploration.Problem) -> [String]? {
        switch System.linkStatus(at: folder)?.kind {
        case nil: return nil
        case .directory?: break
        case .symbolicLink? where System.status(at: folder)?.kind == .directory: break
        case .some:
            throw Exploration.Problem(message: "'\(shown)' is not a folder (--emit writes scripts into a folder)")
        }
        guard let entries = System.directoryEntries(at: folder) else {
            throw Exploration.Problem(message: "cannot read the folder '\(shown)' for --emit")
        }
        let foreign = entries.filter { $0 != "." && $0 != ".." && !isOwnScript(folder + "/" + $0, named: $0) }.sorted()
        guard foreign.isEmpty else {
            let named = foreign.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (foreign.count > 3 ? " and \(foreign.count - 3) more" : "")
            throw Exploration.Problem(message: "'\(shown)' holds files explore --emit did not write, or that were edited since (\(named)): give an empty or new folder")
        }
        return entries.filter { $0 != "." && $0 != ".." }
    }

    /// Whether the entry is a script of a suite --emit wrote, as it wrote it: `explore-NNN.nav`,
    /// a regular file (not a link), whose first line is the signature with the digest of the
    /// lines after it.
    private static func isOwnScript(_ path: String, named name: String) -> Bool {
        guard name.hasPrefix("explore-"), name.hasSuffix(".nav"), name.dropFirst(8).dropLast(4).allSatisfy(\.isNumber),
            System.linkStatus(at: path)?.kind == .regular,
            let bytes = try? ReadableFile.contents(of: path, limit: 1 << 20),
            let newline = bytes.firstIndex(of: UInt8(ascii: "\n"))
        else { return false }
        return bytes[..<newline].starts(with: (signature + " [" + digest(bytes[(newline + 1)...]) + "]:").utf8)
    }

    /// The bytes' stable hash in hex: enough to tell an edited script from the one written.
    static func digest(_ bytes: some Sequence<UInt8>) -> String {
        let hex = String(StableHash.of(bytes), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// Puts `scripts` in `folder` in place of `previous`, with interruptions held off. Should a
    /// write fail, what was written is removed and the failure said.
    private static func replace(_ previous: [String]?, with scripts: [(name: String, text: String)], in folder: String,
                                shownAs shown: String) throws(Exploration.Problem) {
        try System.withInterruptionsHeld { () throws(Exploration.Problem) in
            for name in previous ?? [] { System.removeFile(folder + "/" + name) }
            for (index, script) in scripts.enumerated() {
                let file = folder + "/" + script.name
                do throws(StateFile.Problem) {
                    try StateFile.writeAtomically(script.text, to: file, shownAs: shown + "/" + script.name, verb: "write")
                } catch {
                    for written in scripts[..<index] { System.removeFile(folder + "/" + written.name) }
                    throw Exploration.Problem(message: error.message + "; --emit wrote nothing")
                }
            }
        }
    }

    /// How a script in `folder` loads the app: by name for a built-in, by its path from the
    /// folder for one read from `file`, else its declaration.
    static func appLine(for schema: AppSchema, file: String?, folder: String) -> String {
        if let builtin = BuiltinApps.named(schema.name), builtin === schema { return "app \(schema.name)" }
        if let file, let folder = realPath(ofFolder: folder) { return "app " + Value.quoted(relativePath(of: file, from: folder)) }
        return AppDeclarationPrinter.declaration(of: schema)
    }

    /// The real path of `folder`, which need not exist yet (its parent must).
    private static func realPath(ofFolder folder: String) -> String? {
        if let real = System.canonicalPath(folder) { return real }
        let parent = folder.contains("/") ? String(folder[..<folder.lastIndex(of: "/")!]) : "."
        let name = folder.split(separator: "/").last.map(String.init) ?? folder
        return System.canonicalPath(parent.isEmpty ? "/" : parent).map { $0 == "/" ? "/" + name : $0 + "/" + name }
    }

    /// `file` from `folder`, both real paths: `../clinic.navapp`.
    static func relativePath(of file: String, from folder: String) -> String {
        let fileParts = file.split(separator: "/"), folderParts = folder.split(separator: "/")
        let shared = zip(fileParts, folderParts).prefix { $0 == $1 }.count
        let ups = Array(repeating: "..", count: folderParts.count - shared)
        return (ups + fileParts[shared...].map(String.init)).joined(separator: "/")
    }

    struct Path {
        let state: Int
        let move: String?
        let operation: NavigationOperation?
        let reason: String
    }

    /// The scripts to write, and the routes and the number of transitions they cover.
    private func plan() -> (paths: [Path], routes: Set<String>, transitions: Int) {
        // Each item's first witness in breadth-first order: a state, or a state and a move.
        var witnesses: [String: (state: Int, move: NavigationOperation?)] = [:]
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
                let item = Coverage.transition(move, change: change, from: state, to: after, schema: explorer.schema).description
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
                guard let change = try? router.perform(move) else { break }
                covered.insert(Coverage.transition(move, change: change, from: state, to: router.state, schema: router.schema).description)
                state = router.state
                if let index = explorer.index(of: state) { covered.formUnion(itemsOfState[index]) }
            }
            covered.insert(item)
            paths.append(Path(state: witness.state, move: witness.move.map(explorer.command), operation: witness.move, reason: item))
        }
        return (paths, routes, transitions)
    }
}
