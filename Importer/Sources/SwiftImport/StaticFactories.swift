/// Destinations that are structs or classes made by static factories
/// (`static func detail(id: Int) -> Self`, `static let settings = Destination(...)`): the app
/// pushes `Destination.detail(id: 3)` as it would an enum's case, so each factory is a route,
/// named after it, with its parameters. The type is made into an enum of them under its own
/// name, which the type index finds before the struct, so that every mention of it (in
/// `navigationDestination(for:)`, `append`, a `[Destination]` path, a presented property) reads
/// as a route enum's.
enum StaticFactories {
    static func add(to found: inout SwiftDeclarations) {
        var factoriesOf: [[String]: [Factory]] = [:]
        for factory in found.factories where factory.isStatic && !isSample(factory.name) {
            factoriesOf[factory.scope, default: []].append(factory)
        }
        guard !factoriesOf.isEmpty else { return }
        let index = TypeIndex(found)
        var made = Set<[String]>()
        for (type, scope) in navigationTypes(found) {
            guard case .nominal(let nominal) = index.resolve(type, from: scope), let factories = factoriesOf[nominal.path],
                  isRouteType(nominal, factories: factories), made.insert(nominal.path).inserted else { continue }
            let declaration = EnumDeclaration(path: nominal.path, genericParameters: [], conformances: ["Hashable"], place: nominal.place, isIndirect: false)
            for factory in factories {
                if let first = declaration.enumCase(named: factory.name) {
                    found.notes.append("\(declaration.name).\(factory.name) is declared again at \(factory.place) (an overload): the first, at \(first.place), is imported")
                    continue
                }
                declaration.add(EnumCase(name: factory.name, values: factory.parameters, isIndirect: false, place: factory.place, isConditional: false))
            }
            found.enums.append(declaration)
        }
    }

    /// Sample values a model keeps for previews and tests, made by a method too (`static func
    /// preview(levelNumber: Int) -> Self`, `static var sampleItems`, `mockUser`): no factory the
    /// app navigates with.
    static let sampleWords: Set<String> = ["preview", "previews", "sample", "samples", "mock", "mocked", "stub", "fake", "placeholder", "example", "examples", "demo", "dummy", "fixture"]

    static func isSample(_ name: String) -> Bool {
        SchemaBuilder.words(of: name).first.map(sampleWords.contains) ?? false
    }

    /// A model pushed by value often has sample values (`static let preview = Donut(...)`):
    /// those are not routes. A static method that makes the type, or a type named as routes
    /// are (`*Route`, `*Destination`, `*Screen`), says the factories are how it is navigated.
    private static func isRouteType(_ type: NominalType, factories: [Factory]) -> Bool {
        factories.contains(where: \.isMethod) || SchemaBuilder.routeSuffixes.contains { type.path.last!.hasSuffix($0) }
    }

    /// The types the app navigates with, each with the scope it is named from: destinations,
    /// pushed and presented values, `[X]` path properties and properties shown by `item:`.
    private static func navigationTypes(_ found: SwiftDeclarations) -> [(type: [String], scope: [String])] {
        var types = (found.destinations + found.pushedTypes + found.presentedTypes).map { ($0.type, $0.scope) }
        let shownByItem = Set(found.modals.map(\.property.name))
        let oneViewItems = itemsShownByOneView(found)
        for property in found.properties {
            let type = property.type.unwrapped.type
            if case .array(let element) = type, SchemaBuilder.isPathProperty(property.name), let path = element.path {
                types.append((path, property.scope))
            } else if shownByItem.contains(property.name), !oneViewItems.contains(property.name), let path = type.path {
                types.append((path, property.scope))
            }
        }
        return types
    }

    /// The item properties every presentation of which builds one and the same view of the
    /// project's from the item, without branching (`.sheet(item: $editorTarget) { target in
    /// GroupEditorView(target: target) }` over `static func new()` and `static func
    /// existing(_ group:)`): the factories make that one screen's input, for a new thing or a
    /// given one, so the screen is one route, named after its view, not a route per factory.
    /// An item shown by no view of the project's (`{ sheet in Text(sheet.id) }`) or by a
    /// content choosing between views keeps its factories as routes.
    private static func itemsShownByOneView(_ found: SwiftDeclarations) -> Set<String> {
        let declared = Set(found.types.compactMap(\.path.last))
        var views: [String: Set<String>] = [:]
        var branching = Set<String>()
        for uses in found.uses.values {
            for link in uses.viewLinks {
                guard let item = link.item else { continue }
                views[item.property.name, default: []].insert(link.view)
                if found.branchingItemContents.contains(item.property.place) { branching.insert(item.property.name) }
            }
        }
        return Set(views.filter { name, shown in
            !branching.contains(name) && shown.count == 1 && shown.allSatisfy(declared.contains)
        }.keys)
    }
}
