import NavreplKit

/// How each case of an optional destination is shown when a view shows it through
/// swift-navigation's case key path (`.navigationDestination(item: $model.destination.detail)`,
/// `.fullScreenCover(item: $model.destination.map)`, a view controller's
/// `navigationDestination(item:)`): the enum is read whole from the property the key path starts
/// from, but each case is pushed, presented or covered as its own call says, not as the enum's
/// other cases are.
extension SchemaBuilder {
    func caseKeyPathStyles() -> [ScopedCase] {
        found.modals.compactMap { modal in
            // `detail` in `$model.destination.detail` is a case of `destination`'s enum, not a
            // property of its own.
            guard let owner = modal.owner, propertyEnum(modal.property, heldBy: owner) == nil,
                  let declaration = propertyEnum(owner, heldBy: modal.ownerHolder),
                  declaration.enumCase(named: modal.property.name) != nil else { return nil }
            return ScopedCase(caseName: modal.property.name, style: modal.style == "push" ? nil : Modal.Style(rawValue: modal.style))
        }
    }

    /// The cases, keyed as `StackRoots` keys them, of enums views show only case by case
    /// through case key paths (`$model.destination.edit`) that no call shows: as for cases shown
    /// by `unwrapping:case:`, a case nothing presents is no route. A case shown by a flag of it
    /// (`Binding($model.destination.share)`) is shown; an enum also shown whole (`.sheet(item:
    /// $model.destination)`), pushed by value or held by TCA's `@Presents` is read whole.
    func casesShownByNoKeyPath() -> Set<String> {
        var shown: [ObjectIdentifier: Set<String>] = [:]
        var enums: [ObjectIdentifier: EnumDeclaration] = [:]
        var whole = Set<ObjectIdentifier>()
        for modal in found.modals {
            if let declaration = propertyEnum(modal.property, heldBy: modal.owner) {
                whole.insert(ObjectIdentifier(declaration))
            } else if let owner = modal.owner, let declaration = propertyEnum(owner, heldBy: modal.ownerHolder),
                      declaration.enumCase(named: modal.property.name) != nil {
                shown[ObjectIdentifier(declaration), default: []].insert(modal.property.name)
                enums[ObjectIdentifier(declaration)] = declaration
            }
        }
        for flag in found.caseFlags {
            if let declaration = propertyEnum(flag.property, heldBy: flag.holder) {
                shown[ObjectIdentifier(declaration), default: []].insert(flag.caseName)
            }
        }
        for mention in found.destinations + found.pushedTypes + found.presentedTypes + found.coveredTypes {
            if let declaration = index.enumeration(mention.type, from: mention.scope) { whole.insert(ObjectIdentifier(declaration)) }
        }
        var keys = Set<String>()
        for (identity, declaration) in enums where !whole.contains(identity) {
            for enumCase in declaration.cases where !(shown[identity]?.contains(enumCase.name) ?? false) {
                keys.insert(StackRoots.key(declaration, enumCase.name))
            }
        }
        return keys
    }
}
