import NavreplKit

/// Parsing `app NAME { ... }` blocks:
///
///     app clinic {
///       tab patients "Patients" {
///         list
///         detail(name: String) "Patient"
///       }
///       chat(with: String)        # outside any tab: accepted in every tab
///     }
///
/// A split tab declares 2 or 3 columns, sidebar first; a string after a column's name is
/// what the column shows while empty:
///
///     split library "Library" {
///       column sidebar { list }
///       column content "select a book" { details(book: String) }
///       column detail "select a book" { description(book: String) }
///     }
extension Parser {
    mutating func parseApp(after head: Token) throws -> any CommandAction {
        guard let nameToken = peek(), nameToken.kind == .word || nameToken.kind == .string else {
            throw Failure(
                offset: peekOffset(after: head),
                message: "'app' needs a built-in app name, a file, or a declaration (e.g. 'app routers', 'app clinic.navapp', 'app clinic { ... }')")
        }
        advance()
        if nameToken.kind == .word && chunk.text(nameToken) == "show" && atStatementEnd {
            return AppShowCommand()
        }
        if nameToken.kind == .word && chunk.text(nameToken) == "import" && peek()?.kind != .leftBrace {
            let options = try importOptions()
            return AppCommand(source: .swiftSources(try importPaths(after: nameToken), options), offset: nameToken.start)
        }
        guard let open = peek(), open.kind == .leftBrace else {
            return AppCommand(source: .name(chunk.text(nameToken)), offset: nameToken.start)
        }
        guard nameToken.kind == .word, Identifier.isValid(chunk.text(nameToken)) else {
            throw Failure(offset: nameToken.start, message: "app name '\(chunk.text(nameToken))' must be a plain name of letters, digits and '_' (it is the deep-link scheme)")
        }
        advance()
        let body = try declarationBody(open: open, allowTabs: true)
        let sharedRoutes = body.body.routes.map(\.route)
        // A route a tab names only by an edge line (`featured -> product`) is declared there,
        // unless the app declares it at its level.
        let shared = Set(sharedRoutes.map(\.name))
        let tabs = body.tabs.map { tab in
            let drop = body.namedByEdges[tab.name, default: []].intersection(shared)
            guard !drop.isEmpty, !tab.isSplit else { return tab }
            return AppSchema.TabDeclaration(tab.name, title: tab.title, routes: tab.routes.filter { !drop.contains($0.name) }, edges: tab.edges)
        }
        return AppCommand(
            source: .declaration(AppDeclaration(
                name: chunk.text(nameToken), tabs: tabs, sharedRoutes: sharedRoutes, rules: body.rules,
                offset: nameToken.start)),
            offset: nameToken.start)
    }

    /// What a block declares: its routes (with those a tab names only by an edge line,
    /// `featured -> product`, marked, as the tab or the app may declare them elsewhere), and its
    /// edges with where each target is written.
    struct TabBody {
        var routes: [(route: AppSchema.RouteDeclaration, onlyByEdges: Bool)] = []
        var edges: [(edge: AppSchema.RouteEdge, offset: Int)] = []

        /// The routes, a route named only by edges dropped where the block declares it too.
        var resolved: TabBody {
            var copy = self
            var seen = Set<String>()
            let declared = Set(routes.filter { !$0.onlyByEdges }.map(\.route.name))
            copy.routes = routes.filter { entry in
                !entry.onlyByEdges || (!declared.contains(entry.route.name) && seen.insert(entry.route.name).inserted)
            }
            return copy
        }
    }

    /// An app's or a tab's block as parsed.
    struct DeclarationBody {
        var tabs: [AppSchema.TabDeclaration] = []
        var body = TabBody()
        var rules = AppRules()
        /// For each tab, the routes only its edge lines name.
        var namedByEdges: [String: Set<String>] = [:]
    }

