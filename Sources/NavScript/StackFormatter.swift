import NavigationModel

/// The text view of the state: the selected tab's stack, then one indented line per modal.
/// Long stacks have their middle elided, so printing costs O(maxFrames), never O(depth).
public enum StackFormatter {
    /// `patients: root > list > detail(name: "Mary Doe")` and a line per modal.
    public static func lines(_ state: NavigationState, maxFrames: Int, style: TextStyle = .plain) -> String {
        var text = style.tab(state.selectedTabName) + ": " + path(state.tabs[state.selectedTab].stack, root: style.dim("root"), maxFrames: maxFrames, style: style)
        for modal in state.modals {
            text += "\n  " + style.modal(modal.style.rawValue) + ": "
                + path(modal.stack, root: style.route(modal.root), maxFrames: maxFrames, style: style)
        }
        return text
    }

    /// A stack as `root > list > detail(name: "Mary Doe")`, without colour.
    public static func plainPath(_ stack: [Route], maxFrames: Int) -> String {
        path(stack, root: "root", maxFrames: maxFrames, style: .plain)
    }

    static func path(_ stack: [Route], root: String, maxFrames: Int, style: TextStyle) -> String {
        let separator = style.dim(" > ")
        var text = root
        if stack.count <= maxFrames {
            for route in stack { text += separator + style.route(route) }
            return text
        }
        let head = maxFrames / 2
        let tail = maxFrames - head
        for route in stack[..<head] { text += separator + style.route(route) }
        text += separator + style.dim("... (\(stack.count - maxFrames) more)")
        for route in stack[(stack.count - tail)...] { text += separator + style.route(route) }
        return text
    }

    /// `show -v`: the current context's routes one per line, numbered from the root,
    /// with their titles.
    public static func verbose(_ state: NavigationState, schema: AppSchema, maxFrames: Int) -> String {
        let target = state.currentTarget
        let stack = state.stack(of: target)
        let tabName = state.selectedTabName
        let tabTitle = schema.tabs.first { $0.name == tabName }?.title
        var lines: [String] = []
        var heading = tabName + (tabTitle.map { " \(Value.quoted($0))" } ?? "")
        if let modal = state.modals.last {
            heading += " + " + modal.style.rawValue + " " + modal.root.description
        }
        lines.append(heading + ", depth \(stack.count)")
        let title: (Route) -> String = { route in
            schema.declaration(named: route.name, in: tabName)?.title.map { "  " + Value.quoted($0) } ?? ""
        }
        if case .modal(let index) = target {
            lines.append("  0  " + state.modals[index].root.description + title(state.modals[index].root))
        } else {
            lines.append("  0  root" + (tabTitle.map { "  " + Value.quoted($0) } ?? ""))
        }
        var shown = Array(stack.indices)
        if stack.count > maxFrames {
            shown = Array(0..<(maxFrames / 2)) + [-1] + Array((stack.count - (maxFrames - maxFrames / 2))..<stack.count)
        }
        for index in shown {
            if index < 0 {
                lines.append("     ... (\(stack.count - maxFrames) more)")
            } else {
                lines.append("  \(index + 1)  " + stack[index].description + title(stack[index]))
            }
        }
        return lines.joined(separator: "\n")
    }
}
