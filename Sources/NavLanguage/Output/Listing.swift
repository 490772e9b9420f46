import NavreplKit

/// The text of the informational commands: `tabs`, `routes`, `apps`, `state`.
enum Listing {
    static func tabs(_ state: NavigationState, schema: AppSchema) -> String {
        let width = state.tabs.map(\.name.count).max() ?? 0
        return state.tabs.enumerated().map { index, tab in
            let marker = index == state.selectedTab ? "* " : "  "
            let title = schema.tab(named: tab.name)?.title.map { "  " + Value.quoted($0) } ?? ""
            return marker + padded(tab.name, width + 2) + "depth \(tab.stack.count)" + title
        }.joined(separator: "\n")
    }

    static func routes(in state: NavigationState, schema: AppSchema) -> String {
        let tab = state.selectedTabName
        guard !schema.isFree else {
            return "routes in \(tab): any route with any arguments (free mode)"
        }
        let declaration = schema.tab(named: tab)
        let own = declaration?.routes ?? []
        guard !own.isEmpty || !schema.sharedRoutes.isEmpty else { return "routes in \(tab): none (declare some with 'app NAME { ... }')" }
        func row(_ route: AppSchema.RouteDeclaration, scope: String) -> [String] {
            [route.signature, route.title.map { Value.quoted($0) } ?? "", scope]
        }
        // A tab's own routes come first, then the app-level ones; a split tab's in column order.
        var rows: [[String]] = []
        rows.reserveCapacity(own.count + schema.sharedRoutes.count)
        for column in declaration?.columns ?? [] {
            for route in column.routes { rows.append(row(route, scope: "[\(column.name) column]")) }
        }
        if declaration?.isSplit != true {
            for route in own { rows.append(row(route, scope: "")) }
        }
        // A route declared `sheet NAME` or `cover NAME` is only ever presented, never pushed.
        for route in schema.sharedRoutes {
            let presented = schema.presentedOnly.contains(route.name) ? ", presented as a \(schema.declaredStyle(of: route.name).rawValue) only" : ""
            rows.append(row(route, scope: "(every tab\(presented))"))
        }
        return (["routes in \(tab):"] + StackFormatter.aligned(rows).map { "  " + $0 }).joined(separator: "\n")
    }

    static func apps(current: AppSchema, declared: [String: AppSchema]) -> String {
        let all = BuiltinApps.all + [AppSchema.free] + declared.keys.sorted().compactMap { declared[$0] }
        let width = all.map(\.name.count).max() ?? 0
        return all.map { app in
            let marker = app.name == current.name ? "* " : "  "
            let summary = app.summary ?? "declared in this session"
            return marker + padded(app.name, width + 2) + summary
        }.joined(separator: "\n")
    }

    /// `flags`: each flag with its value, then the rules that read it.
    static func flags(_ state: NavigationState, schema: AppSchema) -> String {
        guard !schema.flags.isEmpty else {
            return schema.isFree ? "free mode declares no flags" : "app \(schema.name) declares no flags"
        }
        let width = schema.flags.map(\.name.count).max() ?? 0
        var lines: [String] = []
        for flag in schema.flags {
            let value = state.flags[flag.name] ?? flag.initialValue
            // Where a user changes it, when only some screens do (`explore` changes it nowhere else).
            let screens = flag.changesOn.map { "  changes on " + $0.joined(separator: ", ") } ?? ""
            lines.append(padded(flag.name, width + 2) + (value ? "true " : "false") + screens)
            let rules = schema.redirects.filter { $0.condition.flag == flag.name }.map(\.spelling)
                + schema.guards.filter { $0.condition.flag == flag.name }.map(\.spelling)
            lines += rules.map { "    " + $0 }
        }
        return lines.joined(separator: "\n")
    }

    /// The flags on one line, in declaration order: `flags: signedIn=false, admin=true`.
    static func flagLine(_ state: NavigationState, schema: AppSchema) -> String? {
        guard !schema.flags.isEmpty else { return nil }
        return "flags: " + schema.flags.map { "\($0.name)=\(state.flags[$0.name] ?? $0.initialValue)" }.joined(separator: ", ")
    }

    static func state(_ state: NavigationState, schema: AppSchema) -> String {
        var lines = ["app \(schema.name)"]
        for (index, tab) in state.tabs.enumerated() {
            let marker = index == state.selectedTab ? "* " : "  "
            lines.append(marker + tab.name + ": " + StackFormatter.plainPath(tab.stack, maxFrames: Int.max))
        }
        for modal in state.modals {
            lines.append("  " + modal.style.rawValue + ": " + StackFormatter(schema: schema, maxFrames: Int.max).path(modal.stack, root: modal.root.description))
        }
        if let flags = flagLine(state, schema: schema) { lines.append("  " + flags) }
        return lines.joined(separator: "\n")
    }

    /// `history`: each step with its command and the route on top before and after it
    /// (seed 003's previousRoute and currentRoute); undone steps are marked. The tops are
    /// found by walking the changes back from the current state, so steps store nothing more;
    /// `history N` walks back only the steps it shows (and the undone ones before them).
    static func history(_ history: History, state: NavigationState, last: Int?) -> String {
        let done = history.done, undone = history.undone
        guard !done.isEmpty || !undone.isEmpty else {
            return history.dropped > 0 ? droppedLine(history) : "no changes yet"
        }
        func top(_ state: NavigationState) -> String {
            state.top?.description ?? state.modals.last?.root.description ?? "root"
        }
        let shown = min(last ?? Int.max, done.count + undone.count)
        let undoneShown = min(shown, undone.count)
        let doneShown = shown - undoneShown
        var rows: [[String]] = []
        rows.reserveCapacity(shown)
        var walk = state
        for index in stride(from: done.count - 1, through: done.count - doneShown, by: -1) {
            let step = done[index]
            let after = top(walk)
            walk.revert(step.change)
            rows.append(["\(history.dropped + index + 1)", step.command.description, top(walk) + " -> " + after])
        }
        rows.reverse()
        walk = state
        // The next step to redo is the last undone; the rows shown are the last of them.
        for offset in 0..<undone.count {
            let step = undone[undone.count - 1 - offset]
            let before = top(walk)
            walk.apply(step.change)
            guard offset >= undone.count - undoneShown else { continue }
            rows.append(["\(history.dropped + done.count + offset + 1)", step.command.description, before + " -> " + top(walk), "(undone)"])
        }
        // Step numbers are right-aligned in four places, like a listing's line numbers.
        let numbered = rows.map { row in [String(repeating: " ", count: max(0, 4 - row[0].count)) + row[0]] + row.dropFirst() }
        let listing = StackFormatter.aligned(numbered).joined(separator: "\n")
        return history.dropped > 0 && shown == done.count + undone.count ? droppedLine(history) + "\n" + listing : listing
    }

    private static func droppedLine(_ history: History) -> String {
        "(\(history.dropped) earlier step\(history.dropped == 1 ? "" : "s") dropped: 'set undolimit' keeps the last \(history.limit))"
    }

    static func padded(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