    /// `--strict` and `--name NAME` after `app import`, the name checked by navrepl-import's
    /// rule here, so that a bad one is refused before anything is read.
    private mutating func importOptions() throws -> SwiftAppImport.Options {
        var options = SwiftAppImport.Options()
        var given = Set<String>()
        while let (option, token) = try option(of: AppCommand.spec, given: &given) {
            guard option.name == "--name" else {
                options.strict = true
                continue
            }
            guard let value = peek(), value.kind == .word || value.kind == .string, !chunk.text(value).hasPrefix("--") else {
                throw Failure(offset: peekOffset(after: token), message: "'--name' needs the app's name, as in 'app import --name shop Sources'")
            }
            let name = chunk.text(value)
            if let problem = AppFile.problem(withImportedName: name) { throw Failure(offset: value.start, message: problem) }
            advance()
            options.name = name
        }
        return options
    }

    /// The files and folders after `app import`, up to the end of the statement.
    private mutating func importPaths(after keyword: Token) throws -> [Located<String>] {
        var paths: [Located<String>] = []
        while !atStatementEnd, let token = peek() {
            guard token.kind == .word || token.kind == .string else {
                throw Failure(offset: token.start, message: "expected a .swift file or a folder after 'app import', found \(describe(token))")
            }
            if token.kind == .word, chunk.text(token).hasPrefix("--") {
                // A path that begins with dashes is written './--name'.
                throw Failure(offset: token.start, message: "'\(chunk.text(token))' after a path: options come first, as in 'app import --strict --name shop Sources'")
            }
            advance()
            paths.append(Located(chunk.text(token), at: token.start))
        }
        guard !paths.isEmpty else {
            throw Failure(offset: peekOffset(after: keyword), message: "'app import' needs .swift files or folders (e.g. 'app import Sources')")
        }
        return paths
    }

    private mutating func declarationBody(open: Token, allowTabs: Bool) throws -> DeclarationBody {
        var result = DeclarationBody()
        while true {
            guard let token = advance() else {
                throw Failure(offset: open.start, message: "this '{' is never closed (add a '}')")
            }
            // `flag`, `redirect` and `guard` followed by a word are rules; alone, or with a
            // title or parameters, they are routes of that name.
            let startsRule = allowTabs && peek()?.kind == .word
            // `tab` and `split` alone, or with parameters, are routes of that name too (an
            // imported app's `case tab`); followed by anything else they open a tab.
            let namesRoute = [.separator, .rightBrace, .leftParen].contains(peek()?.kind ?? .separator)
            switch token.kind {
            case .separator: continue
            case .rightBrace: return result
            case .word where startsRule && chunk.text(token) == "flag":
                let flag = try flagDeclaration(after: token)
                result.rules.flags.append(flag)
                result.rules.places.append(("flag '\(flag.name)'", token.start))
                result.rules.places.append((flag.spelling, token.start))
            case .word where startsRule && chunk.text(token) == "redirect":
                let rule = try redirectRule(after: token)
                result.rules.redirects.append(rule)
                result.rules.places.append((rule.spelling, token.start))
            case .word where startsRule && (chunk.text(token) == "sheet" || chunk.text(token) == "cover"):
                // `sheet settings`: an app-level route only ever presented, never pushed.
                let route = try routeDeclaration(named: advance()!)
                result.body.routes.append((route, false))
                result.rules.presentedOnly.append(route.name)
                if chunk.text(token) == "cover" { result.rules.presentedOnlyAsCover.append(route.name) }
                if arrowFollows { throw edgesAtAppLevel(of: route.name) }
            case .word where allowTabs && chunk.text(token) == "link" && peek()?.kind == .string:
                let link = try linkRule(after: token)
                result.rules.links.append(link)
                // Its errors name it with its tab resolved: found by what comes before the route.
                result.rules.places.append(("link \(Value.quoted(link.pattern)) -> ", token.start))
            case .word where startsRule && chunk.text(token) == "retap":
                result.rules.retapToRoot = (result.rules.retapToRoot ?? []) + (try retapRule(after: token))
                result.rules.places.append(("retap root", token.start))
            case .word where startsRule && chunk.text(token) == "guard":
                let rule = try guardRule(after: token)
                result.rules.guards.append(rule)
                result.rules.places.append((rule.spelling, token.start))
            case .word where chunk.text(token) == "split" && allowTabs && !namesRoute:
                let split = try splitTab(after: token)
                result.tabs.append(split.tab)
                result.rules.places += split.edges.map { ($0.edge.spelling, $0.offset) }
            case .word where chunk.text(token) == "tab" && allowTabs && !namesRoute:
                guard let nameToken = peek(), nameToken.kind == .word, Identifier.isValid(chunk.text(nameToken)) else {
                    throw Failure(offset: peekOffset(after: token), message: "'tab' needs a name of letters, digits and '_' (e.g. 'tab patients \"Patients\" { list }')")
                }
                advance()
                let title = optionalTitle()
                guard let tabOpen = advance(), tabOpen.kind == .leftBrace else {
                    throw Failure(offset: peekOffset(after: nameToken), message: "expected '{' with the routes of tab '\(chunk.text(nameToken))'")
                }
                let tabBody = try declarationBody(open: tabOpen, allowTabs: false).body.resolved
                result.tabs.append(AppSchema.TabDeclaration(chunk.text(nameToken), title: title, routes: tabBody.routes.map(\.route), edges: tabBody.edges.map(\.edge)))
                result.namedByEdges[chunk.text(nameToken)] = Set(tabBody.routes.filter(\.onlyByEdges).map(\.route.name))
                result.rules.places += tabBody.edges.map { ($0.edge.spelling, $0.offset) }
            case .word where !allowTabs && chunk.text(token) == "root" && arrowFollows:
                try edges(from: .root, into: &result.body)
            case .word:
                let route = try routeDeclaration(named: token)
                let onlyByEdges = route.parameters.isEmpty && route.title == nil && arrowFollows
                result.body.routes.append((route, onlyByEdges))
                if arrowFollows {
                    guard !allowTabs else { throw edgesAtAppLevel(of: route.name) }
                    try edges(from: .route(route.name), into: &result.body)
                }
            default:
                throw Failure(offset: token.start, message: "expected a route or a tab declaration, found \(describe(token))")
            }
            if let end = peek(), end.kind != .separator, end.kind != .rightBrace {
                throw Failure(offset: end.start, message: "unexpected \(describe(end)) in the declaration (put one route per line)")
            }
        }
    }

