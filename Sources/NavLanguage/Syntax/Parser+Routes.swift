import NavreplKit

/// Parsing routes: `detail "Mary"`, `detail name="Mary"`, `detail(name: "Mary")`, joined by `>`.
extension Parser {
    /// `ROUTE [> ROUTE]...`; with `optionsFollow`, a word starting with `--` ends the list
    /// (`push list --singletop`), for the command to read as an option.
    mutating func routeList(after head: Token, example: String, optionsFollow: Bool = false) throws -> [RouteSyntax] {
        var routes = [try route(after: head, example: example, optionsFollow: optionsFollow)]
        while let arrow = peek(), arrow.kind == .arrow {
            advance()
            routes.append(try route(after: arrow, example: example, optionsFollow: optionsFollow))
        }
        return routes
    }

    /// A route in any of its forms: `detail "Mary"`, `detail name="Mary"`, `detail(name: "Mary")`.
    /// `isOption` claims words such as `--inclusive` that end the arguments; with
    /// `optionsFollow`, any other such word ends the route, for the command to read.
    mutating func route(
        after head: Token, example: String, optionsFollow: Bool = false, isOption: (String) -> Bool = { _ in false }
    ) throws -> RouteSyntax {
        guard let nameToken = peek(), nameToken.kind == .word else {
            let found = peek().map { ", found \(describe($0))" } ?? ""
            throw Failure(offset: peekOffset(after: head), message: "expected a route after '\(chunk.text(head).isEmpty ? ">" : chunk.text(head))'\(found) (e.g. '\(example)')")
        }
        advance()
        var qualifier: String?
        var name = chunk.text(nameToken)
        if chunk.bytes[nameToken.start..<nameToken.end].contains(UInt8(ascii: ".")), let dot = name.lastIndex(of: ".") {
            qualifier = String(name[..<dot])
            name = String(name[name.index(after: dot)...])
            guard !name.isEmpty, !qualifier!.isEmpty else {
                throw Failure(offset: nameToken.start, message: "'\(chunk.text(nameToken))' is not a route name (write 'tab.route', e.g. 'doctors.detail')")
            }
        }
        var arguments: [AppSchema.ArgumentRequest] = []
        var offsets = ArgumentOffsets()
        if let open = peek(), open.kind == .leftParen {
            advance()
            try parenthesizedArguments(into: &arguments, offsets: &offsets, open: open)
        } else {
            while let token = peek() {
                if token.kind == .word, chunk.text(token).hasPrefix("--") {
                    guard isOption(chunk.text(token)) else {
                        if optionsFollow { break }
                        throw Failure(offset: token.start, message: "unknown option '\(chunk.text(token))'")
                    }
                    advance()
                    continue
                }
                guard token.kind == .word || token.kind == .string || token.kind == .label || token.kind == .invalid else { break }
                offsets.append(token.start)
                arguments.append(try argument())
            }
        }
        return RouteSyntax(
            request: AppSchema.RouteRequest(qualifier: qualifier, name: name, arguments: arguments),
            offset: nameToken.start, argumentOffsets: offsets)
    }

    mutating func parenthesizedArguments(into arguments: inout [AppSchema.ArgumentRequest], offsets: inout ArgumentOffsets, open: Token) throws {
        if let close = peek(), close.kind == .rightParen {
            advance()
            return
        }
        while true {
            guard let token = peek(), token.kind != .separator else {
                throw Failure(offset: peekOffset(after: tokens[index - 1]), message: "expected ')' to close the '(' at column \(chunk.location(at: open.start).column)")
            }
            offsets.append(token.start)
            arguments.append(try argument())
            guard let next = advance() else {
                throw Failure(offset: chunk.bytes.count, message: "expected ')' to close the '(' at column \(chunk.location(at: open.start).column)")
            }
            switch next.kind {
            case .comma: continue
            case .rightParen: return
            default:
                throw Failure(offset: next.start, message: "expected ',' or ')' in the arguments, found \(describe(next))")
            }
        }
    }

    /// `VALUE`, `LABEL: VALUE` or `NAME=VALUE`.
    mutating func argument() throws -> AppSchema.ArgumentRequest {
        let token = advance()!
        switch token.kind {
        case .label:
            return AppSchema.ArgumentRequest(label: chunk.text(token), value: try value(after: token))
        case .word:
            if let equals = peek(), equals.kind == .equals {
                advance()
                return AppSchema.ArgumentRequest(label: chunk.text(token), value: try value(after: equals))
            }
            return AppSchema.ArgumentRequest(label: nil, value: .word(chunk.text(token)))
        case .string:
            return AppSchema.ArgumentRequest(label: nil, value: .quoted(chunk.text(token)))
        case .invalid:
            throw badEscape(token)
        default:
            throw Failure(offset: token.start, message: "expected an argument, found \(describe(token))")
        }
    }

    mutating func value(after token: Token) throws -> AppSchema.RawValue {
        guard let valueToken = peek() else {
            throw Failure(offset: token.end, message: "expected a value after '\(chunk.text(token.start..<token.end))'")
        }
        switch valueToken.kind {
        case .word:
            advance()
            return .word(chunk.text(valueToken))
        case .string:
            advance()
            return .quoted(chunk.text(valueToken))
        case .invalid:
            throw badEscape(valueToken)
        default:
            throw Failure(offset: valueToken.start, message: "expected a value after '\(chunk.text(token.start..<token.end))', found \(describe(valueToken))")
        }
    }

}
