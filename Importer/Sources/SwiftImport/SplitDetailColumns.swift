import NavreplKit

/// What a split view's detail column declares: the enums its stack pushes (a destination's,
/// a link's value, a path's element), and those a list in its sidebar or middle column
/// selects for the detail to show (a three-column split's entries). One selected only by a
/// list laid out inside the detail column itself (a Mac window's list choosing the
/// `ComputeItem` whose detail shows beside it in the same column, no stack pushing it) is
/// shown in place: no column's, and a detail column left with none makes no split, its
/// routes the app's. (What the app only presents is left out before: `SchemaBuilder`.)
extension SchemaBuilder {
    func detailColumnEnums(_ enums: [EnumDeclaration]) -> [EnumDeclaration] {
        let destined = destinedEnums()
        let selectedInPlace = Set(found.sidebarSelections.filter { !found.splitChoosers.contains($0.scope.first ?? "") }
            .compactMap { propertyEnum($0) }.map(ObjectIdentifier.init))
        let chosen = Set(found.sidebarSelections.filter { found.splitChoosers.contains($0.scope.first ?? "") }
            .compactMap { propertyEnum($0) }.map(ObjectIdentifier.init))
        return enums.filter { candidate in
            let id = ObjectIdentifier(candidate)
            return destined.contains(id) || chosen.contains(id) || !selectedInPlace.contains(id)
        }
    }
}