    /// Edges are a tab's: the same screen may lead elsewhere in another tab, and a presented
    /// route's taps are made in the tab that presents it.
    private func edgesAtAppLevel(of route: String) -> Failure {
        Failure(offset: peek()!.start, message: "edges are declared in a tab, where their screens are: write '\(route) -> ...' in the tab that shows it (e.g. 'tab home { \(route) -> detail }'); at app level a route has none")
    }

    private mutating func splitTab(after keyword: Token) throws -> (tab: AppSchema.TabDeclaration, edges: [(edge: AppSchema.RouteEdge, offset: Int)]) {
        guard let nameToken = peek(), nameToken.kind == .word, Identifier.isValid(chunk.text(nameToken)) else {
            throw Failure(offset: peekOffset(after: keyword), message: "'split' needs a name of letters, digits and '_' (e.g. 'split library \"Library\" { column sidebar { list } ... }')")
        }
        advance()
        let title = optionalTitle()
        guard let open = advance(), open.kind == .leftBrace else {
            throw Failure(offset: peekOffset(after: nameToken), message: "expected '{' with the columns of split tab '\(chunk.text(nameToken))'")
        }
        var columns: [AppSchema.SplitColumn] = []
        var edges: [(edge: AppSchema.RouteEdge, offset: Int)] = []
        while true {
            guard let token = advance() else {
                throw Failure(offset: open.start, message: "this '{' is never closed (add a '}')")
            }
            switch token.kind {
            case .separator: continue
            case .rightBrace:
                // Without columns it would pass for a plain tab; a split view has 2 or 3.
                guard !columns.isEmpty else {
                    throw Failure(offset: nameToken.start, message: "split tab '\(chunk.text(nameToken))' declares no columns; a split view has 2 or 3 (e.g. 'column sidebar { list }')")
                }
                return (AppSchema.TabDeclaration(chunk.text(nameToken), title: title, columns: columns, edges: edges.map(\.edge)), edges)
            case .word where chunk.text(token) == "column":
                guard let columnName = peek(), columnName.kind == .word, Identifier.isValid(chunk.text(columnName)) else {
                    throw Failure(offset: peekOffset(after: token), message: "'column' needs a name (e.g. 'column content \"select a book\" { details(book: String) }')")
                }
                advance()
                let placeholder = optionalTitle()
                guard let columnOpen = advance(), columnOpen.kind == .leftBrace else {
                    throw Failure(offset: peekOffset(after: columnName), message: "expected '{' with the routes of column '\(chunk.text(columnName))'")
                }
                let body = try declarationBody(open: columnOpen, allowTabs: false).body.resolved
                columns.append(AppSchema.SplitColumn(chunk.text(columnName), placeholder: placeholder, routes: body.routes.map(\.route)))
                edges += body.edges
            case .word where arrowFollows:
                // An edge line is a column's: the sidebar's taps leave `root`, written in the sidebar.
                let source = chunk.text(token)
                let column = source == "root" ? "the sidebar column ('column sidebar { root -> ...; ... }')" : "the column that declares \(source)"
                throw Failure(offset: token.start, message: "a split tab's edges are written inside its columns, not beside them: write '\(source) -> ...' in \(column)")
            default:
                throw Failure(offset: token.start, message: "a split tab holds columns, not \(describe(token)) (e.g. 'column sidebar { list }')")
            }
        }
    }

