import NavigationModel

/// The text of the informational commands: `tabs`, `routes`, `apps`, `state`.
enum Listing {
    static func tabs(_ state: NavigationState, schema: AppSchema) -> String {
        let width = state.tabs.map(\.name.count).max() ?? 0
        return state.tabs.enumerated().map { index, tab in
            let marker = index == state.selectedTab ? "* " : "  "
            let title = schema.tabs.first { $0.name == tab.name }?.title.map { "  " + Value.quoted($0) } ?? ""
            return marker + padded(tab.name, width + 2) + "depth \(tab.stack.count)" + title
        }.joined(separator: "\n")
    }

    static func routes(in state: NavigationState, schema: AppSchema) -> String {
        let tab = state.selectedTabName
        guard !schema.isFree else {
            return "routes in \(tab): any route with any arguments (free mode)"
        }
        let declaration = schema.tab(named: tab)
        let all = (declaration?.routes ?? []) + schema.sharedRoutes
        guard !all.isEmpty else { return "routes in \(tab): none (declare some with 'app NAME { ... }')" }
        let rows = all.map { route -> [String] in
            var scope = schema.sharedRoutes.contains(route) ? "(every tab)" : ""
            if let column = declaration?.columnIndex(of: route.name), let split = declaration {
                scope = "[\(split.columns[column].name) column]"
            }
            return [route.signature, route.title.map { Value.quoted($0) } ?? "", scope]
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
            lines.append(padded(flag.name, width + 2) + (value ? "true " : "false"))
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
    /// found by walking the changes back from the current state, so steps store nothing more.
    static func history(_ history: History, state: NavigationState, last: Int?) -> String {
        guard !history.done.isEmpty || !history.undone.isEmpty else { return "no changes yet" }
        func top(_ state: NavigationState) -> String {
            state.top?.description ?? state.modals.last?.root.description ?? "root"
        }
        var rows: [[String]] = []
        var walk = state
        var done: [[String]] = []
        for (index, step) in history.done.enumerated().reversed() {
            let after = top(walk)
            walk.revert(step.change)
            done.append(["\(index + 1)", step.command.description, top(walk) + " -> " + after])
        }
        rows = done.reversed()
        walk = state
        for (offset, step) in history.undone.reversed().enumerated() {
            let before = top(walk)
            walk.apply(step.change)
            rows.append(["\(history.done.count + offset + 1)", step.command.description, before + " -> " + top(walk), "(undone)"])
        }
        if let last, last < rows.count { rows = Array(rows.suffix(last)) }
        // Step numbers are right-aligned in four places, like a listing's line numbers.
        let numbered = rows.map { row in [String(repeating: " ", count: max(0, 4 - row[0].count)) + row[0]] + row.dropFirst() }
        return StackFormatter.aligned(numbered).joined(separator: "\n")
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
