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
}
