/// Checking a route request against a schema: the route must be allowed in the tab,
/// and its arguments must match the declaration's parameters in number, label and type.
extension AppSchema {
    /// The route `request` names, as the tab `tabName` accepts it.
    public func resolve(_ request: RouteRequest, in tabName: String) throws(NavigationError) -> Route {
        if isFree { return try AppSchema.bindFreely(request) }
        guard let declaration = declaration(named: request.name, in: tabName) else {
            throw undeclared(request.name, in: tabName)
        }
        return try AppSchema.bind(request, to: declaration)
    }

    /// Why the tab `tabName` does not take a route named `name`: another tab's, or unknown.
    public func undeclared(_ name: String, in tabName: String) -> NavigationError {
        let owners = tabsDeclaring(name)
        if !owners.isEmpty { return .routeInOtherTab(route: name, tab: tabName, owners: owners) }
        let known = routes(acceptedIn: tabName).map(\.name)
        return .unknownRoute(name, tab: tabName, suggestion: Spelling.suggestion(for: name, among: known))
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
            let known = Set(tabs.flatMap { $0.routes.map(\.name) } + sharedRoutes.map(\.name)).sorted()
            throw .unknownRoute(
                request.name, tab: nil, suggestion: Spelling.suggestion(for: request.name, among: known),
                closest: Spelling.closest(to: request.name, among: known))
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
            throw undeclared(route.name, in: tabName)
        }
        for (index, argument) in route.arguments.enumerated() {
            guard let label = argument.label, declaration.parameters.contains(where: { $0.label == label }) else {
                throw .unknownLabel(argument.label ?? "_\(index)", route: declaration, argument: index, suggestion: nil)
            }
            if route.arguments[..<index].contains(where: { $0.label == label }) {
                throw .duplicateArgument(label, route: declaration, argument: index)
            }
        }
        var arguments: [Route.Argument] = []
        for parameter in declaration.parameters {
            guard let argument = route.arguments.first(where: { $0.label == parameter.label }) else {
                if let value = parameter.defaultValue { arguments.append(Route.Argument(label: parameter.label, value: value)) }
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
        return declaration.route(arguments)
    }

    private static func bindFreely(_ request: RouteRequest) throws(NavigationError) -> Route {
        var arguments: [Route.Argument] = []
        arguments.reserveCapacity(request.arguments.count)
        for (index, argument) in request.arguments.enumerated() {
            arguments.append(Route.Argument(label: argument.label, value: try convertFreely(argument.value, route: request.name, argument: index)))
        }
        let route = Route(request.name, arguments)
        try FreeNames.check(route)
        return route
    }

    /// The value `raw` is in free mode, where any value fits: only a number too large for an
    /// Int is refused.
    private static func convertFreely(_ raw: RawValue, route: String, argument: Int) throws(NavigationError) -> Value {
        do {
            return try ValueCodec.decode(.string(raw.text), untyped: raw.isWord, as: nil)
        } catch {
            throw .numberOutOfRange(raw.text, route: route, argument: argument)
        }
    }

    private static func bind(_ request: RouteRequest, to declaration: RouteDeclaration) throws(NavigationError) -> Route {
        let parameters = declaration.parameters
        // The common case: every parameter given, in order, without labels.
        if request.arguments.count == parameters.count && request.arguments.allSatisfy({ $0.label == nil }) {
            var arguments: [Route.Argument] = []
            if !parameters.isEmpty { arguments.reserveCapacity(parameters.count) }
            for (index, parameter) in parameters.enumerated() {
                guard let value = try convert(request.arguments[index].value, to: parameter, route: declaration, argument: index) else { continue }
                arguments.append(Route.Argument(label: parameter.label, value: value))
            }
            return declaration.route(arguments)
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
        var arguments: [Route.Argument] = []
        arguments.reserveCapacity(parameters.count)
        for (slot, parameter) in parameters.enumerated() {
            guard let raw = bound[slot] else {
                if let value = parameter.defaultValue { arguments.append(Route.Argument(label: parameter.label, value: value)) }
                if parameter.mayBeLeftOut { continue }
                throw .missingArgument(parameter.label, route: declaration)
            }
            guard let value = try convert(raw, to: parameter, route: declaration, argument: boundFrom[slot]) else { continue }
            arguments.append(Route.Argument(label: parameter.label, value: value))
        }
        return declaration.route(arguments)
    }

    /// How the quoted strings of `request`, bound as `route` in tab `tabName`, can be bound
    /// again to other strings without resolving the request: for a line the command cache runs
    /// as a template. Nil unless each of the request's arguments is unlabelled and was bound
    /// where it was written: none left out before it (a bare `nil`) and no default put in
    /// before it, so that a string's place in the route is its place in the request.
    package func rebinding(of request: RouteRequest, boundAs route: Route, in tabName: String) -> Rebinding? {
        guard request.arguments.allSatisfy({ $0.label == nil }), route.arguments.count >= request.arguments.count
        else { return nil }
        let quoted = request.arguments.indices.filter { !request.arguments[$0].value.isWord }
        if isFree {
            guard route.arguments.count == request.arguments.count else { return nil }
            return Rebinding(declaration: nil, slots: quoted.map { ($0, nil) })
        }
        guard let declaration = declaration(named: request.name, in: tabName),
              declaration.parameters.count >= request.arguments.count,
              request.arguments.indices.allSatisfy({ route.arguments[$0].label == declaration.parameters[$0].label })
        else { return nil }
        return Rebinding(declaration: declaration, slots: quoted.map { ($0, declaration.parameters[$0]) })
    }

    /// `route` with its quoted strings (as `rebinding` found them) replaced by `text(0)`,
    /// `text(1)`, ..., each converted as binding converts a quoted string; nil if one does not
    /// fit its parameter, and the request is then to be bound in full, for its error.
    package static func rebind(_ route: Route, _ rebinding: Rebinding, text: (Int) -> String) -> Route? {
        let old = route.arguments
        var arguments: [Route.Argument] = []
        arguments.reserveCapacity(old.count)
        var next = 0
        for (index, argument) in old.enumerated() {
            guard next < rebinding.slots.count, rebinding.slots[next].argument == index else {
                arguments.append(argument)
                continue
            }
            let raw = RawValue.quoted(text(next))
            let value: Value?
            if let parameter = rebinding.slots[next].parameter, let declaration = rebinding.declaration {
                value = try? convert(raw, to: parameter, route: declaration, argument: index)
            } else {
                value = try? convertFreely(raw, route: route.name, argument: index)
            }
            guard let value else { return nil }
            arguments.append(Route.Argument(label: argument.label, value: value))
            next += 1
        }
        return rebinding.declaration?.route(arguments) ?? Route(route.name, arguments)
    }

    /// The value `raw` gives `parameter`, or nil for a bare `nil` given to an optional
    /// parameter, which leaves the argument out (a quoted "nil" is text).
    private static func convert(
        _ raw: RawValue, to parameter: Parameter, route: RouteDeclaration, argument: Int
    ) throws(NavigationError) -> Value? {
        if parameter.isOptional && raw.isWord && raw.text == "nil" { return nil }
        // A number written bare is a number: a String parameter takes it quoted ("3"), so that
        // `detail(name: 3)` is not silently the name "3".
        if parameter.type == .string && raw.isWord && Integer.looksNumeric(raw.text) {
            throw .wrongType(raw, parameter: parameter, route: route, argument: argument)
        }
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

/// Where a bound route's quoted strings are, and how each is checked: what binding the same
/// request with other strings needs (`AppSchema.rebinding(of:boundAs:in:)`). An object, made
/// once per template and then only read: passing it on costs one reference count, where its
/// parts would cost one each.
package final class Rebinding: Sendable {
    /// The route's declaration; nil in free mode, where any value fits.
    let declaration: AppSchema.RouteDeclaration?
    /// Each quoted string's argument in the route, in order, and its parameter (nil in free mode).
    let slots: [(argument: Int, parameter: AppSchema.Parameter?)]

    init(declaration: AppSchema.RouteDeclaration?, slots: [(argument: Int, parameter: AppSchema.Parameter?)]) {
        self.declaration = declaration
        self.slots = slots
    }

    /// How many strings the request has.
    package var count: Int { slots.count }
}
