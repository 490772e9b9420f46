import NavLanguage
import NavreplKit

/// The app's schema as Swift data: the declarations the app file makes, each as the NavreplKit
/// initializer that makes it. Data only: what the declarations mean is the engine's.
extension SwiftAppWriter {
    func writeSchema(_ source: inout SwiftSource) {
        source.line("try AppSchema(")
        source.indented { source in
            source.line("name: \(SwiftNames.literal(schema.name)),")
            source.line("tabs: [")
            source.indented { source in
                for tab in schema.tabs { writeTab(tab, &source) }
            }
            source.line("],")
            list("sharedRoutes", schema.sharedRoutes.map(declaration), into: &source)
            if !schema.flags.isEmpty {
                source.line("flags: [\(schema.flags.map(flag).joined(separator: ", "))],")
            }
            list("redirects", schema.redirects.map { rule in
                "AppSchema.RedirectRule(source: \(SwiftNames.literal(rule.source)), target: \(target(rule.target)), condition: \(condition(rule.condition)))"
            }, into: &source)
            list("guards", schema.guards.map { rule in
                "AppSchema.GuardRule(route: \(SwiftNames.literal(rule.route)), condition: \(condition(rule.condition)))"
            }, into: &source)
            if !schema.retapToRoot.isEmpty {
                source.line("retapToRoot: [\(schema.tabs.map(\.name).filter(schema.retapToRoot.contains).map(SwiftNames.literal).joined(separator: ", "))],")
            }
            if !schema.presentedOnly.isEmpty {
                source.line("presentedOnly: [\(schema.sharedRoutes.map(\.name).filter(schema.presentedOnly.contains).map(SwiftNames.literal).joined(separator: ", "))],")
            }
            if !schema.presentedOnlyAsCover.isEmpty {
                source.line("presentedOnlyAsCover: [\(schema.sharedRoutes.map(\.name).filter(schema.presentedOnlyAsCover.contains).map(SwiftNames.literal).joined(separator: ", "))],")
            }
            list("links", schema.links.map { link in
                "try AppSchema.LinkPattern(\(SwiftNames.literal(link.pattern)), tab: \(SwiftNames.literal(link.tab)), route: \(SwiftNames.literal(link.route)))"
            }, into: &source)
            source.line("summary: \(schema.summary.map(SwiftNames.literal) ?? "nil")")
        }
        source.line(")")
    }

    /// An argument of `AppSchema(...)` that lists items one to a line (`redirects: [` ... `],`);
    /// nothing when there are none, as the initializer's default is empty.
    private func list(_ label: String, _ items: [String], into source: inout SwiftSource) {
        guard !items.isEmpty else { return }
        source.line(label + ": [")
        source.indented { source in
            for item in items { source.line(item + ",") }
        }
        source.line("],")
    }

    private func writeTab(_ tab: AppSchema.TabDeclaration, _ source: inout SwiftSource) {
        let title = tab.title.map { ", title: " + SwiftNames.literal($0) } ?? ""
        if tab.isSplit {
            source.line("AppSchema.TabDeclaration(\(SwiftNames.literal(tab.name))\(title), columns: [")
            source.indented { source in
                for column in tab.columns {
                    let placeholder = column.placeholder.map { ", placeholder: " + SwiftNames.literal($0) } ?? ""
                    source.line("AppSchema.SplitColumn(\(SwiftNames.literal(column.name))\(placeholder), routes: [\(column.routes.map(declaration).joined(separator: ", "))]),")
                }
            }
            writeEdges(of: tab, &source)
            return
        }
        if tab.routes.isEmpty && tab.edges.isEmpty {
            source.line("AppSchema.TabDeclaration(\(SwiftNames.literal(tab.name))\(title), routes: []),")
            return
        }
        source.line("AppSchema.TabDeclaration(\(SwiftNames.literal(tab.name))\(title), routes: [")
        source.indented { source in
            for route in tab.routes { source.line(declaration(route) + ",") }
        }
        writeEdges(of: tab, &source)
    }

    /// Ends a tab's initializer: `])`, or `], edges: [...])` with its edges.
    private func writeEdges(of tab: AppSchema.TabDeclaration, _ source: inout SwiftSource) {
        guard !tab.edges.isEmpty else {
            source.line("]),")
            return
        }
        source.line("], edges: [")
        source.indented { source in
            for edge in tab.edges { source.line(self.edge(edge) + ",") }
        }
        source.line("]),")
    }

