import NavigationModel

/// `--explain`: the SwiftUI router calls a change stands for, in one consistent shape:
///
///     @Observable final class Router {
///         var selection: Tab = .patients          // the selected tab
///         var patientsPath: [PatientsRoute] = []  // one path per tab: <tab>Path
///         var doctorsPath: [DoctorsRoute] = []
///         var modals: [Modal] = []                // presented modals, bottom first;
///                                                 // each .sheet(root) or .cover(root), with its own path
///         func navigate(to route: AppRoute)       // seed 000's navigate: select the tab, then append
///     }
///
/// Routes are enum cases with labelled associated values (`.detail(name: "Mary Doe")`);
/// closed sets are nested enums (`.transportation(type: .car)`). Names come from the schema.
public struct SwiftCallFormatter {
    public let schema: AppSchema

    public init(schema: AppSchema) {
        self.schema = schema
    }

    /// The calls for `change`, given the state after it; a `go`'s navigation reads as seed
    /// 000's `navigate(to:)`.
    public func calls(for change: Change, navigation: Navigation?, in after: NavigationState) -> [String] {
        if let navigation {
            return ["router.navigate(to: .\(Self.identifier(navigation.tab))(\(literal(navigation.route, in: navigation.tab))))"]
        }
        var lines: [String] = []
        change.forEachStep(after: after) { step, state in append(step, state: state, to: &lines) }
        return lines
    }

    private func append(_ change: Change, state: NavigationState, to lines: inout [String]) {
        switch change {
        case .push(let route, let target):
            lines.append("\(path(target, state)).append(\(literal(route, in: tab(target, state))))")
        case .pushAll(let routes, let target):
            let tab = tab(target, state)
            lines.append("\(path(target, state)).append(contentsOf: [\(routes.map { literal($0, in: tab) }.joined(separator: ", "))])")
        case .pop(_, let target):
            let path = path(target, state)
            lines.append(state.stack(of: target).isEmpty ? "\(path).removeLast(\(path).count)" : "\(path).removeLast()")
        case .popAll(let routes, let target):
            let path = path(target, state)
            if state.stack(of: target).isEmpty {
                lines.append("\(path).removeLast(\(path).count)")
            } else {
                lines.append(routes.count == 1 ? "\(path).removeLast()" : "\(path).removeLast(\(routes.count))")
            }
        case .replace(_, let new, let target):
            let tab = tab(target, state)
            lines.append("\(path(target, state)) = [\(new.map { literal($0, in: tab) }.joined(separator: ", "))]")
        case .selectTab(_, let to):
            lines.append("router.selection = .\(Self.identifier(state.tabs[to].name))")
        case .addTab(let name):
            lines.append("// a new tab, \(name), with its own path: router.\(Self.identifier(name))Path")
        case .removeTab(let name):
            lines.append("// tab \(name) goes away")
        case .present(let modal):
            lines.append("router.modals.append(.\(modal.style.rawValue)(\(literal(modal.root, in: state.selectedTabName))))")
        case .dismiss(let modals):
            if modals.count == 1 {
                lines.append("router.modals.removeLast()")
            } else {
                lines.append(state.modals.isEmpty ? "router.modals.removeAll()" : "router.modals.removeLast(\(modals.count))")
            }
        case .replaceState:
            lines.append("router = try JSONDecoder().decode(Router.self, from: savedState)")
        case .setFlag(let name, _, let to):
            lines.append("router.\(Self.identifier(name)) = \(to)")
        case .redirect(let redirection):
            lines.append("// \(redirection.description), so the router appends the target instead")
        case .sequence(let steps):
            for step in steps { append(step, state: state, to: &lines) }
        }
    }

    private func path(_ target: Target, _ state: NavigationState) -> String {
        switch target {
        case .tab(let index): return "router.\(Self.identifier(state.tabs[index].name))Path"
        case .modal(let index): return "router.modals[\(index)].path"
        }
    }

    /// The tab whose routes a target's stack holds: a modal's are those of the selected tab.
    private func tab(_ target: Target, _ state: NavigationState) -> String {
        if case .tab(let index) = target { return state.tabs[index].name }
        return state.selectedTabName
    }

    /// A route as a Swift enum case: `.detail(name: "Mary Doe")`, `.transportation(type: .car)`.
    func literal(_ route: Route, in tab: String) -> String {
        let name = "." + Self.identifier(route.name)
        guard !route.arguments.isEmpty else { return name }
        let declaration = schema.declaration(named: route.name, in: tab)
        let arguments = route.arguments.map { argument -> String in
            let label = argument.label.map { Self.identifier($0) + ": " } ?? ""
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

    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "func", "import", "init", "inout", "let", "operator",
        "protocol", "static", "struct", "subscript", "typealias", "var", "break", "case", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as",
        "catch", "false", "is", "nil", "self", "super", "throw", "throws", "true", "try", "Any", "Self",
    ]
}
