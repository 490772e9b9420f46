import NavLanguage
import NavreplKit

/// `graph [--dot|--mermaid] [FILE]`: the app as a graph, with this session's transitions.
final class GraphCommand: CommandAction {
    static let spec = CommandSpec(
        "graph", "graph [--dot|--mermaid] [FILE]", group: .pictures,
        summary: "print (or write to FILE) the app as a graph: tabs, routes, and the transitions this session made",
        details: """
        Each tab is a cluster holding its root and its routes with their parameters; routes
        declared at app level stand outside. Every transition the session made is an edge
        labelled with how and how often (push, pop, replace, sheet, cover), thicker the more
        it was used; modal presentations are dashed, redirects dotted, and a deep link (open)
        comes from a 'deep link' node outside the tabs to where it landed.
        In an app with edges, its declared edges and redirects are drawn too, grey until
        taken, and each guard is a line on its route; a move the app's rules redirect
        takes no declared edge (as coverage counts none): it lights the redirect.
        Transitions are recorded at the prompt, and in scripts with --record.
        """,
        example: "graph --mermaid flows.md",
        errors: "an unknown option; a folder that does not exist or cannot be written",
        options: [dotOption, mermaidOption],
        completion: .custom { request in
            request.arguments.isEmpty && request.word.hasPrefix("-") ? request.spec.optionNames(notIn: []) : request.files(request.word)
        },
        checkable: false
    ) { parser, head in
        var format = GraphWriter.Format.dot
        if let flag = parser.peekWord(), parser.chunk.text(flag).hasPrefix("--") {
            switch parser.chunk.text(flag) {
            case dotOption.name: format = .dot
            case mermaidOption.name: format = .mermaid
            default:
                throw Parser.Failure(offset: flag.start, message: "graph takes \(dotOption.name) or \(mermaidOption.name), not '\(parser.chunk.text(flag))'")
            }
            parser.advance()
        }
        return GraphCommand(format: format, path: try parser.optionalName())
    }

    static let dotOption = CommandOption("--dot", "Graphviz's language, the default (dot -Tsvg graph.dot > graph.svg)")
    static let mermaidOption = CommandOption("--mermaid", "a Mermaid flowchart, which GitHub draws in Markdown")

    let format: GraphWriter.Format
    let path: Located<String>?

    init(format: GraphWriter.Format, path: Located<String>?) {
        self.format = format
        self.path = path
    }
    var filePath: Located<String>? { path }

    func run(in context: CommandContext) throws -> Output {
        let interpreter = context.interpreter
        let graph = NavigationGraph(schema: interpreter.schema, recorder: interpreter.recorder)
        let text = GraphWriter.text(of: graph, as: format, recorded: interpreter.recorder != nil)
        guard let path else { return .text(String(text.dropLast())) }
        do {
            try StateFile.writeAtomically(text, to: interpreter.resolvePath(path.value), shownAs: interpreter.shownPath(path.value))
        } catch {
            throw context.error(at: path.offset, error.message)
        }
        return .text("wrote \(path.value)")
    }
}