    /// Whether `->` comes next (written `-` then `>`, as the lexer reads it).
    var arrowFollows: Bool {
        guard let dash = peek(), dash.kind == .word, chunk.text(dash) == "-", let arrow = peekSecond() else { return false }
        return arrow.kind == .arrow && arrow.start == dash.end
    }

    /// `-> product, sheet promo, cover gallery, cart.checkout`: the edges from `source`, one
    /// or more, separated by commas (a line may end after a comma and go on on the next).
    private mutating func edges(from source: AppSchema.RouteEdge.Source, into body: inout TabBody) throws {
        let example = "e.g. 'featured -> product, sheet promo, cart.checkout'"
        advance()
        let arrow = advance()!
        var last = arrow
        while true {
            while peek()?.kind == .separator && last.kind == .comma && chunk.text(peek()!) != ";" { advance() }
            guard let word = peek(), word.kind == .word else {
                throw Failure(offset: peekOffset(after: last), message: "expected the route \(source.name) leads to after '\(last.kind == .comma ? "," : "->")' (\(example))")
            }
            advance()
            var kind = AppSchema.RouteEdge.Kind.push
            var name = word
            if let style = Modal.Style(rawValue: chunk.text(word)), let next = peek(), next.kind == .word {
                advance()
                kind = .present(style)
                name = next
            }
            let parts = chunk.text(name).split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard parts.allSatisfy(Identifier.isValid), parts.count == 1 || (parts.count == 2 && kind == .push) else {
                throw Failure(offset: name.start, message: "an edge leads to ROUTE, sheet ROUTE, cover ROUTE or TAB.ROUTE, not '\(chunk.text(name))' (\(example))")
            }
            if parts.count == 2 { kind = .go(tab: parts[0]) }
            body.edges.append((AppSchema.RouteEdge(from: source, kind, parts.last!), word.start))
            guard let comma = peek(), comma.kind == .comma else { return }
            advance()
            last = comma
        }
    }

    /// `retap root [TAB...]`: the tabs a second tap sends to their root; none named, every tab.
    private mutating func retapRule(after keyword: Token) throws -> [String] {
        guard let policy = advance(), chunk.text(policy) == "root" else {
            throw Failure(offset: peekOffset(after: keyword), message: "expected 'retap root' or 'retap root TAB...' (a tab selected again goes back to its root)")
        }
        var tabs: [String] = []
        while let word = peek(), word.kind == .word {
            advance()
            tabs.append(chunk.text(word))
        }
        return tabs
    }

