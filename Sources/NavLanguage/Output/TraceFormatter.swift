import NavreplKit

/// `--trace`: what a change did to the data structure, one line a step:
/// `+ list` pushed, `- list` popped, `tab patients -> doctors`, `present sheet create`. A
/// change SwiftUI must apply in several updates (`SwiftUIUpdates`) is shown as them, one
/// line an update: `update 1: dismiss sheet create`, `update 2: tab patients -> doctors; + list`.
public enum TraceFormatter {
    /// The lines for `change`, given the state after it was applied.
    public static func lines(for change: Change, in after: NavigationState) -> [String] {
        if let updates = updateLines(for: change, in: after) {
            var notes: [String] = []
            for case .redirect(let redirection) in change.steps { append(.redirect(redirection), state: after, to: &notes) }
            return notes + updates
        }
        var lines: [String] = []
        change.forEachStep(after: after) { step, state in append(step, state: state, to: &lines) }
        return lines
    }

    /// `update 1: ...`, one line for each update SwiftUI needs to apply `change`; nil when
    /// one update does.
    public static func updateLines(for change: Change, in after: NavigationState) -> [String]? {
        let updates = SwiftUIUpdates.updates(of: change)
        guard updates.count > 1 else { return nil }
        return updates.enumerated().map { number, steps in
            var lines: [String] = []
            for step in steps { append(step, state: after, to: &lines) }
            return "update \(number + 1): " + lines.joined(separator: "; ")
        }
    }

    private static func append(_ change: Change, state: NavigationState, to lines: inout [String]) {
        switch change {
        case .push(let route, let target):
            lines.append("+ \(route)" + inTab(target, state))
        case .pushAll(let routes, let target):
            lines += routes.map { "+ \($0)" + inTab(target, state) }
        case .pop(let route, let target):
            lines.append("- \(route)" + inTab(target, state))
        case .popAll(let routes, let target):
            lines += routes.reversed().map { "- \($0)" + inTab(target, state) }
        case .replace(let old, let new, _):
            lines += differences(from: old, to: new)
        case .selectTab(let from, let to):
            lines.append("tab \(state.tabs[from].name) -> \(state.tabs[to].name)")
        case .addTab(let name):
            lines.append("new tab \(name)")
        case .removeTab(let name):
            lines.append("remove tab \(name)")
        case .replaceState(let old, let new):
            lines += replacement(from: old, to: new)
        case .present(let modal):
            lines.append("present \(modal.style.rawValue) \(modal.root)")
        case .dismiss(let modals):
            lines += modals.reversed().map { "dismiss \($0.style.rawValue) \($0.root)" }
        case .setFlag(let name, let from, let to):
            lines.append("flag \(name) \(from) -> \(to)")
        case .redirect(let redirection):
            lines.append("redirect \(redirection.from) -> \(redirection.to) (\(redirection.condition.reason))")
        case .sequence(let steps):
            for step in steps { append(step, state: state, to: &lines) }
        }
    }

    /// Steps on a tab other than the selected one (`reset`, its undo) say which tab they are in.
    private static func inTab(_ target: NavigationState.Target, _ state: NavigationState) -> String {
        guard case .tab(let index) = target, index != state.selectedTab else { return "" }
        return "  (tab \(state.tabs[index].name))"
    }

    /// One stack replaced by another as FlowStacks' calculateSteps does it: the routes both
    /// start with stay, the rest of the old stack is popped and the rest of the new pushed.
    private static func differences(from old: [Route], to new: [Route]) -> [String] {
        let common = old.commonPrefixCount(with: new)
        return old[common...].reversed().map { "- \($0)" } + new[common...].map { "+ \($0)" }
    }

    /// A whole-state replacement in the order SwiftUI needs it: dismiss the modals, switch
    /// the tab, then per tab pop what differs and push what is new, then present.
    private static func replacement(from old: NavigationState, to new: NavigationState) -> [String] {
        var lines = old.modals.reversed().map { "dismiss \($0.style.rawValue) \($0.root)" }
        if old.selectedTabName != new.selectedTabName {
            lines.append("tab \(old.selectedTabName) -> \(new.selectedTabName)")
        }
        for tab in new.tabs {
            let before = old.tabs.first { $0.name == tab.name }?.stack ?? []
            let steps = differences(from: before, to: tab.stack)
            guard !steps.isEmpty else { continue }
            if new.tabs.count > 1 { lines.append("in tab \(tab.name):") }
            lines += steps
        }
        lines += new.modals.map { "present \($0.style.rawValue) \($0.root)" }
        return lines
    }
}
