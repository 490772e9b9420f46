/// Finds the declaration a written type name means, as Swift would: the innermost enclosing
/// scope first, through type aliases, then by its last name anywhere in the sources.
struct TypeIndex {
    enum Resolved {
        case enumeration(EnumDeclaration)
        case nominal(NominalType)
    }

    private var enums: [String: EnumDeclaration] = [:]
    private var enumsBySimpleName: [String: [EnumDeclaration]] = [:]
    private var types: [String: NominalType] = [:]
    private var typesBySimpleName: [String: [NominalType]] = [:]
    private var aliases: [String: TypeAlias] = [:]
    private var aliasesBySimpleName: [String: [TypeAlias]] = [:]

    init(_ found: SwiftDeclarations) {
        for declaration in found.enums {
            let key = declaration.name
            // A type declared twice (under #if, say) keeps its first declaration.
            if enums[key] == nil { enums[key] = declaration }
            enumsBySimpleName[declaration.path.last!, default: []].append(declaration)
        }
        for type in found.types {
            types[type.path.joined(separator: ".")] = type
            typesBySimpleName[type.path.last!, default: []].append(type)
        }
        for alias in found.aliases {
            aliases[alias.path.joined(separator: ".")] = alias
            aliasesBySimpleName[alias.path.last!, default: []].append(alias)
        }
    }

    func resolve(_ path: [String], from scope: [String]) -> Resolved? {
        resolve(path, from: scope, depth: 0)
    }

    /// Whether `path` is a generic parameter of a type `scope` is in (`Destination` in
    /// `Router<Destination: Hashable>`): a placeholder each use fills, no type of the sources.
    func isGenericParameter(_ path: [String], in scope: [String]) -> Bool {
        guard path.count == 1 else { return false }
        return scope.indices.contains { types[scope[...$0].joined(separator: ".")]?.genericParameters.contains(path[0]) == true }
    }

    func enumeration(_ path: [String], from scope: [String]) -> EnumDeclaration? {
        if case .enumeration(let declaration) = resolve(path, from: scope) { return declaration }
        return nil
    }

    private func resolve(_ path: [String], from scope: [String], depth: Int) -> Resolved? {
        // `typealias A = B; typealias B = A` must end.
        guard depth < 16, let last = path.last else { return nil }
        let path = path.first == "Swift" && path.count > 1 ? Array(path.dropFirst()) : path
        for length in stride(from: scope.count, through: 0, by: -1) {
            let key = (scope.prefix(length) + path).joined(separator: ".")
            if let declaration = enums[key] { return .enumeration(declaration) }
            if let type = types[key] { return .nominal(type) }
            if let alias = aliases[key] { return follow(alias, depth: depth) }
        }
        if let only = enumsBySimpleName[last], only.count == 1 { return .enumeration(only[0]) }
        if let only = aliasesBySimpleName[last], only.count == 1 { return follow(only[0], depth: depth) }
        if let only = typesBySimpleName[last], only.count == 1 { return .nominal(only[0]) }
        return nil
    }

    /// The enum a TCA reducer declares as its `State` (`struct Path: Reducer { enum State {
    /// case detail(Detail.State) } }`, as TCA wrote a path or destination before `@Reducer enum`):
    /// the enum of routes a mention of the reducer means.
    func stateEnum(of reducer: NominalType) -> EnumDeclaration? {
        enums[(reducer.path + ["State"]).joined(separator: ".")]
    }

    /// The enum a mention of a route type means: the enum itself, or a reducer's `State` enum.
    func routeEnum(_ path: [String], from scope: [String]) -> EnumDeclaration? {
        switch resolve(path, from: scope) {
        case .enumeration(let declaration): return declaration
        case .nominal(let nominal): return stateEnum(of: nominal)
        case nil: return nil
        }
    }

    private func follow(_ alias: TypeAlias, depth: Int) -> Resolved? {
        guard let target = alias.target.unwrapped.type.path else { return nil }
        return resolve(target, from: Array(alias.path.dropLast()), depth: depth + 1)
    }
}