    /// `flag NAME [= true|false]`.
    private mutating func flagDeclaration(after keyword: Token) throws -> AppSchema.FlagDeclaration {
        let name = advance()!
        guard Identifier.isValid(chunk.text(name)) else {
            throw Failure(offset: name.start, message: "flag name '\(chunk.text(name))' must be a plain name of letters, digits and '_'")
        }
        var initialValue = false
        if let equals = peek(), equals.kind == .equals {
            advance()
            guard let value = peek(), value.kind == .word, ["true", "false"].contains(chunk.text(value)) else {
                throw Failure(offset: peekOffset(after: equals), message: "flag '\(chunk.text(name))' starts true or false (e.g. 'flag \(chunk.text(name)) = false')")
            }
            advance()
            initialValue = chunk.text(value) == "true"
        }
        guard takeWord("changes") else { return AppSchema.FlagDeclaration(chunk.text(name), initialValue: initialValue) }
        let example = "e.g. 'flag \(chunk.text(name)) = \(initialValue) changes on signIn, settings'"
        guard takeWord("on") else {
            throw Failure(offset: peekOffset(after: tokens[index - 1]), message: "expected 'changes on' and the routes whose screens change the flag (\(example))")
        }
        var routes: [String] = []
        while true {
            guard let route = peek(), route.kind == .word, Identifier.isValid(chunk.text(route)) else {
                throw Failure(offset: peekOffset(after: tokens[index - 1]), message: "expected a route whose screen changes the flag (\(example))")
            }
            advance()
            routes.append(chunk.text(route))
            guard let comma = peek(), comma.kind == .comma else { break }
            advance()
        }
        return AppSchema.FlagDeclaration(chunk.text(name), initialValue: initialValue, changesOn: routes)
    }

    /// `redirect SOURCE -> TARGET (when|unless) FLAG`; TARGET is a route (a name, or a name
    /// with its arguments in parentheses), `sheet ROUTE` or `cover ROUTE`, `root`, or
    /// `tab NAME` with an optional `root`. (A route named `root`, `tab`, `sheet` or `cover` is
    /// still a route when no name follows it.)
    private mutating func redirectRule(after keyword: Token) throws -> AppSchema.RedirectRule {
        let example = "e.g. 'redirect checkout -> login(next: \"checkout\") unless signedIn'"
        let source = advance()!
        guard Identifier.isValid(chunk.text(source)) else {
            throw Failure(offset: source.start, message: "a redirect starts with the name of the route it redirects (\(example))")
        }
        guard let dash = peek(), dash.kind == .word, chunk.text(dash) == "-", let arrow = peekSecond(), arrow.kind == .arrow, arrow.start == dash.end else {
            throw Failure(offset: peekOffset(after: source), message: "expected '->' after '\(chunk.text(source))' (\(example))")
        }
        advance()
        advance()
        guard let targetName = peek(), targetName.kind == .word, !["when", "unless"].contains(chunk.text(targetName)) else {
            throw Failure(offset: peekOffset(after: arrow), message: "expected the route to redirect to after '->' (\(example))")
        }
        advance()
        /// Whether the next token is a word that is not the condition's keyword.
        func nameFollows() -> Bool {
            guard let next = peek(), next.kind == .word else { return false }
            return !["when", "unless"].contains(chunk.text(next))
        }
        let target: AppSchema.RedirectTarget
        switch chunk.text(targetName) {
        case "root" where !nameFollows() && peek()?.kind != .leftParen:
            target = .root
        case "tab" where nameFollows():
            let tab = chunk.text(advance()!)
            var root = false
            if let next = peek(), next.kind == .word, chunk.text(next) == "root" {
                advance()
                root = true
            }
            target = .tab(tab, root: root)
        case "sheet" where nameFollows(), "cover" where nameFollows():
            let style = Modal.Style(rawValue: chunk.text(targetName))!
            target = .present(style, try redirectRoute(advance()!))
        default:
            target = .route(try redirectRoute(targetName))
        }
        return AppSchema.RedirectRule(source: chunk.text(source), target: target, condition: try condition(example: example))
    }

