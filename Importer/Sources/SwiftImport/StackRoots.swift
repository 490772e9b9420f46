/// A `NavigationStack`'s root view and the route types registered inside it.
struct StackRoot {
    let view: String
    let destinations: [[String]]
    let scope: [String]
}

/// A route enum's case that is its stack's own root: `case .home: HomeView()` in the
/// destination of `NavigationStack(path: $path) { HomeView().navigationDestination(for:
/// Screen.self) { ... } }`, with nothing pushing `.home`. Declared for completeness, it is
/// where the stack starts, not a screen pushed on it.
enum StackRoots {
    /// The cases, by enum and name (`ObjectIdentifier` of the enum, then the case), whose
    /// destination arm builds first the very view the stack registering that destination
    /// starts from, and which no view pushes by name.
    static func rootCases(_ found: SwiftDeclarations, index: TypeIndex) -> Set<String> {
        guard !found.stackRoots.isEmpty else { return [] }
        var rootsByEnum: [ObjectIdentifier: Set<String>] = [:]
        for root in found.stackRoots {
            for type in root.destinations {
                guard let declaration = index.enumeration(type, from: root.scope) else { continue }
                rootsByEnum[ObjectIdentifier(declaration), default: []].insert(root.view)
            }
        }
        let pushed = Set(found.uses.values.flatMap { $0.links.map(\.caseName) })
        var cases = Set<String>()
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

    static func key(_ declaration: EnumDeclaration, _ caseName: String) -> String {
        "\(ObjectIdentifier(declaration)).\(caseName)"
    }
}
