import NavigationModel

/// `--trace`: what a change did to the data structure, one line a step:
/// `+ list` pushed, `- list` popped, `tab patients -> doctors`, `present sheet create`.
public enum TraceFormatter {
    /// The lines for `change`, read against the state after it was applied.
    public static func lines(for change: Change, in state: NavigationState) -> [String] {
        var lines: [String] = []
        append(change, state: state, to: &lines)
        return lines
    }

    private static func append(_ change: Change, state: NavigationState, to lines: inout [String]) {
        switch change {
        case .push(let route, _):
            lines.append("+ \(route)")
        case .pushAll(let routes, _):
            lines += routes.map { "+ \($0)" }
        case .pop(let routes, _):
            lines += routes.reversed().map { "- \($0)" }
        case .replace(let old, let new, _):
            lines += old.reversed().map { "- \($0)" }
            lines += new.map { "+ \($0)" }
        case .selectTab(let from, let to):
            lines.append("tab \(state.tabs[from].name) -> \(state.tabs[to].name)")
        case .addTab(let name):
            lines.append("new tab \(name)")
        case .present(let modal):
            lines.append("present \(modal.style.rawValue) \(modal.root)")
        case .dismiss(let modals):
            lines += modals.reversed().map { "dismiss \($0.style.rawValue) \($0.root)" }
        case .sequence(let steps):
            for step in steps { append(step, state: state, to: &lines) }
        }
    }
}
