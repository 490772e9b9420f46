import SwiftSyntax

/// A `NavigationStack`'s root view and the route types registered inside it.
struct StackRoot {
    /// The view its content starts from, if it is written as one.
    let view: String?
    /// The case its content starts from, built by the project's own function
    /// (`coordinator.build(page: .apple)`), if it is written as one.
    let rootCase: String?
    let destinations: [[String]]
    let scope: [String]
}

/// A route enum's case that is its stack's own root: `case .home: HomeView()` in the
/// destination of `NavigationStack(path: $path) { HomeView().navigationDestination(for:
/// Screen.self) { ... } }`, with nothing pushing `.home`; or the case the stack's content is
/// built from (`NavigationStack(path: $path) { coordinator.build(page: .apple) }`), as a
/// coordinator that builds every page writes it. Declared for completeness, it is where the
/// stack starts, not a screen pushed on it.
enum StackRoots {
    /// The cases, by enum and name (`ObjectIdentifier` of the enum, then the case), whose
    /// destination arm builds first the very view the stack registering that destination
    /// starts from, and which no view pushes by name.
    static func rootCases(_ found: SwiftDeclarations, index: TypeIndex) -> Set<String> {
        guard !found.stackRoots.isEmpty || !found.coordinatorRoots.isEmpty || !found.pathStarts.isEmpty else { return [] }
        var rootsByEnum: [ObjectIdentifier: Set<String>] = [:]
        let links = found.uses.values.flatMap(\.links) + found.screenArms.flatMap { $0.links.values.joined() } + found.tags.flatMap(\.links)
        let pushed = Set(links.map(\.caseName))
        var cases = PathStarts.rootCases(found, index: index, pushed: pushed)
        for root in found.stackRoots {
            for type in root.destinations {
                guard let declaration = index.enumeration(type, from: root.scope) else { continue }
                if let view = root.view { rootsByEnum[ObjectIdentifier(declaration), default: []].insert(view) }
                if let rootCase = root.rootCase, declaration.enumCase(named: rootCase) != nil, !pushed.contains(rootCase) {
                    cases.insert(key(declaration, rootCase))
                }
            }
        }
        // A coordinator's `.root(...)` case of the screens its feature stacks, pushed by none.
        for root in found.coordinatorRoots where !pushed.contains(root.caseName) {
            if let type = root.type, let declaration = index.enumeration(type, from: root.scope),
               declaration.enumCase(named: root.caseName) != nil {
                cases.insert(key(declaration, root.caseName))
            }
            for stack in found.coordinatorStacks where stack.scope.first == root.scope.first {
                guard let declaration = index.enumeration(stack.type, from: stack.scope),
                      declaration.enumCase(named: root.caseName) != nil else { continue }
                cases.insert(key(declaration, root.caseName))
            }
        }
        for arms in found.screenArms {
            guard let type = arms.type, let declaration = index.enumeration(type, from: arms.scope),
                  let roots = rootsByEnum[ObjectIdentifier(declaration)] else { continue }
            for (caseName, views) in arms.views where !pushed.contains(caseName) {
                guard let first = views.first, roots.contains(first) else { continue }
                cases.insert(key(declaration, caseName))
            }
        }
        return cases
    }

    /// The case a stack's content is built from: the one argument of the first call of its
    /// chain of modifiers (`coordinator.build(page: .apple).navigationDestination(...)`).
    static func givenCase(_ statements: CodeBlockItemListSyntax) -> String? {
        guard var expression = DestinationView.firstExpression(of: statements) else { return nil }
        while let call = expression.as(FunctionCallExprSyntax.self), let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
              base.is(FunctionCallExprSyntax.self) {
            expression = base
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
              let argument = call.arguments.first?.expression, TypeReading.metatype(argument) == nil else { return nil }
        return TypeReading.caseReference(argument)?.caseName
    }

    static func key(_ declaration: EnumDeclaration, _ caseName: String) -> String {
        "\(ObjectIdentifier(declaration)).\(caseName)"
    }
}
