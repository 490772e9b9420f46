import NavreplKit

/// Tab completion at the prompt: what may come next at the cursor, from the commands' specs
/// and the current state.
public enum Completion {
    /// Candidates for `word`, which starts at `wordStart` in `line`. `files` lists the
    /// file names that start with a prefix (directories ending in `/`).
    public static func candidates(
        line: String, wordStart: Int, word: String, interpreter: Interpreter,
        files: @escaping (String) -> [String]
    ) -> [String] {
        var before = String(decoding: Array(line.utf8).prefix(wordStart), as: UTF8.self)
        // Inside quotes, readline starts the word after the quote: the quote is not a word.
        if before.last == "\"" || before.last == "'" { before.removeLast() }
        let statement = before.split(separator: ";", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        let words = statement.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let all = options(after: words, word: word, interpreter: interpreter, files: files)
        return Array(Set(all.filter { $0.hasPrefix(word) })).sorted()
    }

    /// What may follow `words`, a command and its arguments so far (nothing: a command name).
    static func options(after words: [String], word: String, interpreter: Interpreter, files: @escaping (String) -> [String]) -> [String] {
        guard let command = words.first else { return interpreter.commands.words }
        guard let spec = interpreter.commands.spec(named: command) else { return [] }
        let arguments = Array(words.dropFirst())
        switch spec.completion {
        case .nothing:
            return []
        case .words(let options):
            return arguments.isEmpty ? options : []
        case .options:
            return arguments.isEmpty ? spec.options.map(\.name) : []
        case .tabNames:
            return arguments.isEmpty ? interpreter.state.tabs.map(\.name) : []
        case .files:
            return arguments.isEmpty ? files(word) : []
        case .routes(let scope):
            return routeOptions(after: arguments, scope: scope, interpreter: interpreter)
        case .custom(let complete):
            return complete(CompletionRequest(spec: spec, arguments: arguments, word: word, interpreter: interpreter, files: files))
        }
    }

    /// After a route command: route names at the start of a route (or after `>`), else the
    /// values of the route's next closed-set parameter.
    static func routeOptions(after words: [String], scope: ArgumentCompletion.RouteScope, interpreter: Interpreter) -> [String] {
        let state = interpreter.state, schema = interpreter.schema
        let routeWords = words.split(separator: ">", omittingEmptySubsequences: false).last.map(Array.init) ?? []
        if routeWords.isEmpty {
            return routeNames(scope, state: state, schema: schema)
        }
        var name = routeWords[0]
        if let paren = name.firstIndex(of: "(") { name = String(name[..<paren]) }
        let tab = name.contains(".") ? String(name[..<name.lastIndex(of: ".")!]) : state.selectedTabName
        if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
        guard let declaration = schema.declaration(named: name, in: tab) else { return [] }
        let given = routeWords.count - 1
        guard given < declaration.parameters.count else { return scope == .onStack ? [PopToCommand.inclusiveOption.name] : [] }
        // What the next argument may be: a closed set's values, true or false, else its label,
        // so that Tab says what the route still needs rather than offering options.
        let parameter = declaration.parameters[given]
        switch parameter.type {
        case .oneOf(let members): return members
        case .bool: return ["true", "false"]
        case .string, .int: return [parameter.label + ":"]
        }
    }

    private static func routeNames(_ scope: ArgumentCompletion.RouteScope, state: NavigationState, schema: AppSchema) -> [String] {
        guard !schema.isFree else { return Array(Set(state.tabs.flatMap { $0.stack.map(\.name) })) }
        switch scope {
        case .anywhere:
            var names = schema.sharedRoutes.map(\.name)
            for tab in schema.tabs {
                for route in tab.routes {
                    names.append("\(tab.name).\(route.name)")
                    if schema.tabsDeclaring(route.name).count == 1 { names.append(route.name) }
                }
            }
            return names
        case .onStack:
            return Array(Set(state.currentStack.map(\.name))) + ["root"]
        case .accepted:
            return schema.routes(acceptedIn: state.selectedTabName).map(\.name)
        case .edges:
            return schema.tapEdges(in: state)?.map(\.route)
                ?? schema.routes(acceptedIn: state.selectedTabName).map(\.name)
        }
    }
}
