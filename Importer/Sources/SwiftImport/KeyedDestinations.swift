/// Destinations keyed by a type that is not an enum of the sources: `Donut.ID`, `String`,
/// `Int`, a struct or a model. Each becomes one route named after the type
/// (`.navigationDestination(for: Order.ID.self)` → `order(id: String)`), made as an enum of one
/// case so that the schema builder treats it as any route enum.
enum KeyedDestinations {
    /// Adds an enum for every destination keyed by such a type, and points the mention at it.
    static func add(to found: inout SwiftDeclarations) {
        let index = TypeIndex(found)
        var made: [String: EnumDeclaration] = [:]
        for position in found.destinations.indices {
            let mention = found.destinations[position]
            guard let (name, value) = route(for: mention, index: index, found: found) else { continue }
            let key = mention.type.joined(separator: ".")
            let declaration = made[key] ?? {
                let declaration = EnumDeclaration(
                    path: enumPath(of: mention.type), genericParameters: [], conformances: ["Hashable"],
                    place: mention.place, isIndirect: false)
                declaration.add(EnumCase(name: name, values: [value], isIndirect: false, place: mention.place, isConditional: false))
                found.enums.append(declaration)
                made[key] = declaration
                return declaration
            }()
            found.destinations[position] = TypeMention(type: declaration.path, scope: [], place: mention.place)
        }
        func pointed(_ mention: TypeMention) -> TypeMention {
            made[mention.type.joined(separator: ".")].map { TypeMention(type: $0.path, scope: [], place: mention.place) } ?? mention
        }
        for (name, uses) in found.uses {
            found.uses[name]!.destinations = uses.destinations.map(pointed)
        }
        // A tab whose content registers it in place (`Tab("Recipes") { NavigationStack { ...
        // .navigationDestination(for: Recipe.self) } }`) takes it, as it takes an enum.
        for position in found.tags.indices {
            found.tags[position].destinations = found.tags[position].destinations.map(pointed)
        }
    }

    /// The path of the enum made for a destination keyed by `type` as written: a name no
    /// source can spell, so that no written type resolves to it; what else names the type (the
    /// screen its destination builds, a value of it pushed) finds the route by it.
    static func enumPath(of type: [String]) -> [String] {
        [type.joined() + " destination"]
    }

    /// The route's name and its one value: `donut(id: Int)` for `Donut.ID`, `int(Int)` for
    /// `Int`, `numberList(NumberList)` for a struct (a value the schema takes as a string).
    private static func route(for mention: TypeMention, index: TypeIndex, found: SwiftDeclarations) -> (String, AssociatedValue)? {
        guard let last = mention.type.last else { return nil }
        if case .enumeration = index.resolve(mention.type, from: mention.scope) { return nil }
        if last == "ID", mention.type.count > 1 {
            let owner = Array(mention.type.dropLast())
            let type = identifierType(of: owner, index: index, found: found, scope: mention.scope)
            return (ParameterMapping.lowerCamel(owner.last!), AssociatedValue(label: "id", type: type, defaultValue: nil))
        }
        let bare = mention.type.count == 2 && mention.type[0] == "Swift" ? [last] : mention.type
        let isStandard = bare.count == 1 && (ParameterMapping.stringTypes.contains(last) || ParameterMapping.integerTypes.contains(last) || last == "Bool" || StandardValues.types.contains(last))
        guard isStandard || index.resolve(mention.type, from: mention.scope) != nil else {
            return screen(ofForeign: mention, index: index, found: found).map {
                (DestinationView.routeName($0), AssociatedValue(label: nil, type: .named(bare, arguments: []), defaultValue: nil))
            }
        }
        return (ParameterMapping.lowerCamel(last), AssociatedValue(label: nil, type: .named(bare, arguments: []), defaultValue: nil))
    }

    /// A value of another module's type (`.navigationDestination(for:
    /// ExecutableLogContainer.self) { _ in AppRunView() }`, the type declared in a library the
    /// sources import): the one view of the sources its destination builds, which names the
    /// route, as nothing of the type can be read. Nil when it builds none, or several.
    private static func screen(ofForeign mention: TypeMention, index: TypeIndex, found: SwiftDeclarations) -> String? {
        guard let last = mention.type.last else { return nil }
        let built = found.screenArms
            .filter { $0.type == mention.type && $0.scope == mention.scope }
            .flatMap { $0.views[ParameterMapping.lowerCamel(last)] ?? [] }
        let screens = Set(built.filter { view in
            guard case .nominal = index.resolve([PrivateViews.name(view)], from: mention.scope) else { return false }
            return true
        })
        return screens.count == 1 ? screens.first : nil
    }

    /// The type of `X.id` (`Donut.ID` is `Int` when `Donut.id` is), through `typealias ID = ...`;
    /// `String` when the sources do not say.
    private static func identifierType(of owner: [String], index: TypeIndex, found: SwiftDeclarations, scope: [String]) -> WrittenType {
        guard case .nominal(let type) = index.resolve(owner, from: scope) else { return .named(["String"], arguments: []) }
        if let alias = found.aliases.first(where: { $0.path == type.path + ["ID"] }) {
            // `Tagged<Donut, Int>`: the raw value is the last argument.
            if case .named(_, let arguments) = alias.target, let raw = arguments.last { return raw }
            return alias.target
        }
        if let property = found.properties.first(where: { $0.scope == type.path && $0.name == "id" }) {
            if case .named(let path, let arguments) = property.type, path.last == "Tagged" || path.last == "ID", let raw = arguments.last {
                return raw
            }
            return property.type
        }
        return .named(["String"], arguments: [])
    }
}
