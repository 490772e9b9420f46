/// Once every file is read: which pushes of typed values (`TypedPushes`) no destination takes,
/// their types looked up in what the files declare.
extension SchemaBuilder {
    /// The pushes of typed values (`TypedPush`) whose type no destination of `registered` is
    /// for, as the report's lines.
    func unreadTypedPushes(registered: [TypeMention]) -> [(place: SourcePlace, text: String)] {
        guard !found.typedPushes.isEmpty else { return [] }
        var destinationEnums = Set<ObjectIdentifier>()
        var destinationNames = Set<String>()
        for mention in registered {
            if let declaration = index.enumeration(mention.type, from: mention.scope) {
                destinationEnums.insert(ObjectIdentifier(declaration))
            } else if let name = mention.type.last {
                destinationNames.insert(name)
            }
        }
        func isDestination(_ type: WrittenType, from scope: [String]) -> Bool {
            guard let path = type.unwrapped.type.path, let name = path.last else { return false }
            if let declaration = index.enumeration(path, from: scope) { return destinationEnums.contains(ObjectIdentifier(declaration)) }
            return destinationNames.contains(name)
        }
        // A push onto a path may be of the path's element type (`TypedPush.Source.appendedTo`).
        let types = PushedValueTypes(found, sources: found.typedPushes.map(\.source) + found.typedPushes.compactMap { $0.path.map(TypedPush.Source.appendedTo) })
        let stackPaths = Set(found.uses.values.flatMap(\.stackPaths))
        return found.typedPushes.compactMap { push in
            if case .pathElement = push.source { return nil }
            let candidates = types.types(of: push.source, in: push.scope)
            guard candidates.isEmpty || !candidates.allSatisfy({ isDestination($0.type, from: $0.scope) }) else { return nil }
            // An array no NavigationStack is given, of a type no destination takes, is no
            // navigation path, whatever its name (`closedWindowsStack.append(window)` of a
            // `[NSWindow]`, `history.append("opened")` of a `[String]`).
            if let path = push.path, !candidates.isEmpty, !stackPaths.contains(path),
               !types.types(of: .appendedTo(path), in: push.scope).isEmpty { return nil }
            return (push.place, push.unresolved(types: candidates.map(\.type)))
        }
    }
}

/// The types a pushed value may have, looked up in what every file declares: each property
/// by its type and name, each case by its name, each function by its type and name, gathered
/// only when a push needs them (`sources`).
struct PushedValueTypes {
    typealias ScopedType = (type: WrittenType, scope: [String])

    private var casesByName: [String: [(enumeration: EnumDeclaration, values: [AssociatedValue])]] = [:]
    private var properties: [[String]: Property] = [:]
    /// Each property by its type's own name and its name: `selected` of a value of `Store`.
    private var members: [[String]: Property] = [:]
    /// The properties of each name, whichever type declares them.
    private var propertiesByName: [String: [Property]] = [:]
    private var results: [[String]: [WrittenType]] = [:]
    /// Each method's results by its type's own name and its name: `route` of a `Router`.
    private var methodResults: [[String]: [ScopedType]] = [:]

    init(_ found: SwiftDeclarations, sources: [TypedPush.Source]) {
        if sources.contains(where: \.isCaseValue) {
            for declaration in found.enums {
                for enumCase in declaration.cases where !enumCase.values.isEmpty {
                    casesByName[enumCase.name, default: []].append((declaration, enumCase.values))
                }
            }
        }
        // One look-up each, however many types declare a property of that name.
        if sources.contains(where: \.isPropertys) {
            for property in found.properties where properties[property.scope + [property.name]] == nil {
                properties[property.scope + [property.name]] = property
                if let type = property.scope.last, members[[type, property.name]] == nil { members[[type, property.name]] = property }
            }
            propertiesByName = Dictionary(grouping: found.properties, by: \.name)
        }
        if sources.contains(where: \.isFunctionResult) {
            results = found.functionResults
            for (path, returned) in results where path.count > 1 {
                methodResults[Array(path.suffix(2)), default: []] += returned.map { ($0, Array(path.dropLast())) }
            }
        }
    }

    /// The types a value of `source` pushed in `scope` may have, each with the scope its name
    /// is read from; empty when the sources do not say.
    func types(of source: TypedPush.Source, in scope: [String]) -> [ScopedType] {
        switch source {
        case .written(let type):
            return [(type, scope)]
        case .property(let name):
            // The type's own property, else one of a type it is in, else a global (`let links
            // = Links()`).
            for depth in stride(from: scope.count, through: 0, by: -1) {
                if let property = properties[Array(scope.prefix(depth)) + [name]] { return [(property.type, property.scope)] }
            }
            return []
        case .member(let name, let base):
            let bases = types(of: base, in: scope)
            let values = bases.compactMap { base in base.type.unwrapped.type.path?.last.flatMap { members[[$0, name]] } }
            return values.count == bases.count ? values.map { ($0.type, $0.scope) } : []
        case .returnedByMethod(let name, let base):
            let bases = types(of: base, in: scope)
            let returned = bases.compactMap { base in base.type.unwrapped.type.path?.last.flatMap { methodResults[[$0, name]] } }
            return returned.count == bases.count ? returned.flatMap { $0 } : []
        case .returned(let name):
            // The type's own method, else a function declared outside it.
            for depth in stride(from: scope.count, through: 0, by: -1) {
                if let returned = results[Array(scope.prefix(depth)) + [name]] { return returned.map { ($0, Array(scope.prefix(depth))) } }
            }
            return []
        case .associatedValue(let caseName, let label, let position):
            // Every enum with a case of that name must agree: the switch's subject is not read.
            let candidates = casesByName[caseName] ?? []
            let values = candidates.compactMap { candidate -> ScopedType? in
                let value = label.flatMap { label in candidate.values.first { $0.label == label } }
                    ?? (position < candidate.values.count ? candidate.values[position] : nil)
                return value.map { ($0.type, candidate.enumeration.path) }
            }
            return values.count == candidates.count ? values : []
        case .element(let array):
            let arrays = types(of: array, in: scope)
            let elements = arrays.compactMap { array -> ScopedType? in
                guard case .array(let element) = array.type.unwrapped.type else { return nil }
                return (element, array.scope)
            }
            return elements.count == arrays.count ? elements : []
        case .pathElement:
            return []
        case .appendedTo(let path):
            let own = types(of: .element(of: .property(path)), in: scope)
            // A path another value holds (`model.recipePath.append(related)`): of the one type
            // the sources give the properties of that name.
            guard own.isEmpty, let named = propertiesByName[path], let first = named.first,
                  named.allSatisfy({ $0.type == first.type }), case .array(let element) = first.type.unwrapped.type else { return own }
            return [(element, first.scope)]
        }
    }
}