    /// `RouteEdge(from: .route("featured"), .present(.sheet), "promo")`.
    private func edge(_ edge: AppSchema.RouteEdge) -> String {
        let source: String
        switch edge.source {
        case .root: source = ".root"
        case .route(let name): source = ".route(\(SwiftNames.literal(name)))"
        }
        let kind: String
        switch edge.kind {
        case .push: kind = ".push"
        case .present(let style): kind = ".present(.\(style.rawValue))"
        case .go(let tab): kind = ".go(tab: \(SwiftNames.literal(tab)))"
        }
        return "AppSchema.RouteEdge(from: \(source), \(kind), \(SwiftNames.literal(edge.route)))"
    }

    /// `FlagDeclaration("signedIn", initialValue: false, changesOn: ["signIn"])`.
    private func flag(_ flag: AppSchema.FlagDeclaration) -> String {
        "AppSchema.FlagDeclaration(\(SwiftNames.literal(flag.name)), initialValue: \(flag.initialValue)"
            + (flag.changesOn.map { ", changesOn: [" + $0.map(SwiftNames.literal).joined(separator: ", ") + "]" } ?? "") + ")"
    }

    /// `AppSchema.RouteDeclaration("detail", [AppSchema.Parameter(label: "name", type: .string)], title: "Patient")`.
    private func declaration(_ route: AppSchema.RouteDeclaration) -> String {
        var arguments = [SwiftNames.literal(route.name)]
        if !route.parameters.isEmpty { arguments.append("[" + route.parameters.map(parameter).joined(separator: ", ") + "]") }
        if let title = route.title { arguments.append("title: " + SwiftNames.literal(title)) }
        return "AppSchema.RouteDeclaration(" + arguments.joined(separator: ", ") + ")"
    }

    private func parameter(_ parameter: AppSchema.Parameter) -> String {
        var arguments = ["label: " + SwiftNames.literal(parameter.label), "type: " + type(parameter.type)]
        if parameter.isOptional { arguments.append("isOptional: true") }
        if let value = parameter.defaultValue { arguments.append("defaultValue: " + engineValue(value)) }
        return "AppSchema.Parameter(" + arguments.joined(separator: ", ") + ")"
    }

    private func type(_ type: AppSchema.ParameterType) -> String {
        switch type {
        case .string: return ".string"
        case .int: return ".int"
        case .bool: return ".bool"
        case .oneOf(let members): return ".oneOf([" + members.map(SwiftNames.literal).joined(separator: ", ") + "])"
        }
    }

    /// A value as NavreplKit's `Value`: `.string("a")`, `.int(1)`, `.bool(true)`.
    func engineValue(_ value: Value) -> String {
        switch value {
        case .string(let text): return ".string(\(SwiftNames.literal(text)))"
        case .int(let number): return ".int(\(number))"
        case .bool(let flag): return ".bool(\(flag))"
        }
    }

    /// `.route(RouteRequest(...))`, `.present(.sheet, RouteRequest(...))`, `.root`, `.tab("home", root: true)`.
    private func target(_ target: AppSchema.RedirectTarget) -> String {
        switch target {
        case .route(let route): return ".route(\(request(route)))"
        case .present(let style, let route): return ".present(.\(style.rawValue), \(request(route)))"
        case .root: return ".root"
        case .tab(let name, let root): return ".tab(\(SwiftNames.literal(name)), root: \(root))"
        }
    }

    private func request(_ request: AppSchema.RouteRequest) -> String {
        var arguments: [String] = []
        if let qualifier = request.qualifier { arguments.append("qualifier: " + SwiftNames.literal(qualifier)) }
        arguments.append("name: " + SwiftNames.literal(request.name))
        if !request.arguments.isEmpty {
            arguments.append("arguments: [" + request.arguments.map { argument in
                let value: String
                switch argument.value {
                case .word(let text): value = ".word(\(SwiftNames.literal(text)))"
                case .quoted(let text): value = ".quoted(\(SwiftNames.literal(text)))"
                }
                return "AppSchema.ArgumentRequest(label: \(argument.label.map(SwiftNames.literal) ?? "nil"), value: \(value))"
            }.joined(separator: ", ") + "]")
        }
        return "AppSchema.RouteRequest(" + arguments.joined(separator: ", ") + ")"
    }

    private func condition(_ condition: AppSchema.Condition) -> String {
        "AppSchema.Condition(flag: \(SwiftNames.literal(condition.flag)), holdsWhenSet: \(condition.holdsWhenSet))"
    }
}
