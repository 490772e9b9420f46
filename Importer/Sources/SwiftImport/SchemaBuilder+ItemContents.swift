import NavreplKit

/// An enum that describes what a shown screen holds, not where the app goes: a wizard pushes
/// one step view per `.navigationDestination(item: $next)` over a struct, and the struct's
/// nested `enum Screen { case color(ColorModel), summary([ColorModel]) }` says what that step
/// shows, switched over in place. Named like routes (*Screen), it would be taken for the app's
/// route enum when no navigation names one; held by the value a destination or presentation
/// is shown for, it is that screen's content instead.
extension SchemaBuilder {
    /// The structs and classes of the items the sources push or present by
    /// (`.sheet(item: $editing)`, `.navigationDestination(item: $next)`), by qualified name.
    func shownItemTypes() -> Set<[String]> {
        var types = Set<[String]>()
        for modal in found.modals {
            let candidates = propertiesByName[modal.property.name] ?? []
            guard let property = candidates.first(where: { $0.scope == modal.property.scope }),
                  let path = property.type.throughBinding.unwrapped.type.path,
                  case .nominal(let type) = index.resolve(path, from: property.scope) else { continue }
            types.insert(type.path)
        }
        return types
    }

    /// The enums declared inside such an item's type or held by one of its stored
    /// properties, read in one pass over the enums and one over the properties.
    func itemContentEnums() -> Set<ObjectIdentifier> {
        let items = shownItemTypes()
        guard !items.isEmpty else { return [] }
        var contents = Set<ObjectIdentifier>()
        for declaration in found.enums where items.contains(Array(declaration.path.dropLast())) {
            contents.insert(ObjectIdentifier(declaration))
        }
        for property in found.properties where items.contains(property.scope) {
            if let path = property.type.unwrapped.type.path, let declaration = index.enumeration(path, from: property.scope) {
                contents.insert(ObjectIdentifier(declaration))
            }
        }
        return contents
    }
}
