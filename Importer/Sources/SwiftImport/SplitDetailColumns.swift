import NavreplKit

/// What a split view's detail column declares: the enums its stack pushes (a destination's,
/// a link's value, a path's element). An enum the app only presents (`.sheet(item:
/// $toolSheet)` over `enum ToolSheet { case log, password }`) is its sheets, and one only
/// selected in a list beside the sidebar (a Mac window's content list choosing the
/// `ComputeItem` whose detail shows beside it, no stack pushing it) is shown in place: neither
/// is a column's, and a detail column left with none makes no split, its routes the app's.
extension SchemaBuilder {
    func detailColumnEnums(_ enums: [EnumDeclaration]) -> [EnumDeclaration] {
        let destined = destinedEnums()
        let presented = Set(modalEnums().map(ObjectIdentifier.init))
        let selected = Set(found.sidebarSelections.compactMap { propertyEnum($0) }.map(ObjectIdentifier.init))
        return enums.filter { candidate in
            let id = ObjectIdentifier(candidate)
            return destined.contains(id) || !(presented.contains(id) || selected.contains(id))
        }
    }
}
