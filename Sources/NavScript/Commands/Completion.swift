import NavigationModel

/// Tab completion at the prompt: what may come next at the cursor, from the command
/// language and the current state.
public enum Completion {
    /// The commands whose argument is a route the current context accepts.
    static let routeCommands: Set<String> = ["push", "go", "sheet", "cover", "popto", "replace", "select"]

    /// Candidates for `word`, which starts at `wordStart` in `line`. `files` lists the
    /// file names that start with a prefix (directories ending in `/`).
    public static func candidates(
        line: String, wordStart: Int, word: String, interpreter: Interpreter,
        files: (String) -> [String]
    ) -> [String] {
        var before = String(decoding: Array(line.utf8).prefix(wordStart), as: UTF8.self)
        // Inside quotes, readline starts the word after the quote: the quote is not a word.
        if before.last == "\"" || before.last == "'" { before.removeLast() }
        let statement = before.split(separator: ";", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        let words = statement.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let all = options(after: words, word: word, interpreter: interpreter, files: files)
        return Array(Set(all.filter { $0.hasPrefix(word) })).sorted()
    }

    private static func options(after words: [String], word: String, interpreter: Interpreter, files: (String) -> [String]) -> [String] {
        guard let command = words.first else { return HelpTopic.commandNames }
        let state = interpreter.state, schema = interpreter.schema
        switch command {
        case "tab":
            return words.count == 1 ? state.tabs.map(\.name) : []
        case "help":
            return words.count == 1 ? HelpTopic.topicNames : []
        case "app":
            return words.count == 1 ? BuiltinApps.all.map(\.name) + [AppSchema.free.name] + files(word) : []
        case "source", "save", "restore":
            return words.count == 1 ? files(word) : []
        case "set":
            if words.count == 1 { return Settings.names }
            guard words.count == 2 else { return [] }
            switch words[1] {
            case "layout": return Layout.allCases.map(\.rawValue)
            case "maxframes": return []
            default: return ["on", "off"]
            }
        case "dismiss":
            return words.count == 1 ? ["all"] : []
        case "show":
            return words.count == 1 ? ["-v"] : []
        case "state":
            return words.count == 1 ? ["--json"] : []
        case "expect":
            if words.count == 1 { return ["stack", "depth", "tab", "top", "modal", "no", "fail"] }
            switch words[1] {
            case "top", "stack": return routeOptions(after: Array(words.dropFirst(2)), command: "push", state: state, schema: schema)
            case "tab": return words.count == 2 ? state.tabs.map(\.name) : []
            case "no": return words.count == 2 ? ["modal"] : []
            case "modal":
                if words.count == 2 { return ModalStyle.allCases.map(\.rawValue) }
                return routeOptions(after: Array(words.dropFirst(3)), command: "sheet", state: state, schema: schema)
            case "fail": return options(after: Array(words.dropFirst(2)), word: word, interpreter: interpreter, files: files)
            default: return []
            }
        default:
            guard routeCommands.contains(command) else { return [] }
            return routeOptions(after: Array(words.dropFirst()), command: command, state: state, schema: schema)
        }
    }

    /// After a route command: route names at the start of a route (or after `>`), else the
    /// values of the route's next closed-set parameter.
    private static func routeOptions(after words: [String], command: String, state: NavigationState, schema: AppSchema) -> [String] {
        let routeWords = words.split(separator: ">", omittingEmptySubsequences: false).last.map(Array.init) ?? []
        if routeWords.isEmpty {
            return routeNames(for: command, state: state, schema: schema)
        }
        var name = routeWords[0]
        if let paren = name.firstIndex(of: "(") { name = String(name[..<paren]) }
        let tab = name.contains(".") ? String(name[..<name.lastIndex(of: ".")!]) : state.selectedTabName
        if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
        guard let declaration = schema.declaration(named: name, in: tab) else { return [] }
        let given = routeWords.count - 1
        guard given < declaration.parameters.count, case .oneOf(let members) = declaration.parameters[given].type else {
            return command == "popto" && given >= declaration.parameters.count ? ["--inclusive"] : []
        }
        return members
    }

    private static func routeNames(for command: String, state: NavigationState, schema: AppSchema) -> [String] {
        guard !schema.isFree else { return Array(Set(state.tabs.flatMap { $0.stack.map(\.name) })) }
        if command == "go" {
            var names = schema.sharedRoutes.map(\.name)
            for tab in schema.tabs {
                for route in tab.routes {
                    names.append("\(tab.name).\(route.name)")
                    if schema.tabsDeclaring(route.name).count == 1 { names.append(route.name) }
                }
            }
            return names
        }
        if command == "popto" {
            return Array(Set(state.currentStack.map(\.name))) + ["root"]
        }
        return schema.routes(acceptedIn: state.selectedTabName).map(\.name)
    }
}
