import NavigationModel

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
    mutating func parseApp(after head: Token) throws -> AppCommand {
        guard let nameToken = peek(), nameToken.kind == .word || nameToken.kind == .string else {
            throw Failure(
                offset: peekOffset(after: head),
                message: "'app' needs a built-in app name, a file, or a declaration (e.g. 'app routers', 'app clinic.navapp', 'app clinic { ... }')")
        }
        advance()
        guard let open = peek(), open.kind == .leftBrace else {
            return AppCommand(source: .name(chunk.text(nameToken)), offset: nameToken.start)
        }
        guard nameToken.kind == .word, Identifier.isValid(chunk.text(nameToken)) else {
            throw Failure(offset: nameToken.start, message: "app name '\(chunk.text(nameToken))' must be a plain name of letters, digits and '_' (it is the deep-link scheme)")
        }
        advance()
        let body = try declarationBody(open: open, allowTabs: true)
        return AppCommand(
            source: .declaration(AppDeclaration(name: chunk.text(nameToken), tabs: body.tabs, sharedRoutes: body.routes, offset: nameToken.start)),
            offset: nameToken.start)
    }

    private mutating func declarationBody(open: Token, allowTabs: Bool) throws -> (tabs: [TabDeclaration], routes: [RouteDeclaration]) {
        var tabs: [TabDeclaration] = []
        var routes: [RouteDeclaration] = []
        while true {
            guard let token = advance() else {
                throw Failure(offset: open.start, message: "this '{' is never closed (add a '}')")
            }
            switch token.kind {
            case .separator: continue
            case .rightBrace: return (tabs, routes)
            case .word where chunk.text(token) == "split" && allowTabs:
                tabs.append(try splitTab(after: token))
            case .word where chunk.text(token) == "tab" && allowTabs:
                guard let nameToken = peek(), nameToken.kind == .word, Identifier.isValid(chunk.text(nameToken)) else {
                    throw Failure(offset: peekOffset(after: token), message: "'tab' needs a name of letters, digits and '_' (e.g. 'tab patients \"Patients\" { list }')")
                }
                advance()
                let title = optionalTitle()
                guard let tabOpen = advance(), tabOpen.kind == .leftBrace else {
                    throw Failure(offset: peekOffset(after: nameToken), message: "expected '{' with the routes of tab '\(chunk.text(nameToken))'")
                }
                let body = try declarationBody(open: tabOpen, allowTabs: false)
                tabs.append(TabDeclaration(chunk.text(nameToken), title: title, routes: body.routes))
            case .word:
                routes.append(try routeDeclaration(named: token))
            default:
                throw Failure(offset: token.start, message: "expected a route or a tab declaration, found \(describe(token))")
            }
            if let end = peek(), end.kind != .separator, end.kind != .rightBrace {
                throw Failure(offset: end.start, message: "unexpected \(describe(end)) in the declaration (put one route per line)")
            }
        }
    }

    private mutating func splitTab(after keyword: Token) throws -> TabDeclaration {
        guard let nameToken = peek(), nameToken.kind == .word, Identifier.isValid(chunk.text(nameToken)) else {
            throw Failure(offset: peekOffset(after: keyword), message: "'split' needs a name of letters, digits and '_' (e.g. 'split library \"Library\" { column sidebar { list } ... }')")
        }
        advance()
        let title = optionalTitle()
        guard let open = advance(), open.kind == .leftBrace else {
            throw Failure(offset: peekOffset(after: nameToken), message: "expected '{' with the columns of split tab '\(chunk.text(nameToken))'")
        }
        var columns: [SplitColumn] = []
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
                return TabDeclaration(chunk.text(nameToken), title: title, columns: columns)
            case .word where chunk.text(token) == "column":
                guard let columnName = peek(), columnName.kind == .word, Identifier.isValid(chunk.text(columnName)) else {
                    throw Failure(offset: peekOffset(after: token), message: "'column' needs a name (e.g. 'column content \"select a book\" { details(book: String) }')")
                }
                advance()
                let placeholder = optionalTitle()
                guard let columnOpen = advance(), columnOpen.kind == .leftBrace else {
                    throw Failure(offset: peekOffset(after: columnName), message: "expected '{' with the routes of column '\(chunk.text(columnName))'")
                }
                let body = try declarationBody(open: columnOpen, allowTabs: false)
                columns.append(SplitColumn(chunk.text(columnName), placeholder: placeholder, routes: body.routes))
            default:
                throw Failure(offset: token.start, message: "a split tab holds columns, not \(describe(token)) (e.g. 'column sidebar { list }')")
            }
        }
    }

    /// `name`, `name "Title"`, `name(label: Type, ...) "Title"`.
    private mutating func routeDeclaration(named token: Token) throws -> RouteDeclaration {
        guard Identifier.isValid(chunk.text(token)) else {
            throw Failure(offset: token.start, message: "route name '\(chunk.text(token))' must be a plain name of letters, digits and '_'")
        }
        var parameters: [Parameter] = []
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
        return RouteDeclaration(chunk.text(token), parameters, title: optionalTitle())
    }

    /// `label: String`, `label: Int?`, `label: a|b|c`.
    private mutating func parameterDeclaration() throws -> Parameter {
        guard let label = advance(), label.kind == .label, Identifier.isValid(chunk.text(label)) else {
            throw Failure(offset: tokens[index - 1].start, message: "expected a parameter such as 'name: String'")
        }
        guard let typeToken = advance(), typeToken.kind == .word else {
            throw Failure(offset: label.end, message: "parameter '\(chunk.text(label))' needs a type: String, Int, Bool or a closed set such as 'car|bus'")
        }
        var spelling = chunk.text(typeToken)
        let isOptional = spelling.hasSuffix("?")
        if isOptional { spelling.removeLast() }
        let type: ParameterType
        switch spelling {
        case "String": type = .string
        case "Int": type = .int
        case "Bool": type = .bool
        default:
            guard spelling.contains("|") else {
                let suggestion = Spelling.suggestion(for: spelling, among: ["String", "Int", "Bool"])
                throw Failure(
                    offset: typeToken.start,
                    message: "unknown type '\(spelling)'"
                        + (suggestion.map { " (did you mean '\($0)'?)" } ?? " (use String, Int, Bool or a closed set such as 'car|bus')"))
            }
            let members = spelling.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            guard members.allSatisfy({ !$0.isEmpty && Identifier.isValid($0) }) else {
                throw Failure(offset: typeToken.start, message: "closed set '\(spelling)' must list plain words separated by '|' (e.g. 'car|bus')")
            }
            type = .oneOf(members)
        }
        return Parameter(label: chunk.text(label), type: type, isOptional: isOptional)
    }

    private mutating func optionalTitle() -> String? {
        guard let token = peek(), token.kind == .string else { return nil }
        advance()
        return chunk.text(token)
    }
}

