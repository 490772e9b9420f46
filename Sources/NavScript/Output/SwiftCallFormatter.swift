import NavreplKit

/// `--explain` and `export tests`: the Swift call each command stands for, against the router
/// `export swift` writes, so that what `--explain` prints can be pasted into the app:
///
///     try router.push(.patients(.list), .patients(.detail(name: "Mary Doe")))
///     try router.pop(2)
///     try router.navigate(to: .doctors(.detail(name: "Ann Lee")))
///     try router.present(sheet: .patients(.create))
///
/// A route of any tab is an `AppRoute`, the tab's case around the tab's route
/// (`.doctors(.detail(name: "Ann Lee"))`); closed sets are enums (`.b(.transportation(type: .car))`).
/// What no call stands for (`undo`, `redo`, `restore`) reads as the assignments that reach the
/// same state. Names come from the schema, through `identifier`.
public struct SwiftCallFormatter {
    public let schema: AppSchema

    public init(schema: AppSchema) {
        self.schema = schema
    }

    /// The lines for a command that made `change` through `operation` (nil for `undo`, `redo`
    /// and `restore`), given the state after it.
    public func calls(for change: Change, operation: Operation?, in after: NavigationState) -> [String] {
        var before = after
        before.revert(change)
        guard let operation, let call = call(for: operation, in: before) else {
            return assignments(from: before, to: after)
        }
        // A free-mode tab is made on first use, and a redirect happens inside the call: say so,
        // as neither shows in the call.
        let notes = change.steps.compactMap { step -> String? in
            switch step {
            case .addTab(let name): return "// a new tab, \(name), with its own path: router.\(Self.identifier(name))Path"
            case .redirect(let redirection): return "// \(redirection.description)"
            default: return nil
            }
        }
        return notes + [call]
    }

    /// The router call `operation` stands for, made in state `before`; nil for `restore`, which
    /// is a set of assignments. Its routes are those of `routesIn`, else of the selected tab.
    func call(for operation: Operation, in before: NavigationState, routesIn: String? = nil) -> String? {
        let tab = routesIn ?? before.selectedTabName
        switch operation {
        case .selectTab(let name):
            return "try router.select(tab: .\(Self.identifier(name)))"
        case .push(let routes):
            return "try router.push(\(routes.map { appRoute($0, in: tab) }.joined(separator: ", ")))"
        case .pushWith(let routes, let options):
            var arguments = routes.map { appRoute($0, in: tab) }
            switch options.popTo {
            case nil: break
            case .root: arguments.append("popTo: .root")
            case .route(.named(let name), let inclusive): arguments.append("popTo: .named(\(Value.quoted(name)), inclusive: \(inclusive))")
            case .route(.exactly(let route), let inclusive): arguments.append("popTo: .route(\(appRoute(route, in: tab)), inclusive: \(inclusive))")
            }
            if options.singleTop { arguments.append("singleTop: true") }
            return "try router.push(\(arguments.joined(separator: ", ")))"
        case .replaceTop(let routes):
            return "try router.replaceTop(with: [\(routes.map { appRoute($0, in: tab) }.joined(separator: ", "))])"
        case .setFlag(let name, let value):
            return "router.\(Self.identifier(name)) = \(value)"
        case .pop(let count):
            return count == 1 ? "try router.pop()" : "try router.pop(\(count))"
        case .popToRoot:
            return "try router.popToRoot()"
        case .popTo(let match, let inclusive):
            let target: String
            switch match {
            case .named(let name): target = "named: " + Value.quoted(name)
            case .exactly(let route): target = appRoute(route, in: tab)
            }
            return "try router.popTo(\(target)\(inclusive ? ", inclusive: true" : ""))"
        case .replace(let routes):
            return "try router.replace(with: [\(routes.map { appRoute($0, in: tab) }.joined(separator: ", "))])"
        case .go(let destination, let route):
            return "try router.navigate(to: \(appRoute(route, in: destination)))"
        case .present(let style, let route):
            return "try router.present(\(style.rawValue): \(appRoute(route, in: tab)))"
        case .dismiss(let all):
            return all ? "try router.dismissAll()" : "try router.dismiss()"
        case .reset:
            return "try router.reset()"
        case .select(let route):
            return "try router.select(\(appRoute(route, in: tab)))"
        case .open(let destination):
            return "try router.handle(URL(string: \(Value.quoted(link(to: destination))))!)"
        case .restore:
            return nil
        }
    }

