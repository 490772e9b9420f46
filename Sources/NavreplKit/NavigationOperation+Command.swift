extension NavigationOperation {
    /// The navrepl command that performs this operation, as a script line: what the journal
    /// of an app's router records, so that the app's path replays at the prompt. Nil for
    /// `open` (the journal keeps the link as it came) and `restore` (a whole state, which no
    /// one line holds).
    public var command: String? {
        // A name the language does not read as one word (`x; save P.json #`) would make the
        // line run something else when replayed: such a call is written as a comment.
        if let unwritable = names.first(where: { !Identifier.isValid($0) }) {
            return NavigationOperation.unwritable(commandName, name: unwritable)
        }
        return spokenCommand
    }

    /// `# flag of the name "x; save P.json #", which no command can name`.
    static func unwritable(_ command: String, name: String) -> String {
        "# \(command) of the name \(Value.quoted(name)), which no command can name"
    }

    /// The names the command writes as words: tabs, flags, routes.
    private var names: [String] {
        switch self {
        case .selectTab(let name): return [name]
        case .push(let routes), .pushWith(let routes, _), .replaceTop(let routes), .replace(let routes): return routes.map(\.name)
        case .popTo(.named(let name), _): return [name]
        case .popTo(.exactly(let route), _), .select(let route), .present(_, let route), .follow(let route): return [route.name]
        case .go(let tab, let route): return [tab, route.name]
        case .setFlag(let name, _): return [name]
        case .pop, .popToRoot, .dismiss, .reset, .open, .restore: return []
        }
    }

    private var spokenCommand: String? {
        switch self {
        case .selectTab(let name): return "tab " + name
        case .push(let routes): return "push " + NavigationOperation.path(routes)
        case .pushWith(let routes, let options): return "push " + NavigationOperation.path(routes) + options.commandWords
        case .replaceTop(let routes): return "replace top " + NavigationOperation.path(routes)
        case .pop(let count): return count == 1 ? "pop" : "pop \(count)"
        case .popToRoot: return "root"
        case .popTo(let match, let inclusive): return "popto " + NavigationOperation.spelling(match) + (inclusive ? " --inclusive" : "")
        case .replace(let routes): return routes.isEmpty ? "replace" : "replace " + NavigationOperation.path(routes)
        case .go(let tab, let route): return "go \(tab).\(route)"
        case .follow(let route): return "follow \(route)"
        case .present(let style, let route): return "\(style.rawValue) \(route)"
        case .dismiss(let all): return all ? "dismiss all" : "dismiss"
        case .reset: return "reset"
        case .select(let route): return "select \(route)"
        case .setFlag(let name, let value): return "flag \(name) \(value)"
        case .open, .restore: return nil
        }
    }

    /// The name of the navrepl command for this operation (`push`, `sheet`, `open`...): what
    /// kind of move it is, for coverage.
    public var commandName: String {
        switch self {
        case .selectTab: return "tab"
        case .push, .pushWith: return "push"
        case .replaceTop, .replace: return "replace"
        case .pop: return "pop"
        case .popToRoot: return "root"
        case .popTo: return "popto"
        case .go: return "go"
        case .follow: return "follow"
        case .present(let style, _): return style.rawValue
        case .dismiss: return "dismiss"
        case .reset: return "reset"
        case .select: return "select"
        case .setFlag: return "flag"
        case .open: return "open"
        case .restore: return "restore"
        }
    }

    private static func path(_ routes: [Route]) -> String {
        routes.map(\.description).joined(separator: " > ")
    }

    static func spelling(_ match: RouteMatch) -> String {
        switch match {
        case .named(let name): return name
        case .exactly(let route): return route.description
        }
    }
}
