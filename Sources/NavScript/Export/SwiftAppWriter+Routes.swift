import NavreplKit

/// The route enums `export swift` writes: one per tab (the shared routes in one of their own),
/// each with its name, title, navrepl's printed form, and its deep-link segments both ways.
extension SwiftAppWriter {
    func writeRouteProtocol(_ source: inout SwiftSource) {
        source.doc("What every route enum knows: its name and title, how navrepl prints it, and its deep-link segments.")
        source.block("protocol Route: Hashable, Codable, Sendable, CustomStringConvertible") { source in
            source.doc("The route's name in navrepl.")
            source.line("var name: String { get }")
            source.line("var title: String { get }")
            source.doc("Its name, then one segment per parameter (`~` for an optional one left out).")
            source.line("var segments: [String] { get }")
            source.doc("The names of the routes it holds, as navrepl lists them.")
            source.line("static var names: [String] { get }")
            source.doc("Reads the arguments of the route `name` (one of `names`) from a deep link.")
            source.line("init(name: String, reading reader: inout LinkReader) throws(NavigationError)")
        }
        source.line()
    }

    func writeRouteEnum(_ set: RouteSet, _ source: inout SwiftSource) {
        source.doc(set.summary)
        source.block("enum \(set.typeName): Route") { source in
            for route in set.routes {
                if let title = route.title { source.doc(title) }
                source.line("case " + caseDeclaration(route))
            }
            if set.includesShared {
                source.doc("A route declared outside any tab.")
                source.line("case shared(\(sharedRouteType))")
            }
            if set.routes.isEmpty && !set.includesShared {
                // An enum without cases gets no Codable of its own: it never has a value to code.
                source.block("init(from decoder: any Decoder) throws") { source in
                    source.line("throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: \(Value.quoted(set.summary))))")
                }
                source.line()
                source.line("func encode(to encoder: any Encoder) throws {}")
            }
            for route in set.routes {
                for parameter in route.parameters {
                    guard case .oneOf(let members) = parameter.type else { continue }
                    source.line()
                    source.doc("The values of `\(route.name)`'s `\(parameter.label)`.")
                    source.block("enum \(closedSetType(parameter, in: route)): String, CaseIterable, Codable, Sendable") { source in
                        let cases = members.map { caseName(Names.identifier($0), rawValue: $0) }
                        if cases.contains(where: { $0.contains("=") }) {
                            for member in cases { source.line("case " + member) }
                        } else {
                            source.line("case " + cases.joined(separator: ", "))
                        }
                    }
                }
            }
            if set.includesShared { writeSharedFactories(&source) }
            source.line()
            writeSwitch("var name: String", set, &source) { route in
                (pattern: ".\(Names.identifier(route.name))", value: Value.quoted(route.name))
            }
            source.line()
            writeSwitch("var title: String", set, &source) { route in
                (pattern: ".\(Names.identifier(route.name))", value: Value.quoted(route.title ?? route.name))
            }
            source.line()
            source.doc("The route as navrepl prints it, e.g. `detail(name: \"Mary Doe\")`.")
            writeSwitch("var description: String", set, &source, shared: "route.description") { route in
                guard !route.parameters.isEmpty else { return (".\(Names.identifier(route.name))", Value.quoted(route.name)) }
                let arguments = route.parameters.map { parameter -> String in
                    let binding = Names.identifier(parameter.label)
                    let prefix = Value.quoted(parameter.label + ": ") + " + "
                    if parameter.isOptional { return "\(binding).map { \(prefix)\(printed("$0", parameter)) }" }
                    return prefix + printed(binding, parameter)
                }
                return (bindingPattern(route), "RouteText.route(\(Value.quoted(route.name)), [\(arguments.joined(separator: ", "))])")
            }
            source.line()
            writeSwitch("var segments: [String]", set, &source, shared: "route.segments") { route in
                let name = Value.quoted(DeepLink.encode(route.name))
                guard !route.parameters.isEmpty else { return (".\(Names.identifier(route.name))", "[\(name)]") }
                let segments = route.parameters.map { parameter -> String in
                    let binding = Names.identifier(parameter.label)
                    if parameter.isOptional { return "\(binding).map { \(segment("$0", parameter)) } ?? \"~\"" }
                    return segment(binding, parameter)
                }
                return (bindingPattern(route), "[\(([name] + segments).joined(separator: ", "))]")
            }
            source.line()
            writeSegmentReader(set, &source)
        }
        source.line()
    }

    /// `detail(name: String)`, each optional parameter `= nil` and each defaulted one `= value`.
    func caseDeclaration(_ route: RouteDeclaration) -> String {
        let name = Names.identifier(route.name)
        guard !route.parameters.isEmpty else { return name }
        let parameters = route.parameters.map { parameter in
            "\(Names.label(parameter.label)): \(swiftType(of: parameter, in: route))" + defaultClause(parameter)
        }
        return name + "(" + parameters.joined(separator: ", ") + ")"
    }

    /// ` = nil` for an optional parameter, ` = 0` for one declared `tab: Int = 0`, else nothing.
    func defaultClause(_ parameter: Parameter) -> String {
        if parameter.isOptional { return " = nil" }
        return parameter.defaultValue.map { " = " + literal($0, of: parameter) } ?? ""
    }

    /// A value as Swift writes it for the parameter's type: a closed set's member as its case.
    func literal(_ value: Value, of parameter: Parameter) -> String {
        if case .oneOf = parameter.type { return "." + Names.identifier(value.plainText) }
        return value.literal
    }

