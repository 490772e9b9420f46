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

    /// Whether an enum is declared inside such an item's type, or is the type of one of its
    /// stored properties.
    func isContent(_ declaration: EnumDeclaration, ofItems items: Set<[String]>) -> Bool {
        guard !items.isEmpty else { return false }
        if items.contains(Array(declaration.path.dropLast())) { return true }
        return found.properties.contains { property in
            items.contains(property.scope) && property.type.unwrapped.type.path.flatMap { index.enumeration($0, from: property.scope) } === declaration
        }
    }
}
