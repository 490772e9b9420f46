import SwiftSyntax

/// A view that keeps a stack of pages of its own, without a `NavigationStack`: a value of an
/// enum it shows in a switch, and an array of that enum it pushes onto and pops from
/// (`@State private var page: Page = .main`, `@State private var stack: [Page] = []`, `func
/// push(_ next: Page) { stack.append(page); page = next }`, `func pop() { page =
/// stack.popLast() ?? .main }`, `switch page { case .main: mainPage case .settings:
/// SettingsPage(onBack: pop) ... }`), or shows the array's last page (`var current: Route {
/// stack.last ?? .welcome }`, `switch current { ... }`), as a menu bar window or a sign-in
/// flow that wants no system chrome writes it. Each case a page is pushed for is a route,
/// named after it, as a path's enum is; the case the value starts at (`.main`) or the one
/// shown when the array is empty (`?? .welcome`) is where the stack starts, not a screen
/// pushed on it. A value of an enum switched over with no array of it, or with one that is
/// only appended to (a history kept, never gone back through), or a list of open tabs the
/// view appends new values to, is the view's modes, not a stack. Only the view's own stored
/// and computed properties, and the switches in its own declaration, are read.
enum OwnPageStacks {
    struct Stack {
        /// The enum of the pages (`Page`).
        let type: [String]
        /// The case the stack starts at, when written (`.main`, `?? .welcome`).
        let rootCase: String?
        /// The switch over the page shown.
        let choice: SwitchExprSyntax
    }

    static func stacks(in view: StructDeclSyntax) -> [Stack] {
        var arrays: [String: [String]] = [:]
        var shown: [String: (type: [String]?, root: String?, array: String?)] = [:]
        for member in view.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let written = binding.typeAnnotation.map { TypeReading.written($0.type) }
                if case .array(.named(let path, let arguments))? = written, arguments.isEmpty, binding.accessorBlock == nil {
                    arrays[name] = path
                    continue
                }
                var type: [String]?
                if case .named(let path, let arguments)? = written, arguments.isEmpty { type = path }
                if let accessors = binding.accessorBlock {
                    // `var current: Route { stack.last ?? .welcome }`: the array's last page.
                    guard case .getter(let statements) = accessors.accessors, statements.count == 1,
                          let (array, root) = lastOf(statements.first?.item.as(ExprSyntax.self)) else { continue }
                    shown[name] = (type, root, array)
                } else if let type {
                    shown[name] = (type, binding.initializer.flatMap { TypeReading.caseReference($0.value)?.caseName }, nil)
                }
            }
        }
        guard !arrays.isEmpty, !shown.isEmpty else { return [] }
        // The arrays pushed onto (`stack.append(page)`, with the value each pushes) and gone
        // back through (`stack.popLast()`, `stack.removeLast()`). A list of open tabs, appended
        // a new value and showing its last when one is closed (`openTabs.append(tab)`, `mode =
        // openTabs.last ?? .overview`), keeps no page to go back to.
        var pushed: [String: Set<String>] = [:]
        var popped: Set<String> = []
        var switches: [(subject: String, choice: SwitchExprSyntax)] = []
        for token in view.memberBlock.tokens(viewMode: .sourceAccurate) {
            if let choice = token.parent?.as(SwitchExprSyntax.self), token.tokenKind == .keyword(.switch),
               let subject = name(of: choice.subject) {
                switches.append((subject, choice))
            }
            guard let member = token.parent?.as(DeclReferenceExprSyntax.self)?.parent?.as(MemberAccessExprSyntax.self),
                  member.declName.baseName.id == token.id, let base = member.base.flatMap(name(of:)), arrays[base] != nil else { continue }
            switch token.text {
            case "append":
                let call = member.parent?.as(FunctionCallExprSyntax.self)
                pushed[base, default: []].insert(call?.arguments.first.flatMap { name(of: $0.expression) } ?? "")
            case "popLast", "removeLast": popped.insert(base)
            default: break
            }
        }
        let stacked = arrays.filter { pushed[$0.key] != nil && popped.contains($0.key) }
        var stacks: [Stack] = []
        for (subject, choice) in switches {
            guard let value = shown[subject] else { continue }
            let element: [String]?
            // The array's last page, or a value pushed onto the array before another is shown.
            if let array = value.array {
                element = stacked[array]
            } else {
                element = stacked.first { $0.value == value.type && pushed[$0.key]?.contains(subject) == true }?.value
            }
            guard let element, value.type == nil || value.type == element else { continue }
            stacks.append(Stack(type: element, rootCase: value.root, choice: choice))
        }
        return stacks
    }

    /// `stack.last ?? .welcome`, `self.stack.last!`: the array and the case shown when it is empty.
    private static func lastOf(_ expression: ExprSyntax?) -> (array: String, root: String?)? {
        guard var expression else { return nil }
        var root: String?
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" else { return nil }
            root = TypeReading.caseReference(elements[2])?.caseName
            expression = elements[0]
        }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "last",
              let array = member.base.flatMap(name(of:)) else { return nil }
        return (array, root)
    }

    /// `page`, `self.page`: a property of the view by its name.
    private static func name(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }
}
