/// Checking a route request against a schema: the route must be allowed in the tab,
/// and its arguments must match the declaration's parameters in number, label and type.
extension AppSchema {
    /// The route `request` names, as the tab `tabName` accepts it.
    public func resolve(_ request: RouteRequest, in tabName: String) throws(NavigationError) -> Route {
        if isFree { return try AppSchema.bindFreely(request) }
        guard let declaration = declaration(named: request.name, in: tabName) else {
            let owners = tabsDeclaring(request.name)
            if !owners.isEmpty {
                throw .routeInOtherTab(route: request.name, tab: tabName, owners: owners)
            }
            let known = routes(acceptedIn: tabName).map(\.name)
            throw .unknownRoute(
                request.name, tab: tabName, suggestion: Spelling.suggestion(for: request.name, among: known))
        }
        return try AppSchema.bind(request, to: declaration)
    }

    /// Where `go` takes a route: the one tab that declares it (or the tab its qualifier
    /// names), or the current tab for an app-level route.
    public func locate(_ request: RouteRequest, from currentTab: String) throws(NavigationError) -> (tab: String, route: Route) {
        if let qualifier = request.qualifier {
            if isFree { return (qualifier, try AppSchema.bindFreely(request)) }
            guard tabIndex(named: qualifier) != nil else {
                throw .unknownTab(
                    qualifier, suggestion: Spelling.suggestion(for: qualifier, among: tabs.map(\.name)))
            }
            return (qualifier, try resolve(request, in: qualifier))
        }
        if isFree || sharedRoutes.contains(where: { $0.name == request.name }) {
            return (currentTab, try resolve(request, in: currentTab))
        }
        let owners = tabsDeclaring(request.name)
        switch owners.count {
        case 0:
            let known = Set(tabs.flatMap { $0.routes.map(\.name) } + sharedRoutes.map(\.name))
            throw .unknownRoute(
                request.name, tab: nil, suggestion: Spelling.suggestion(for: request.name, among: known.sorted()))
        case 1:
            return (owners[0], try resolve(request, in: owners[0]))
        default:
            throw .ambiguousRoute(request.name, candidates: owners.map { "\($0).\(request.name)" })
        }
    }

    /// Checks a route whose arguments are already typed (read from a state file): the tab
    /// must accept it, and its arguments must match the declaration by label and type.
    /// Returns it with its arguments in declaration order.
    public func check(_ route: Route, in tabName: String) throws(NavigationError) -> Route {
        if isFree {
            try FreeNames.check(route)
            return route
        }
        guard let declaration = declaration(named: route.name, in: tabName) else {
            let owners = tabsDeclaring(route.name)
            if !owners.isEmpty { throw .routeInOtherTab(route: route.name, tab: tabName, owners: owners) }
            throw .unknownRoute(route.name, tab: tabName, suggestion: Spelling.suggestion(for: route.name, among: routes(acceptedIn: tabName).map(\.name)))
        }
        for (index, argument) in route.arguments.enumerated() {
            guard let label = argument.label, declaration.parameters.contains(where: { $0.label == label }) else {
                throw .unknownLabel(argument.label ?? "_\(index)", route: declaration, argument: index, suggestion: nil)
            }
            if route.arguments[..<index].contains(where: { $0.label == label }) {
                throw .duplicateArgument(label, route: declaration, argument: index)
            }
        }
        var arguments: [Argument] = []
        for parameter in declaration.parameters {
            guard let argument = route.arguments.first(where: { $0.label == parameter.label }) else {
                if let value = parameter.defaultValue { arguments.append(Argument(label: parameter.label, value: value)) }
                if parameter.mayBeLeftOut { continue }
                throw .missingArgument(parameter.label, route: declaration)
            }
            do {
                _ = try ValueCodec.decode(argument.value, untyped: false, as: parameter.type)
            } catch {
                throw .wrongValue(argument.value, parameter: parameter, route: declaration)
            }
            arguments.append(argument)
        }
        return Route(route.name, arguments)
    }