    /// The route a redirect names: `name` and its arguments in parentheses, if any.
    private mutating func redirectRoute(_ name: Token) throws -> AppSchema.RouteRequest {
        var arguments: [AppSchema.ArgumentRequest] = []
        if let open = peek(), open.kind == .leftParen {
            advance()
            var offsets = ArgumentOffsets()
            try parenthesizedArguments(into: &arguments, offsets: &offsets, open: open)
        }
        return AppSchema.RouteRequest(name: chunk.text(name), arguments: arguments)
    }

    /// `link "https://shop.example/product/:id" -> [TAB.]ROUTE`.
    private mutating func linkRule(after keyword: Token) throws -> (pattern: String, tab: String?, route: String, labels: [String]?) {
        let example = "e.g. 'link \"https://shop.example/product/:id\" -> main.item'"
        let pattern = advance()!
        guard let dash = peek(), dash.kind == .word, chunk.text(dash) == "-", let arrow = peekSecond(), arrow.kind == .arrow, arrow.start == dash.end else {
            throw Failure(offset: peekOffset(after: pattern), message: "expected '->' and the route the link opens (\(example))")
        }
        advance()
        advance()
        guard let target = peek(), target.kind == .word else {
            throw Failure(offset: peekOffset(after: arrow), message: "expected the route the link opens after '->' (\(example))")
        }
        advance()
        let parts = chunk.text(target).split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count <= 2, parts.allSatisfy(Identifier.isValid) else {
            throw Failure(offset: target.start, message: "a link opens TAB.ROUTE or ROUTE, not '\(chunk.text(target))' (\(example))")
        }
        // The route may be named Swift's way, by its labels: `home.product(id:)`.
        var labels: [String]?
        if let open = peek(), open.kind == .leftParen, open.start == target.end {
            advance()
            var written: [String] = []
            while let token = peek(), token.kind != .rightParen {
                guard token.kind == .label else {
                    throw Failure(offset: token.start, message: "expected a parameter label such as 'id:', or ')' (\(example))")
                }
                advance()
                written.append(chunk.text(token))
            }
            guard peek()?.kind == .rightParen else { throw Failure(offset: peekOffset(after: tokens[index - 1]), message: "expected ')' after the labels (\(example))") }
            advance()
            labels = written
        }
        return (chunk.text(pattern), parts.count == 2 ? parts[0] : nil, parts.last!, labels)
    }

    /// `guard pop ROUTE (when|unless) FLAG`.
    private mutating func guardRule(after keyword: Token) throws -> AppSchema.GuardRule {
        let example = "e.g. 'guard pop cart unless signedIn'"
        guard takeWord("pop") else {
            throw Failure(offset: peekOffset(after: keyword), message: "a guard says what it guards: 'guard pop ROUTE when|unless FLAG' (\(example))")
        }
        guard let route = peek(), route.kind == .word, Identifier.isValid(chunk.text(route)) else {
            throw Failure(offset: peekOffset(after: tokens[index - 1]), message: "expected the route the guard keeps on the stack (\(example))")
        }
        advance()
        return AppSchema.GuardRule(route: chunk.text(route), condition: try condition(example: example))
    }

    /// `when FLAG` or `unless FLAG`, ending a rule.
    private mutating func condition(example: String) throws -> AppSchema.Condition {
        guard let word = peek(), word.kind == .word, ["when", "unless"].contains(chunk.text(word)) else {
            throw Failure(offset: peekOffset(after: tokens[index - 1]), message: "expected 'when FLAG' or 'unless FLAG' (\(example))")
        }
        advance()
        guard let flag = peek(), flag.kind == .word, Identifier.isValid(chunk.text(flag)) else {
            throw Failure(offset: peekOffset(after: word), message: "expected a flag name after '\(chunk.text(word))' (\(example))")
        }
        advance()
        return AppSchema.Condition(flag: chunk.text(flag), holdsWhenSet: chunk.text(word) == "when")
    }