    /// The assignments that take the router from `before` to `after`: the selected tab, each
    /// tab's path that differs, and the modals.
    func assignments(from before: NavigationState, to after: NavigationState) -> [String] {
        var lines: [String] = []
        if before.selectedTabName != after.selectedTabName {
            lines.append("router.selection = .\(Self.identifier(after.selectedTabName))")
        }
        for tab in after.tabs where before.tabs.first(where: { $0.name == tab.name })?.stack != tab.stack {
            lines.append("router.\(Self.identifier(tab.name))Path = [\(tab.stack.map { literal($0, in: tab.name) }.joined(separator: ", "))]")
        }
        for (name, value) in after.flags.sorted(by: { $0.key < $1.key }) where before.flags[name] != value {
            lines.append("router.\(Self.identifier(name)) = \(value)")
        }
        if before.modals != after.modals {
            lines.append("router.modals = [\(after.modals.map { modal($0, in: after.selectedTabName) }.joined(separator: ", "))]")
        }
        return lines
    }

    /// A modal as the exported `Modal` writes it: `.sheet(.patients(.create), path: [...])`.
    func modal(_ modal: Modal, in tab: String) -> String {
        let path = modal.stack.isEmpty ? "" : ", path: [\(modal.stack.map { appRoute($0, in: tab) }.joined(separator: ", "))]"
        return ".\(modal.style.rawValue)(\(appRoute(modal.root, in: tab))\(path))"
    }

    /// The link navrepl writes for a deep link's destination.
    func link(to destination: DeepLink.Destination) -> String {
        let state = NavigationState(tabs: [TabState(name: destination.tab, stack: destination.stack)], modals: destination.modals)
        return DeepLink.url(for: state, schema: schema)
    }

    /// A route of tab `tab` as an `AppRoute`: `.patients(.detail(name: "Mary Doe"))`.
    func appRoute(_ route: Route, in tab: String) -> String {
        ".\(Self.identifier(tab))(\(literal(route, in: tab)))"
    }

    /// A route as its tab's enum case: `.detail(name: "Mary Doe")`, `.transportation(type: .car)`.
    /// An optional argument left out is left out here too: the case declares it `= nil`.
    func literal(_ route: Route, in tab: String) -> String {
        let name = "." + Self.identifier(route.name)
        let declaration = schema.declaration(named: route.name, in: tab)
        // A case with parameters is called even when every argument is left out: `.login()`.
        guard !route.arguments.isEmpty else { return declaration?.parameters.isEmpty == false ? name + "()" : name }
        let arguments = route.arguments.map { argument -> String in
            let label = argument.label.map { Self.label($0) + ": " } ?? ""
            let parameter = declaration?.parameters.first { $0.label == argument.label }
            if case .oneOf? = parameter?.type, case .string(let member) = argument.value {
                return label + "." + Self.identifier(member)
            }
            switch argument.value {
            // The command language writes strings with Swift's escapes.
            case .string(let text): return label + Value.quoted(text)
            case .int(let number): return label + String(number)
            case .bool(let flag): return label + (flag ? "true" : "false")
            }
        }
        return name + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// An argument label: any keyword but `inout`, `var` and `let` may label an argument as it is.
    static func label(_ name: String) -> String {
        let identifier = identifier(name)
        return identifier.hasPrefix("`") && !["`inout`", "`var`", "`let`"].contains(identifier)
            ? String(identifier.dropFirst().dropLast()) : identifier
    }

    /// A Swift identifier for a schema name: kept as it is when it is one, else made
    /// lowerCamelCase from its letters and digits; keywords are put in backticks.
    static func identifier(_ name: String) -> String {
        var words: [String] = []
        var current = ""
        for character in name {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        guard var result = words.first else { return "_" }
        for word in words.dropFirst() { result += word.prefix(1).uppercased() + word.dropFirst() }
        if result.first!.isNumber { result = "_" + result }
        return keywords.contains(result) ? "`\(result)`" : result
    }

    /// A Swift type name made from a schema name: `patients` → `Patients`, `my-tab` → `MyTab`.
    static func typeName(_ name: String) -> String {
        var identifier = identifier(name)
        if identifier.hasPrefix("`") { identifier = String(identifier.dropFirst().dropLast()) }
        if identifier.hasPrefix("_") { return "T" + identifier }
        return identifier.prefix(1).uppercased() + identifier.dropFirst()
    }

    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "func", "import", "init", "inout", "let", "operator",
        "protocol", "static", "struct", "subscript", "typealias", "var", "break", "case", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as",
        "catch", "false", "is", "nil", "self", "super", "throw", "throws", "true", "try", "Any", "Self", "Type",
        "internal", "private", "public", "fileprivate", "open", "rethrows", "any", "some",
    ]
}
