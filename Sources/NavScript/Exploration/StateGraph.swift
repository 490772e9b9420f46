import NavLanguage
import NavreplExplore
import NavreplKit

/// `explore --graph FILE`: the state graph of a small app, for teaching — each state a node
/// labelled with its stacks as `show` prints them, grouped by the selected tab and its stack,
/// each accepted move an edge labelled with its command. Graphviz for `.dot`, Mermaid for `.mmd`.
struct StateGraph {
    let explorer: Explorer

    /// Past this many states a drawing is a blot, not a picture.
    static let limit = 500

    /// Writes the graph of a walk of at most ``limit`` states (``Exploration/run(isInterrupted:)`` refuses more).
    func write(to path: String, shownAs shown: String) throws(Exploration.Problem) {
        let mermaid = path.hasSuffix(".mmd")
        var lines = mermaid ? ["flowchart LR"] : ["digraph states {", "  rankdir=LR;", "  node [shape=box, fontname=\"Helvetica\"];"]
        // States grouped by the selected tab and its stack: what differs within a group is the
        // modals, the flags and the other tabs, so the layout keeps a screen's states together.
        var groups: [String: [Int]] = [:]
        var order: [String] = []
        for index in 0..<explorer.stateCount {
            let state = explorer.state(index)
            let group = state.selectedTabName + ": " + (["root"] + state.tabs[state.selectedTab].stack.map(\.description)).joined(separator: " > ")
            if groups[group] == nil { order.append(group) }
            groups[group, default: []].append(index)
        }
        for (number, group) in order.enumerated() {
            lines.append(mermaid ? "  subgraph g\(number)[\"\(Self.mermaidText(group))\"]" : "  subgraph cluster_\(number) {")
            if !mermaid { lines.append("    label=\(JSON.string(group)); style=rounded; color=grey;") }
            for index in groups[group]! {
                let label = Self.label(explorer.state(index))
                lines.append(mermaid ? "    s\(index)[\"\(Self.mermaidText(label))\"]" : "    s\(index) [label=\(JSON.string(label))\(index == 0 ? ", penwidth=2" : "")];")
            }
            lines.append(mermaid ? "  end" : "  }")
        }
        for index in 0..<explorer.stateCount {
            let state = explorer.state(index)
            let router = Router(schema: explorer.schema, state: state)
            for move in explorer.moves(in: state) {
                guard let change = try? router.plan(move) else { continue }
                var after = state
                after.apply(change)
                guard let target = explorer.index(of: after), target != index else { continue }
                let command = explorer.command(move)
                lines.append(mermaid ? "  s\(index) -->|\"\(Self.mermaidText(command))\"| s\(target)" : "  s\(index) -> s\(target) [label=\(JSON.string(command))];")
            }
        }
        if !mermaid { lines.append("}") }
        do {
            try StateFile.writeAtomically(lines.joined(separator: "\n") + "\n", to: path, shownAs: shown, verb: "write")
        } catch {
            throw Exploration.Problem(message: error.message)
        }
    }

    /// `patients: root > list` for each tab, the selected one marked, then the modals.
    static func label(_ state: NavigationState) -> String {
        var lines = state.tabs.enumerated().map { index, tab in
            (index == state.selectedTab ? "* " : "") + tab.name + ": " + (["root"] + tab.stack.map(\.description)).joined(separator: " > ")
        }
        for modal in state.modals {
            lines.append("\(modal.style.rawValue): " + ([modal.root] + modal.stack).map(\.description).joined(separator: " > "))
        }
        for (name, value) in state.flags.sorted(by: { $0.key < $1.key }) { lines.append("\(name) = \(value)") }
        return lines.joined(separator: "\n")
    }

    /// Text Mermaid shows as it is: quotes and line breaks as its entities.
    static func mermaidText(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\"": result += "#quot;"
            case "\n": result += "<br>"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            case "%": result += "#37;"
            default: result.append(character)
            }
        }
        return result
    }
}