    /// `name`, `name "Title"`, `name(label: Type, ...) "Title"`.
    private mutating func routeDeclaration(named token: Token) throws -> AppSchema.RouteDeclaration {
        guard Identifier.isValid(chunk.text(token)) else {
            throw Failure(offset: token.start, message: "route name '\(chunk.text(token))' must be a plain name of letters, digits and '_'")
        }
        var parameters: [AppSchema.Parameter] = []
        if let open = peek(), open.kind == .leftParen {
            advance()
            if let close = peek(), close.kind == .rightParen {
                advance()
            } else {
                while true {
                    parameters.append(try parameterDeclaration())
                    guard let next = advance() else {
                        throw Failure(offset: open.start, message: "this '(' is never closed")
                    }
                    if next.kind == .comma { continue }
                    if next.kind == .rightParen { break }
                    throw Failure(offset: next.start, message: "expected ',' or ')' after a parameter, found \(describe(next))")
                }
            }
        }
        return AppSchema.RouteDeclaration(chunk.text(token), parameters, title: optionalTitle())
    }

    /// `label: String`, `label: Int?`, `label: a|b|c`, `label: Int = 0`.
    private mutating func parameterDeclaration() throws -> AppSchema.Parameter {
        guard let label = advance(), label.kind == .label, Identifier.isValid(chunk.text(label)) else {
            throw Failure(offset: tokens[index - 1].start, message: "expected a parameter such as 'name: String'")
        }
        guard let typeToken = advance(), typeToken.kind == .word else {
            throw Failure(offset: label.end, message: "parameter '\(chunk.text(label))' needs a type: String, Int, Bool or a closed set such as 'car|bus'")
        }
        var spelling = chunk.text(typeToken)
        let isOptional = spelling.hasSuffix("?")
        if isOptional { spelling.removeLast() }
        let type: AppSchema.ParameterType
        switch spelling {
        case "String": type = .string
        case "Int": type = .int
        case "Bool": type = .bool
        default:
            guard spelling.contains("|") else {
                throw Failure(
                    offset: typeToken.start,
                    message: "unknown type '\(spelling)'"
                        + Spelling.hint(for: spelling, among: ["String", "Int", "Bool"], otherwise: " (use String, Int, Bool or a closed set such as 'car|bus')"))
            }
            let members = spelling.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            guard members.allSatisfy({ !$0.isEmpty && Identifier.isValid($0) }) else {
                throw Failure(offset: typeToken.start, message: "closed set '\(spelling)' must list plain words separated by '|' (e.g. 'car|bus')")
            }
            type = .oneOf(members)
        }
        let parameter = AppSchema.Parameter(label: chunk.text(label), type: type, isOptional: isOptional)
        guard let equals = peek(), equals.kind == .equals else { return parameter }
        advance()
        return AppSchema.Parameter(
            label: parameter.label, type: type, isOptional: isOptional,
            defaultValue: try defaultValue(of: parameter, after: equals))
    }

    /// The value after `=` in `tab: Int = 0`, checked against the parameter's type; nil for
    /// `= nil`, which an optional parameter has anyway.
    private mutating func defaultValue(of parameter: AppSchema.Parameter, after equals: Token) throws -> Value? {
        let raw = try value(after: equals)
        let offset = tokens[index - 1].start
        if raw == .word("nil") {
            guard parameter.isOptional else {
                throw Failure(offset: offset, message: "parameter '\(parameter.label)' is not optional, so its default cannot be nil (write '\(parameter.label): \(parameter.type.spelling)? = nil', or give a value)")
            }
            return nil
        }
        // Left out, an optional argument is absent, and links and state files write it so:
        // a default besides would make the two indistinguishable.
        guard !parameter.isOptional else {
            throw Failure(offset: offset, message: "parameter '\(parameter.label)' is optional, so its default is nil (drop the '?' to give it a default of \(raw.isWord ? raw.text : Value.quoted(raw.text)))")
        }
        do {
            return try ValueCodec.decode(.string(raw.text), untyped: raw.isWord, as: parameter.type)
        } catch {
            throw Failure(offset: offset, message: "default value \(raw.isWord ? raw.text : Value.quoted(raw.text)) is not a valid \(parameter.type.spelling) for parameter '\(parameter.label)'")
        }
    }

    private mutating func optionalTitle() -> String? {
        guard let token = peek(), token.kind == .string else { return nil }
        advance()
        return chunk.text(token)
    }
}