    /// `.detail(let name)`: a case with each argument bound to its label's name.
    private func bindingPattern(_ route: RouteDeclaration) -> String {
        ".\(Names.identifier(route.name))(" + route.parameters.map { "let " + Names.identifier($0.label) }.joined(separator: ", ") + ")"
    }

    /// The printed form of a value, as navrepl writes it: strings (and closed-set values) quoted.
    private func printed(_ value: String, _ parameter: Parameter) -> String {
        switch parameter.type {
        case .string: return "RouteText.quoted(\(value))"
        case .int, .bool: return "String(\(value))"
        case .oneOf: return "RouteText.quoted(\(value).rawValue)"
        }
    }

    /// A value as a deep-link segment.
    private func segment(_ value: String, _ parameter: Parameter) -> String {
        switch parameter.type {
        case .string: return "RouteText.encode(\(value))"
        case .int, .bool: return "String(\(value))"
        case .oneOf: return "RouteText.encode(\(value).rawValue)"
        }
    }

    /// A computed property whose value is a switch over the routes, the shared ones forwarded.
    func writeSwitch(
        _ declaration: String, _ set: RouteSet, _ source: inout SwiftSource, shared: String? = nil,
        _ entry: (RouteDeclaration) -> (pattern: String, value: String)
    ) {
        source.block(declaration) { source in
            guard !set.routes.isEmpty || set.includesShared else {
                source.line("switch self {}")
                return
            }
            source.cases("switch self") { source in
                for route in set.routes {
                    let (pattern, value) = entry(route)
                    source.line("case \(pattern): \(value)")
                }
                if set.includesShared {
                    let property = declaration.split(separator: " ")[1].dropLast()
                    source.line("case .shared(let route): \(shared ?? "route.\(property)")")
                }
            }
        }
    }

    /// The shared routes as static members of a tab's enum, so that `.chat(with: "Ann")`
    /// reads the same in every tab.
    func writeSharedFactories(_ source: inout SwiftSource) {
        for route in schema.sharedRoutes {
            source.line()
            let name = Names.identifier(route.name)
            if route.parameters.isEmpty {
                source.line("static var \(name): Self { .shared(.\(name)) }")
                continue
            }
            let parameters = route.parameters.map { parameter -> String in
                let label = Names.label(parameter.label), binding = Names.identifier(parameter.label)
                return (label == binding ? label : "\(label) \(binding)") + ": " + swiftType(of: parameter, in: route, owner: sharedRouteType)
                    + defaultClause(parameter)
            }
            let arguments = route.parameters.map { "\(Names.label($0.label)): \(Names.identifier($0.label))" }
            source.line("static func \(name)(\(parameters.joined(separator: ", "))) -> Self { .shared(.\(name)(\(arguments.joined(separator: ", ")))) }")
        }
    }

    /// `names` and `init(name:reading:)`: which routes the enum holds, and a route's arguments
    /// read from a deep link's segments, with navrepl's messages.
    func writeSegmentReader(_ set: RouteSet, _ source: inout SwiftSource) {
        let own = "[" + set.routes.map { Value.quoted($0.name) }.joined(separator: ", ") + "]"
        source.line("static let names: [String] = " + (set.includesShared ? (set.routes.isEmpty ? "\(sharedRouteType).names" : "\(own) + \(sharedRouteType).names") : own))
        source.line()
        source.block("init(name: String, reading reader: inout LinkReader) throws(NavigationError)") { source in
            guard !set.routes.isEmpty else {
                source.line(set.includesShared ? "self = .shared(try \(sharedRouteType)(name: name, reading: &reader))" : "throw reader.unknownRoute(name, among: Self.names)")
                return
            }
            source.cases("switch name") { source in
                for route in set.routes {
                    source.line("case \(Value.quoted(route.name)):")
                    source.indented { source in
                        for (index, parameter) in route.parameters.enumerated() {
                            let read: String
                            if parameter.isOptional {
                                read = "optionalArgument"
                            } else if let value = parameter.defaultValue {
                                read = "argument(or: \(literal(value, of: parameter)), "
                            } else {
                                read = "argument"
                            }
                            let call = read.hasSuffix(", ") ? "reader.\(read)" : "reader.\(read)("
                            source.line("let a\(index) = try \(call)\(Value.quoted(parameter.spelling)), of: \(Value.quoted(route.name)), \(parser(parameter, in: route)))")
                        }
                        let arguments = route.parameters.enumerated().map { "\(Names.label($1.label)): a\($0)" }
                        source.line("self = .\(Names.identifier(route.name))" + (route.parameters.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))"))
                    }
                }
                source.line("default:")
                source.indented { source in
                    source.line(set.includesShared ? "self = .shared(try \(sharedRouteType)(name: name, reading: &reader))" : "throw reader.unknownRoute(name, among: Self.names)")
                }
            }
        }
    }

    /// The closure that reads a parameter's value from a decoded segment.
    private func parser(_ parameter: Parameter, in route: RouteDeclaration) -> String {
        switch parameter.type {
        case .string: return "{ $0 }"
        case .int: return "{ Int($0) }"
        case .bool: return "{ Bool($0) }"
        case .oneOf: return "{ \(closedSetType(parameter, in: route))(rawValue: $0) }"
        }
    }

    /// A tab with no routes of its own takes the shared ones.
    func writeAliases(_ source: inout SwiftSource) {
        guard !schema.sharedRoutes.isEmpty else { return }
        for tab in schema.tabs where tab.routes.isEmpty {
            source.doc("The \(tab.name) tab declares no routes of its own: it takes the shared ones.")
            source.line("typealias \(routeType(of: tab)) = \(sharedRouteType)")
            source.line()
        }
    }
}
