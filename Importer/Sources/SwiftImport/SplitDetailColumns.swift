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
        var chosen = Set<ObjectIdentifier>(), selectedInPlace = Set<ObjectIdentifier>()
        for selection in found.sidebarSelections {
            guard let selected = propertyEnum(selection) else { continue }
            if isChosenBySplit(selection) { chosen.insert(ObjectIdentifier(selected)) } else { selectedInPlace.insert(ObjectIdentifier(selected)) }
        }
        return enums.filter { candidate in
            let id = ObjectIdentifier(candidate)
            return destined.contains(id) || chosen.contains(id) || !selectedInPlace.contains(id)
        }
    }

    /// Whether a list's selection is made in a split's own type or a view its sidebar or middle
    /// column builds (`SplitDetails.choosingViews`), not in one inside its detail.
    func isChosenBySplit(_ selection: PropertyMention) -> Bool {
        found.splitChoosers.contains(selection.scope.first ?? "")
    }
}
