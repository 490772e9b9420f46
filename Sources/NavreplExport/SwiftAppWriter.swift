import NavLanguage
import NavreplKit

/// `export swift`: only what is the app's own — the enum of its routes, of its tabs, of its
/// flags, and its schema as data, gathered as a ``NavigationGraph`` — and the router type, a name
/// for NavreplKit's generic `TypedRouter` over that graph. No rule, message, link format or view
/// is written here: they are NavreplKit's and NavreplSwiftUI's, so the app does what the prompt
/// does. The same schema and options always give the same text.
package struct SwiftAppWriter {
    let schema: AppSchema
    let options: Options
    let names: SwiftNames
    typealias Names = SwiftNames

    /// What `export swift` takes besides the file: `--prefix`, `--access`, `--type`.
    package struct Options: Hashable {
        /// What the generated types' names start with: `Hospital` gives `HospitalRoute`.
        package var prefix: String?
        package var access: Access = .internal
        /// The app's own types for parameters (`--type detail.id=PatientID`), by
        /// `ROUTE.PARAMETER`: types that encode as one string or integer (`UUID`, a
        /// `RawRepresentable` ID, `Tagged`), which NavreplKit converts through `Codable`.
        package var parameterTypes: [String: String] = [:]
        /// The `.navapp` the NavreplGenerator build plugin generates this from at each build;
        /// nil for `export swift`, whose file is exported again by hand.
        package var appFile: String?

        package init(prefix: String? = nil, access: Access = .internal, parameterTypes: [String: String] = [:], appFile: String? = nil) {
            self.prefix = prefix
            self.access = access
            self.parameterTypes = parameterTypes
            self.appFile = appFile
        }
    }

    /// Said to whoever still asks for views (`--no-views`, `"views"` in a config): the file
    /// has none since the SwiftUI layer became a library.
    package static let viewsMoved = "export swift writes no views: the SwiftUI layer is the NavreplSwiftUI library, whose RouterView(router: router) { route in ... } shows your own screens"

    /// The access level of every generated declaration.
    package enum Access: String, CaseIterable {
        case `internal`
        case `public`

        /// The word before a declaration: nothing for internal.
        var word: String { self == .public ? "public " : "" }
    }

    package init(schema: AppSchema, options: Options = Options()) {
        self.schema = schema
        self.options = options
        self.names = SwiftNames(schema: schema)
    }

    // MARK: Names

    /// The given prefix; else the app's name, with `App` after it when its types would take
    /// the name of a type the file sees (an app named `typed` would declare `TypedRoute`,
    /// NavreplKit's protocol).
    var prefix: String {
        if let prefix = options.prefix { return prefix }
        var prefix = Names.typeName(schema.name)
        while typeNames(for: prefix).contains(where: SwiftAppWriter.reservedTypeNames.contains) { prefix += "App" }
        return prefix
    }

    /// Why the prefix is not the app's name, when it is not: said in the file.
    var prefixNote: String? {
        let name = Names.typeName(schema.name)
        guard options.prefix == nil, prefix != name else { return nil }
        return "App \(schema.name)'s types are named \(prefix)...: \(name)... would take the name of a type of NavreplKit, SwiftUI or Swift."
    }

    /// The types the file declares, for `prefix`.
    private func typeNames(for prefix: String) -> [String] {
        [prefix + "Route", prefix + "PresentedRoute", prefix + "Tab", prefix + "Flag", prefix + "Router", prefix + "Graph"]
    }

    /// The names of the types the generated file sees besides its own: NavreplKit's and
    /// NavreplSwiftUI's public types (a test checks this list against their sources), and those
    /// of SwiftUI and Swift an app's code beside it uses.
    static let reservedTypeNames: Set<String> = [
        "AppRouter", "AppSchema", "Change", "DeepLink", "Journal", "Modal", "NavigationCall", "NavigationError", "NavigationGraph",
        "NavigationOperation", "NavigationState", "Navigator", "NoFlags", "NoPresentedRoutes", "PresentedModal", "PushOptions",
        "Refusal", "Route", "RouteCodingError", "Router", "RouterStack", "RouterView", "TypedRoute", "TypedRouter", "Value",
        "View", "Text", "Binding", "Bindable", "State", "Environment", "NavigationStack", "NavigationPath", "NavigationSplitView",
        "TabView", "Observable", "String", "Int", "Bool", "Array", "Dictionary", "Set", "Optional", "Result", "Error", "Never",
        "Hashable", "Codable", "Sendable", "CaseIterable", "Equatable", "Identifiable", "Tab",
    ]
    var routeType: String { prefix + "Route" }
    /// The enum of the routes only ever presented, written only for an app that has some.
    var presentedRouteType: String { prefix + "PresentedRoute" }
    var tabType: String { prefix + "Tab" }
    /// The app's flag enum; NavreplKit's `NoFlags` for an app without flags (an enum of no
    /// case cannot have raw values).
    var flagType: String { schema.flags.isEmpty ? "NoFlags" : prefix + "Flag" }
    package var routerType: String { prefix + "Router" }
    var graphType: String { prefix + "Graph" }
    var access: String { options.access.word }

    /// Every route of the app once: a name declared in several tabs is one case, as a name at
    /// the prompt is resolved in whichever tab is selected.
    package var routes: [AppSchema.RouteDeclaration] {
        var seen = Set<String>()
        return (schema.tabs.flatMap(\.routes) + schema.sharedRoutes).filter { seen.insert($0.name).inserted }
    }

    /// The routes a stack may hold: the route enum's cases.
    var pushedRoutes: [AppSchema.RouteDeclaration] { routes.filter { !schema.presentedOnly.contains($0.name) } }

    /// The routes only ever presented: the presented-route enum's cases.
    var presentedRoutes: [AppSchema.RouteDeclaration] { routes.filter { schema.presentedOnly.contains($0.name) } }

    /// Why this app cannot be written as this Swift, if it cannot.
    package var problem: String? {
        if routes.isEmpty { return "app \(schema.name) declares no routes to export" }
        if let (place, reason) = parameterTypeProblem { return "--type \(place): \(reason)" }
        if pushedRoutes.isEmpty { return "app \(schema.name) declares only presented routes; the exported \(routeType) needs one a stack holds: declare one in a tab" }
        var declared: [String: AppSchema.RouteDeclaration] = [:]
        for route in schema.tabs.flatMap(\.routes) + schema.sharedRoutes {
            if let other = declared[route.name], other.parameters != route.parameters {
                return "route '\(route.name)' is declared with different parameters in different tabs (\(other.signature) and \(route.signature)); the exported \(routeType) has one case per name: rename one of them"
            }
            declared[route.name] = route
        }
        let typeNames = typeNames(for: prefix)
        if let clash = typeNames.first(where: SwiftAppWriter.reservedTypeNames.contains) {
            return "the type \(clash) would clash with a type of NavreplKit, SwiftUI or the standard library (choose another prefix with --prefix)"
        }
        if let problem = Names.typePrefixProblem(prefix) { return problem }
        return nil
    }

    /// The whole file.
    package func write() -> String {
        var source = SwiftSource()
        writeHeader(&source)
        // A mapped type may be Foundation's (UUID, URL): an app has it, NavreplKit does not.
        if !options.parameterTypes.isEmpty { source.line("import Foundation") }
        source.line("import NavreplKit")
        source.line()
        writeRouteEnums(&source)
        writeTabEnum(&source)
        writeFlagEnum(&source)
        writeGraph(&source)
        return source.text
    }

    private func writeHeader(_ source: inout SwiftSource) {
        if let appFile = options.appFile {
            source.comment("Generated by the NavreplGenerator build plugin from \(appFile) at each build: edit that file, not this one.")
        } else {
            source.comment("Generated by `navrepl export swift` from app \(schema.name): export it again rather than edit it.")
        }
        if let summary = schema.summary { source.comment(summary) }
        if let prefixNote { source.comment(prefixNote) }
        source.comment("""

            The app's own types and schema; \(routerType) is NavreplKit's router over them, whose rules
            are the ones the navrepl prompt runs. Show it with your screens through NavreplSwiftUI:
            `RouterView(router: router) { route in ... }`.
            """)
        source.line()
    }

    // MARK: Routes and tabs

    /// The route enum (what stacks hold) and, where the app has them, the enum of its
    /// presented-only routes, apart so that `push` does not take one.
    private func writeRouteEnums(_ source: inout SwiftSource) {
        // Which tabs declare each route, with the title each gives it, gathered once: an app
        // may have thousands of routes.
        var owners: [String: [(tab: String, title: String?)]] = [:]
        for tab in schema.tabs {
            for route in tab.routes { owners[route.name, default: []].append((tab.name, route.title)) }
        }
        source.doc("The routes of app \(schema.name), each case one route with its arguments; the engine checks which tab takes which.")
        writeRouteEnum(&source, named: routeType, routes: pushedRoutes, owners: owners)
        guard !presentedRoutes.isEmpty else { return }
        let example = names.routeCase(presentedRoutes[0].name).trimmingBackticks + (presentedRoutes[0].parameters.isEmpty ? "" : "(...)")
        source.doc("The routes app \(schema.name) only presents, apart so that a push cannot take one: `router.present(.\(example))` presents one as the sheet or cover it declares.")
        writeRouteEnum(&source, named: presentedRouteType, routes: presentedRoutes, owners: owners)
    }

    private func writeRouteEnum(_ source: inout SwiftSource, named type: String, routes: [AppSchema.RouteDeclaration], owners: [String: [(tab: String, title: String?)]]) {
        source.block("\(access)enum \(type): TypedRoute") { source in
            for route in routes {
                let declared = owners[route.name] ?? []
                let renamed = names.routeCase(route.name).trimmingBackticks == route.name ? "" : " (`\(route.name)` in the app file)"
                // A presented-only route is app-level: no tab declares it.
                let place = schema.presentedOnly.contains(route.name)
                    ? (route.title.map { $0 + ": " } ?? "") + "a \(schema.declaredStyle(of: route.name).rawValue) over any tab"
                    : Self.placeAndTitles(declared, title: route.title)
                source.doc(place + renamed)
                source.line("case " + caseDeclaration(route))
            }
            writeCodingKeys(&source, routes: routes)
            for route in routes {
                for parameter in route.parameters {
                    guard case .oneOf(let members) = parameter.type else { continue }
                    source.line()
                    source.doc("The values of `\(route.name)`'s `\(parameter.label)`.")
                    source.block("\(access)enum \(closedSetType(parameter, in: route)): String, CaseIterable, Codable, Sendable") { source in
                        for member in members {
                            source.line("case " + caseName(names.memberCase(route: route.name, parameter: parameter.label, member: member), rawValue: member))
                        }
                    }
                }
            }
        }
        source.line()
    }

    /// Where a route is declared, with its title: `Patients: patients, doctors` when every tab
    /// titles it alike, `Patients in patients, Doctors in doctors` when they differ.
    static func placeAndTitles(_ declared: [(tab: String, title: String?)], title: String?) -> String {
        guard !declared.isEmpty else { return (title.map { $0 + ": " } ?? "") + "every tab" }
        let titles = declared.map(\.title)
        if titles.allSatisfy({ $0 == titles[0] }) {
            return (titles[0].map { $0 + ": " } ?? "") + declared.map(\.tab).joined(separator: ", ")
        }
        return declared.map { ($0.title.map { $0 + " in " } ?? "untitled in ") + $0.tab }.joined(separator: ", ")
    }

    /// The coding keys Swift would make, spelled out only where a case or a label is not
    /// already the name the app file gives (`my-route`, a keyword): the keys are how NavreplKit
    /// knows a case's route.
    private func writeCodingKeys(_ source: inout SwiftSource, routes: [AppSchema.RouteDeclaration]) {
        let renamed = routes.contains { names.routeCase($0.name).trimmingBackticks != $0.name }
        if renamed {
            source.line()
            source.block("enum CodingKeys: String, CodingKey") { source in
                for route in routes { source.line("case " + caseName(names.routeCase(route.name), rawValue: route.name)) }
            }
        }
        for route in routes where route.parameters.contains(where: { Names.label($0.label) != $0.label }) {
            source.line()
            source.block("enum \(names.argumentKeysType(route: route.name)): String, CodingKey") { source in
                for parameter in route.parameters { source.line("case " + caseName(Names.identifier(parameter.label), rawValue: parameter.label)) }
            }
        }
    }

    private func writeTabEnum(_ source: inout SwiftSource) {
        source.doc("The tabs of app \(schema.name), in the order it declares them; the raw value is the name in the app file.")
        source.block("\(access)enum \(tabType): String, CaseIterable, Hashable, Sendable") { source in
            for tab in schema.tabs { source.line("case " + caseName(names.tabCase(tab.name), rawValue: tab.name)) }
        }
        source.line()
    }

    private func writeFlagEnum(_ source: inout SwiftSource) {
        guard !schema.flags.isEmpty else { return }
        source.doc("The flags of app \(schema.name), which its redirects and guards read (`router.set(.flag, true)`); the raw value is the name in the app file.")
        source.block("\(access)enum \(flagType): String, CaseIterable, Hashable, Sendable") { source in
            for flag in schema.flags { source.line("case " + caseName(names.flagCase(flag.name), rawValue: flag.name)) }
        }
        source.line()
    }

    /// `detail(name: String)`, with ` = nil` or the declared default where there is one.
    func caseDeclaration(_ route: AppSchema.RouteDeclaration) -> String {
        let name = names.routeCase(route.name)
        guard !route.parameters.isEmpty else { return name }
        let parameters = route.parameters.map { parameter in
            "\(Names.label(parameter.label)): \(swiftType(of: parameter, in: route))" + defaultClause(parameter, in: route)
        }
        return name + "(" + parameters.joined(separator: ", ") + ")"
    }

    private func defaultClause(_ parameter: AppSchema.Parameter, in route: AppSchema.RouteDeclaration) -> String {
        if parameter.isOptional { return " = nil" }
        return parameter.defaultValue.map { " = " + literal($0, of: parameter, in: route) } ?? ""
    }

    /// A value as Swift writes it for the parameter's type: a closed set's member as its case.
    func literal(_ value: Value, of parameter: AppSchema.Parameter, in route: AppSchema.RouteDeclaration) -> String {
        if case .oneOf = parameter.type { return "." + names.memberCase(route: route.name, parameter: parameter.label, member: value.plainText) }
        if case .string(let text) = value { return SwiftNames.literal(text) }
        return value.literal
    }

    /// The first `--type` mapping that cannot be written, and why: each must name a declared
    /// route's string or integer parameter without a default (a default is a literal of the
    /// app file's type), and a Swift type.
    package var parameterTypeProblem: (place: String, reason: String)? {
        for (place, type) in options.parameterTypes.sorted(by: { $0.key < $1.key }) {
            let parts = place.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2, let route = routes.first(where: { $0.name == parts[0] }) else {
                let suggestion = Spelling.hint(for: parts[0], among: routes.map(\.name))
                return (place, "no route '\(parts[0])'\(suggestion) (write ROUTE.PARAMETER=TYPE, as in detail.id=PatientID)")
            }
            guard let parameter = route.parameters.first(where: { $0.label == parts[1] }) else {
                return (place, "route '\(route.name)' has no parameter '\(parts[1])' (it has \(route.parameters.isEmpty ? "none" : route.parameters.map(\.label).joined(separator: ", ")))")
            }
            switch parameter.type {
            case .string, .int: break
            case .bool, .oneOf: return (place, "'\(parameter.label)' is \(parameter.type.spelling), and only a String or Int parameter may take a type of the app's own")
            }
            if parameter.defaultValue != nil && !parameter.isOptional {
                return (place, "'\(parameter.label)' has a default value, which Swift would write as a literal of \(type): remove the default from the app file, or the mapping")
            }
            if !Self.isTypeName(type) {
                return (place, "'\(type)' is not a Swift type (a name, dotted, with generic arguments: PatientID, Tagged<Patient, UUID>)")
            }
        }
        return nil
    }

    /// `detail.id=PatientID` as its place and type, or nil when it is not of that form.
    package static func parameterType(_ text: String) -> (place: String, type: String)? {
        guard let equals = text.firstIndex(of: "=") else { return nil }
        func trimmed(_ part: Substring) -> String { String(part.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
        let place = trimmed(text[..<equals]), type = trimmed(text[text.index(after: equals)...])
        guard place.contains("."), !type.isEmpty else { return nil }
        return (place, type)
    }

    /// A type as a parameter can be declared with: dotted names, generic arguments, no
    /// optional (the app file says whether it is), nothing that could end the declaration.
    static func isTypeName(_ text: String) -> Bool {
        var depth = 0
        var expectsName = true
        // A space may stand between the parts, never inside a name: `A B` is not a type.
        var spaced = false
        for character in text {
            switch character {
            case "<": guard !expectsName else { return false }; depth += 1; expectsName = true
            case ">": guard !expectsName, depth > 0 else { return false }; depth -= 1
            case ",": guard depth > 0, !expectsName else { return false }; expectsName = true
            case ".": guard !expectsName else { return false }; expectsName = true
            case " ": spaced = true; continue
            case _ where character.isLetter || character == "_" || (character.isNumber && !expectsName):
                guard expectsName || !spaced else { return false }
                expectsName = false
            default: return false
            }
            spaced = false
        }
        return depth == 0 && !expectsName
    }

    /// The Swift type of a parameter, as its case declares it: the app's own where `--type` maps it.
    func swiftType(of parameter: AppSchema.Parameter, in route: AppSchema.RouteDeclaration) -> String {
        if let mapped = options.parameterTypes[route.name + "." + parameter.label] {
            return mapped + (parameter.isOptional ? "?" : "")
        }
        let type: String
        switch parameter.type {
        case .string: type = "String"
        case .int: type = "Int"
        case .bool: type = "Bool"
        case .oneOf: type = closedSetType(parameter, in: route)
        }
        return type + (parameter.isOptional ? "?" : "")
    }

    /// The enum of a closed-set parameter, nested in the route enum: `TransportationType`.
    func closedSetType(_ parameter: AppSchema.Parameter, in route: AppSchema.RouteDeclaration) -> String {
        names.closedSetType(route: route.name, parameter: parameter.label)
    }

    /// `car`, or `` `default` ``, or `xRay = "x-ray"` where the name is not the identifier.
    func caseName(_ identifier: String, rawValue: String) -> String {
        identifier.trimmingBackticks == rawValue ? identifier : "\(identifier) = \(SwiftNames.literal(rawValue))"
    }

    // MARK: The graph and the router

    private func writeGraph(_ source: inout SwiftSource) {
        source.doc("The router the app holds (`@State private var router = \(routerType)()`).")
        source.line("\(access)typealias \(routerType) = TypedRouter<\(graphType)>")
        source.line()
        source.doc("App \(schema.name): its types, and the schema its app file declares, which the engine's rules read.")
        source.block("\(access)enum \(graphType): NavigationGraph") { source in
            source.line("\(access)typealias Route = \(routeType)")
            if !presentedRoutes.isEmpty { source.line("\(access)typealias PresentedRoute = \(presentedRouteType)") }
            source.line("\(access)typealias Tab = \(tabType)")
            source.line("\(access)typealias Flag = \(flagType)")
            source.line()
            source.line("\(access)static let schema = AppSchema.generated {")
            source.indented { source in writeSchema(&source) }
            source.line("}")
        }
    }
}
