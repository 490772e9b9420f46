import NavLanguage
import NavreplKit

/// Writes a `NavigationGraph` as Graphviz DOT (`dot -Tsvg`) or as a Mermaid flowchart (which
/// GitHub draws in a README). Nodes get short generated names (`n0`, `n1`...), so that no
/// route or tab name has to be a valid identifier; every label is escaped for its format.
/// An edge says how it was made and how often, and is drawn thicker the more it was used;
/// modal presentations are dashed, redirects dotted (in Mermaid, which has no dotted line,
/// dashed too: their label tells them apart).
enum GraphWriter {
    enum Format: String {
        case dot
        case mermaid
    }

    /// The graph's text; `recorded` says whether the session's transitions were recorded, so
    /// that a graph without edges says why.
    static func text(of graph: NavigationGraph, as format: Format, recorded: Bool) -> String {
        var names: [NavigationGraph.Node: String] = [:]
        for node in graph.clusters.flatMap(\.nodes) + graph.sharedNodes { names[node] = "n\(names.count)" }
        // Where deep links come from, outside every tab, when the session opened any.
        if graph.edges.contains(where: { $0.edge.from == .link }) { names[.link] = "n\(names.count)" }
        switch format {
        case .dot: return dot(graph, names, recorded: recorded)
        case .mermaid: return mermaid(graph, names, recorded: recorded)
        }
    }

    /// `push ×3`: how the edge was made and how often; a declared edge not taken this
    /// session, `push`; a declared redirect, with its condition.
    private static func label(_ edge: NavigationGraph.Edge, count: Int) -> String {
        edge.transition.rawValue + (edge.condition.map { " " + $0 } ?? "") + (count > 0 ? " \u{00D7}\(count)" : "")
    }

    /// Line width by use: 1 for one use or none, one more for each doubling, at most 6.
    private static func width(_ count: Int) -> Int {
        count == 0 ? 1 : min(6, 1 + (Int.bitWidth - count.leadingZeroBitCount - 1))
    }

    /// `patients: Patients`, a tab's name and title.
    private static func clusterLabel(_ cluster: NavigationGraph.Cluster) -> String {
        cluster.tab + (cluster.title.map { ": " + $0 } ?? "")
    }

    private static func title(_ graph: NavigationGraph, recorded: Bool) -> String {
        let declared = graph.drawsDeclaredEdges ? "declared edges, grey until taken; " : ""
        guard recorded else { return "\(graph.appName): \(declared)transitions not recorded (run navrepl with --record)" }
        let made = graph.edges.reduce(0) { $0 + $1.count }
        return "\(graph.appName): \(declared)\(made) transition\(made == 1 ? "" : "s") this session"
    }

    // MARK: DOT

    private static func dot(_ graph: NavigationGraph, _ names: [NavigationGraph.Node: String], recorded: Bool) -> String {
        var text = "digraph " + dotString(graph.appName) + " {\n"
        text += "  graph [rankdir=LR, fontname=\"Helvetica\", labelloc=t, label=" + dotString(title(graph, recorded: recorded)) + "];\n"
        text += "  node [shape=box, style=rounded, fontname=\"Helvetica\", fontsize=11];\n"
        text += "  edge [fontname=\"Helvetica\", fontsize=10];\n"
        for (index, cluster) in graph.clusters.enumerated() {
            text += "  subgraph cluster_\(index) {\n"
            text += "    label=" + dotString(clusterLabel(cluster)) + ";\n"
            for node in cluster.nodes { text += "    " + dotNode(node, graph, names) }
            text += "  }\n"
        }
        for node in graph.sharedNodes { text += "  " + dotNode(node, graph, names) }
        if names[.link] != nil { text += "  " + dotNode(.link, graph, names) }
        for (edge, count) in graph.edges {
            guard let from = names[edge.from], let to = names[edge.to] else { continue }
            text += "  \(from) -> \(to) [label=" + dotString(label(edge, count: count)) + ", penwidth=\(width(count)), weight=\(max(count, 1))"
            // Declared and not taken: grey.
            if count == 0 { text += ", color=gray55, fontcolor=gray40" }
            text += edge.transition.isModal ? ", style=dashed]\n" : edge.transition == .redirect ? ", style=dotted]\n" : "]\n"
        }
        return text + "}\n"
    }