    private static func bindFreely(_ request: RouteRequest) throws(NavigationError) -> Route {
        var arguments: [Argument] = []
        arguments.reserveCapacity(request.arguments.count)
        for (index, argument) in request.arguments.enumerated() {
            let value: Value
            do {
                value = try ValueCodec.decode(.string(argument.value.text), untyped: argument.value.isWord, as: nil)
            } catch {
                // Free mode takes any value; only a number too large for an Int is refused.
                throw .numberOutOfRange(argument.value.text, route: request.name, argument: index)
            }
            arguments.append(Argument(label: argument.label, value: value))
        }
        let route = Route(request.name, arguments)
        try FreeNames.check(route)
        return route
    }

    private static func bind(_ request: RouteRequest, to declaration: RouteDeclaration) throws(NavigationError) -> Route {
        let parameters = declaration.parameters
        // The common case: every parameter given, in order, without labels.
        if request.arguments.count == parameters.count && request.arguments.allSatisfy({ $0.label == nil }) {
            var arguments: [Argument] = []
            if !parameters.isEmpty { arguments.reserveCapacity(parameters.count) }
            for (index, parameter) in parameters.enumerated() {
                guard let value = try convert(request.arguments[index].value, to: parameter, route: declaration, argument: index) else { continue }
                arguments.append(Argument(label: parameter.label, value: value))
            }
            return Route(declaration.name, arguments)
        }
        var bound: [RawValue?] = Array(repeating: nil, count: parameters.count)
        var boundFrom: [Int] = Array(repeating: -1, count: parameters.count)
        var nextPositional = 0
        for (index, argument) in request.arguments.enumerated() {
            let slot: Int
            if let label = argument.label {
                guard let found = parameters.firstIndex(where: { $0.label == label }) else {
                    throw .unknownLabel(
                        label, route: declaration, argument: index,
                        suggestion: Spelling.suggestion(for: label, among: parameters.map(\.label)))
                }
                slot = found
            } else {
                while nextPositional < parameters.count && bound[nextPositional] != nil { nextPositional += 1 }
                guard nextPositional < parameters.count else {
                    throw .tooManyArguments(route: declaration, given: request.arguments.count, argument: index)
                }
                slot = nextPositional
            }
            guard bound[slot] == nil else {
                throw .duplicateArgument(parameters[slot].label, route: declaration, argument: index)
            }
            bound[slot] = argument.value
            boundFrom[slot] = index
        }
        var arguments: [Argument] = []
        arguments.reserveCapacity(parameters.count)
        for (slot, parameter) in parameters.enumerated() {
            guard let raw = bound[slot] else {
                if let value = parameter.defaultValue { arguments.append(Argument(label: parameter.label, value: value)) }
                if parameter.mayBeLeftOut { continue }
                throw .missingArgument(parameter.label, route: declaration)
            }
            guard let value = try convert(raw, to: parameter, route: declaration, argument: boundFrom[slot]) else { continue }
            arguments.append(Argument(label: parameter.label, value: value))
        }
        return Route(declaration.name, arguments)
    }

    /// The value `raw` gives `parameter`, or nil for a bare `nil` given to an optional
    /// parameter, which leaves the argument out (a quoted "nil" is text).
    private static func convert(
        _ raw: RawValue, to parameter: Parameter, route: RouteDeclaration, argument: Int
    ) throws(NavigationError) -> Value? {
        if parameter.isOptional && raw.isWord && raw.text == "nil" { return nil }
        do {
            return try ValueCodec.decode(.string(raw.text), untyped: raw.isWord, as: parameter.type)
        } catch {
            switch error {
            case .wrongType:
                throw .wrongType(raw, parameter: parameter, route: route, argument: argument)
            case .outOfRange:
                throw .numberOutOfRange(raw.text, route: route.name, argument: argument)
            case .notAMember(let members):
                throw .notInClosedSet(
                    raw.text, parameter: parameter, route: route, argument: argument,
                    suggestion: Spelling.suggestion(for: raw.text, among: members))
            }
        }
    }
}

/// Free-mode labels: `_0`, `_1`, ... name unlabelled arguments in the JSON state, so they
/// cannot be used as labels.
enum FreeLabel {
    static func isReserved(_ label: String) -> Bool {
        label.hasPrefix("_") && label.count > 1 && label.dropFirst().allSatisfy(\.isASCIIDigit)
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
