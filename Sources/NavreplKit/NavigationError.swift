/// Why the router or a schema refused something. Every message says what was refused
/// and how to fix it; messages are built here and nowhere else.
public enum NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A tab the app does not have, with the closest name it has.
    case unknownTab(String, suggestion: String?)
    /// `tab` nil: unknown in every tab (as `go` and an explore check look), with the names
    /// `closest` to it of every tab's routes.
    case unknownRoute(String, tab: String?, suggestion: String?, closest: [String] = [])
    /// A route another tab declares, asked for in `tab`.
    case routeInOtherTab(route: String, tab: String, owners: [String])
    /// A route qualified with another tab (`doctors.list`), asked for in `tab`, which declares
    /// one of that name too.
    case routeQualifiedElsewhere(route: String, qualifier: String, tab: String)
    /// A route name several tabs declare, where the tab is not said.
    case ambiguousRoute(String, candidates: [String])
    /// More arguments than the route has parameters.
    case tooManyArguments(route: AppSchema.RouteDeclaration, given: Int, argument: Int)
    /// A parameter without a value and without a default.
    case missingArgument(String, route: AppSchema.RouteDeclaration)
    /// An argument label the route does not declare.
    case unknownLabel(String, route: AppSchema.RouteDeclaration, argument: Int, suggestion: String?)
    /// The same parameter given twice.
    case duplicateArgument(String, route: AppSchema.RouteDeclaration, argument: Int)
    /// A value not of its parameter's type.
    case wrongType(AppSchema.RawValue, parameter: AppSchema.Parameter, route: AppSchema.RouteDeclaration, argument: Int)
    /// A value outside its parameter's closed set.
    case notInClosedSet(String, parameter: AppSchema.Parameter, route: AppSchema.RouteDeclaration, argument: Int, suggestion: String?)
    /// A number too large for an Int.
    case numberOutOfRange(String, route: String, argument: Int)
    /// A negative number of routes to pop.
    case invalidPopCount(Int)
    /// More routes to pop than the stack holds.
    case popBeyondRoot(count: Int, stack: String, depth: Int)
    /// A pop at the root of a modal's stack, which only a dismissal closes.
    case popAtModalRoot(count: Int, style: Modal.Style)
    /// A route to pop to that is not on the stack.
    case routeNotInStack(NavigationOperation.RouteMatch, stack: String)
    /// A replacement of the top of a stack that is at its root.
    case nothingOnTop(stack: String)
    /// A flag the app does not declare.
    case unknownFlag(String, suggestion: String?)
    /// A flag set in an app that declares none.
    case noFlags(app: String)
    /// Redirects that come back to a route already in the chain.
    case redirectLoop([Route])
    /// A chain of redirects longer than the limit (go_router's 5).
    case tooManyRedirects([Route])
    /// A pop of a route a guard holds; `dismissing` is the style of the modal whose
    /// dismissal would have popped it, nil for a pop of the stack.
    case guarded(Route, by: AppSchema.GuardRule, dismissing: Modal.Style?)
    /// A change of tab or column while a modal is presented.
    case modalInTheWay(command: String)
    /// A dismissal with no modal presented.
    case noModal
    /// An app's declarations that do not hold together; the text says why.
    case invalidSchema(String)
    /// A typed value (from a state file or a typed route) not of its parameter's type.
    case wrongValue(Value, parameter: AppSchema.Parameter, route: AppSchema.RouteDeclaration)
    /// A free-mode argument label the language reserves.
    case reservedLabel(String, route: String, argument: Int)
    /// A free-mode label given twice.
    case duplicateFreeArgument(String, route: String, argument: Int)
    /// A free-mode tab or route name that is not a plain name.
    case invalidName(String, kind: String)
    /// A free-mode label that is not a plain name.
    case invalidLabel(String, route: String, argument: Int)
    /// A split tab's sidebar route put on its stack.
    case sidebarRoute(String, tab: String)
    /// A route put in a split-view column that does not show it.
    case wrongColumn(String, column: String, tab: String, shows: [String])
    /// `select` in a tab that is not a split view.
    case notSplit(tab: String)
    /// `select` of a route that is not one of the split tab's columns'.
    case notAColumnRoute(String, tab: String)
    /// A column selected while a column before it is empty.
    case columnEmpty(String, column: String, tab: String, needs: [String])
    /// A route declared `sheet NAME` or `cover NAME`, put on a stack: it is only presented.
    case presentedOnly(String)
    /// A tap (`follow`) on a route no edge from the screen in front leads to.
    case noEdge(String, from: String, tab: String, edges: [String])

    /// The argument (by position in the request) the error is about, for pointing at it.
    public var argumentIndex: Int? {
        switch self {
        case .tooManyArguments(_, _, let index), .unknownLabel(_, _, let index, _),
            .duplicateArgument(_, _, let index), .wrongType(_, _, _, let index),
            .notInClosedSet(_, _, _, let index, _), .numberOutOfRange(_, _, let index),
            .reservedLabel(_, _, let index), .duplicateFreeArgument(_, _, let index), .invalidLabel(_, _, let index):
            return index
        default:
            return nil
        }
    }

    /// The route the error is about, when it is one of several in a command.
    public var routeName: String? {
        switch self {
        case .sidebarRoute(let route, _), .wrongColumn(let route, _, _, _): return route
        case .routeNotInStack(let match, _): return match.name
        default: return nil
        }
    }

    /// What was refused and how to fix it, in one sentence.
    public var description: String { text(advising: true) }

    /// The reason alone, without navrepl's advice on what to type next (`use 'tabs' to list
    /// the tabs`): how an app's router words a refusal, for a log or a crash report.
    public var reason: String { text(advising: false) }

    /// The message, with navrepl's advice at its end when `advising`.
    private func text(advising: Bool) -> String {
        func advice(_ text: String) -> String { advising ? text : "" }
        switch self {
        case .unknownTab(let name, let suggestion):
            return "unknown tab '\(Self.cut(name))'" + Spelling.hint(suggestion, otherwise: advice(" (use 'tabs' to list the tabs)"))
        case .unknownRoute(let name, let tab, let suggestion, let closest):
            // Unknown in every tab, the names are listed: 'routes' lists only the selected
            // tab's, and cannot be typed where a check was written (`navrepl explore --check`).
            guard let tab else {
                return "unknown route '\(Self.cut(name))'"
                    + Spelling.hint(suggestion, otherwise: closest.isEmpty ? "" : " (the closest of every tab's routes: \(closest.joined(separator: ", ")))")
            }
            return "unknown route '\(Self.cut(name))' in tab \(tab)"
                + Spelling.hint(suggestion, otherwise: advice(" (use 'routes' to list the routes allowed here)"))
        case .routeInOtherTab(let route, let tab, let owners):
            let list = owners.joined(separator: ", ")
            return "route '\(route)' is not available in tab \(tab): it belongs to \(list)"
                + advice(" (use 'go \(owners[0]).\(route)', or 'tab \(owners[0])' first)")
        case .routeQualifiedElsewhere(let route, let qualifier, let tab):
            return "'\(qualifier).\(route)' is a route of tab \(qualifier), but the selected tab is \(tab)"
                + advice(" (use 'go \(qualifier).\(route)' to go there, or '\(route)' for the one of tab \(tab))")
        case .ambiguousRoute(let name, let candidates):
            return "route '\(name)' is ambiguous: it is declared in several tabs"
                + advice(" (qualify it: \(candidates.map { "'\($0)'" }.joined(separator: " or ")))")
        case .tooManyArguments(let route, let given, _):
            return "route '\(route.name)' takes \(Self.count(route.parameters.count, "argument")),"
                + " but \(given) \(given == 1 ? "was" : "were") given (usage: \(route.signature))"
        case .missingArgument(let label, let route):
            return "route '\(route.name)' needs an argument '\(label)' (usage: \(route.signature))"
        case .unknownLabel(let label, let route, _, let suggestion):
            return "route '\(route.name)' has no parameter '\(label)'"
                + Spelling.hint(suggestion, otherwise: " (usage: \(route.signature))")
        case .duplicateArgument(let label, let route, _):
            return "argument '\(label)' of route '\(route.name)' is given twice (usage: \(route.signature))"
        case .wrongType(let raw, let parameter, let route, _):
            let given: String
            switch raw {
            case .quoted(let text): given = "the string \(Value.quoted(text))"
            case .word(let word): given = "'\(word)'"
            }
            return "argument '\(parameter.label)' of route '\(route.name)' must be \(Self.article(parameter.type)),"
                + " not \(given)" + advice(Self.typeHint(parameter.type, raw))
        case .notInClosedSet(let value, let parameter, let route, _, let suggestion):
            guard case .oneOf(let members) = parameter.type else { return "invalid value '\(value)'" }
            return "'\(value)' is not a valid \(parameter.label) for route '\(route.name)'"
                + Spelling.hint(suggestion, otherwise: "") + " (one of: \(members.joined(separator: ", ")))"
        case .numberOutOfRange(let word, let route, _):
            return "number \(word) in route '\(route)' is out of range (\(Int.min) to \(Int.max))"
        case .invalidPopCount(let count):
            return "cannot pop \(count): the count must not be negative" + advice(" ('pop 0' pops nothing)")
        case .popBeyondRoot(let count, let stack, let depth):
            if depth == 0 {
                return "cannot pop \(count): the \(stack) stack is already at its root"
            }
            return "cannot pop \(count): the \(stack) stack holds \(Self.count(depth, "route"))"
                + advice(" (use 'root' to go back to the root)")
        case .popAtModalRoot(let count, let style):
            return "cannot pop \(count): the \(style.rawValue) stack is already at its root" + advice(" (use 'dismiss' to close the \(style.rawValue))")
        case .routeNotInStack(let match, let stack):
            let what: String
            switch match {
            case .named(let name): what = "no '\(name)' route"
            case .exactly(let route): what = "no \(route)"
            }
            return "cannot pop to \(match.name): there is \(what) in the \(stack) stack"
                + advice(" (use 'show' to see the stack)")
        case .nothingOnTop(let stack):
            return "cannot replace the top: the \(stack) stack is at its root" + advice(" (use 'push' to add a route)")
        case .unknownFlag(let name, let suggestion):
            return "unknown flag '\(name)'" + Spelling.hint(suggestion, otherwise: advice(" (use 'flags' to list the app's flags)"))
        case .noFlags(let app):
            return app == "none"
                ? "free mode declares no flags (declare an app with 'flag NAME = false' in it)"
                : "app \(app) declares no flags (add 'flag NAME = false' to its declaration)"
        case .redirectLoop(let chain):
            return "redirect loop: \(chain.map(\.description).joined(separator: " -> ")) (nothing changed; check the app's redirect rules)"
        case .tooManyRedirects(let chain):
            return "too many redirects: \(chain.map(\.description).joined(separator: " -> ")) (the limit is \(Router.redirectLimit), as go_router's; nothing changed)"
        case .guarded(let route, let rule, let dismissing):
            let move = dismissing.map { "dismiss the \($0.rawValue) holding \(route)" } ?? "pop \(route)"
            return "cannot \(move): '\(rule.spelling)' holds, as \(rule.condition.reason)" + advice(" (set the flag with 'flag \(rule.condition.flag) \(!rule.condition.holdsWhenSet)' first)")
        case .modalInTheWay(let command):
            return "cannot use '\(command)' while a modal is presented" + advice(" (use 'dismiss all' first)")
        case .noModal:
            return "no modal is presented" + advice(" (use 'sheet ROUTE' or 'cover ROUTE' to present one)")
        case .invalidSchema(let reason):
            return "invalid app: \(reason)"
        case .reservedLabel(let label, let route, _):
            return "label '\(label)' of route '\(route)' is reserved: '_0', '_1', ... name unlabelled arguments (choose another label)"
        case .duplicateFreeArgument(let label, let route, _):
            return "argument '\(label)' of route '\(route)' is given twice"
        case .invalidName(let name, let kind):
            return "\(kind) name '\(Self.cut(name))' must be a plain name of letters, digits and '_' that does not start with a digit"
        case .invalidLabel(let label, let route, _):
            return "label '\(Self.cut(label))' of route '\(route)' must be a plain name of letters, digits and '_' that does not start with a digit"
        case .wrongValue(let value, let parameter, let route):
            return "argument '\(parameter.label)' of route '\(route.name)' must be \(Self.article(parameter.type)), not \(value.literal)"
        case .sidebarRoute(let route, let tab):
            return "'\(route)' is the \(tab) sidebar, the root of the split view" + advice(" (use 'select \(route)' or 'root' to go back to it)")
        case .wrongColumn(let route, let column, let tab, let shows):
            return "cannot put '\(route)' in the \(column) column of \(tab): that column shows \(shows.joined(separator: ", "))"
                + advice(" (use 'select' to fill a column)")
        case .notSplit(let tab):
            return "'select' works in split tabs, and \(tab) is not one" + advice(" (use 'push' here)")
        case .notAColumnRoute(let route, let tab):
            return "'\(route)' is not shown in a column of \(tab)" + advice(" (select a column's route, or 'push' it inside the last column)")
        case .columnEmpty(let route, let column, let tab, let needs):
            return "cannot select '\(route)': the \(column) column of \(tab) is empty"
                + advice(" (select \(needs.map { "'\($0)'" }.joined(separator: " or ")) first)")
        case .presentedOnly(let route):
            return "route '\(route)' is only presented, never pushed" + advice(" (use 'sheet \(route)' or 'cover \(route)')")
        case .noEdge(let route, let source, let tab, let edges):
            let screen = source == "root" ? "the root of \(tab)" : source
            return "no edge leads from \(screen) to \(route): "
                + (edges.isEmpty ? "\(screen) leads nowhere" : "\(screen) leads to \(edges.joined(separator: ", "))")
                + advice(" (a tap follows an edge; push, sheet, cover and go make the call anyway)")
        }
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    private static func article(_ type: AppSchema.ParameterType) -> String {
        switch type {
        case .int: return "an Int"
        case .bool: return "a Bool (true or false)"
        case .string: return "a String"
        case .oneOf(let members): return "one of \(members.joined(separator: ", "))"
        }
    }

    private static func typeHint(_ type: AppSchema.ParameterType, _ raw: AppSchema.RawValue) -> String {
        if case .quoted(let text) = raw, type == .int, Integer.looksNumeric(text) {
            return " (write the number without quotes)"
        }
        if case .word(let word) = raw, type == .string, Integer.looksNumeric(word) {
            return " (write it in quotes: \"\(word)\")"
        }
        return ""
    }

    /// A name as a message shows it: at most 60 characters, so a huge one does not flood it.
    static func cut(_ name: String) -> String {
        name.count <= 60 ? name : name.prefix(57) + "..."
    }
}