    private static func dotNode(_ node: NavigationGraph.Node, _ graph: NavigationGraph, _ names: [NavigationGraph.Node: String]) -> String {
        let shape = switch node {
        case .root: ", shape=ellipse"
        case .link: ", shape=plaintext"
        case .route: ""
        }
        return names[node]! + " [label=" + dotString(graph.label(of: node)) + shape + "];\n"
    }

    /// A DOT string of lines: quoted, `"` and `\` escaped, the lines joined by DOT's `\n`.
    private static func dotString(_ lines: [String]) -> String {
        var result = "\""
        for (index, line) in lines.enumerated() {
            if index > 0 { result += "\\n" }
            for character in Escaper.printable.escaped(line).unicodeScalars {
                switch character {
                case "\"": result += "\\\""
                case "\\": result += "\\\\"
                default: result.unicodeScalars.append(character)
                }
            }
        }
        return result + "\""
    }

    private static func dotString(_ text: String) -> String {
        dotString([text])
    }

    // MARK: Mermaid

    private static func mermaid(_ graph: NavigationGraph, _ names: [NavigationGraph.Node: String], recorded: Bool) -> String {
        var text = "flowchart LR\n"
        if !recorded { text += "  %% " + title(graph, recorded: false) + "\n" }
        for (index, cluster) in graph.clusters.enumerated() {
            text += "  subgraph c\(index)[\"" + mermaidText(clusterLabel(cluster)) + "\"]\n"
            for node in cluster.nodes { text += "    " + mermaidNode(node, graph, names) }
            text += "  end\n"
        }
        for node in graph.sharedNodes { text += "  " + mermaidNode(node, graph, names) }
        if names[.link] != nil { text += "  " + mermaidNode(.link, graph, names) }
        var styles = ""
        var index = 0
        for (edge, count) in graph.edges {
            guard let from = names[edge.from], let to = names[edge.to] else { continue }
            text += "  \(from) " + (edge.transition.isModal || edge.transition == .redirect ? "-.->" : "-->") + "|\"" + mermaidText(label(edge, count: count)) + "\"| \(to)\n"
            if width(count) > 1 { styles += "  linkStyle \(index) stroke-width:\(width(count))px\n" }
            if count == 0 { styles += "  linkStyle \(index) stroke:#999\n" }
            index += 1
        }
        return text + styles
    }

    private static func mermaidNode(_ node: NavigationGraph.Node, _ graph: NavigationGraph, _ names: [NavigationGraph.Node: String]) -> String {
        let label = graph.label(of: node).map(mermaidText).joined(separator: "<br/>")
        switch node {
        case .root: return names[node]! + "([\"" + label + "\"])\n"
        case .link: return names[node]! + "((\"" + label + "\"))\n"
        case .route: return names[node]! + "[\"" + label + "\"]\n"
        }
    }

    /// Text inside a quoted Mermaid label: the characters Mermaid or the HTML it makes would
    /// read as markup are written as Mermaid's entity codes (`#quot;`), `%` too, as Mermaid
    /// looks for `%%{...}%%` directives anywhere in its text, and line separators escaped.
    private static func mermaidText(_ text: String) -> String {
        var result = ""
        for character in Escaper.printable.escaped(text).unicodeScalars {
            switch character {
            case "#": result += "#35;"
            case "\"": result += "#quot;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            case "&": result += "#amp;"
            case "%": result += "#37;"
            case "\u{2028}", "\u{2029}": result += "\\u{\(String(character.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
