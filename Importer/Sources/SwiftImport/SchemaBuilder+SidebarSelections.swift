import NavreplKit

/// A split view's sidebar that lists an enum's values by a variable (`List(Mailbox.allCases,
/// selection: $mailbox) { box in NavigationLink(box.title, value: box) }`, or `ForEach` rows
/// tagged `.tag(box)`): no case is written, so neither the link's value nor a tag names the
/// type, but the `List(selection:)`'s bound property does. Apple's documentation shows a
/// `NavigationSplitView` this way: the sidebar's selection drives the detail column, so each
/// case is a screen the app shows, as a sidebar's tagged rows are.
extension SchemaBuilder {
    /// The enums the sidebars' selections hold, in an app with a `NavigationSplitView`: a
    /// `List(selection:)` elsewhere chooses rows to edit or delete, and a selection of the
    /// project's structs or identifiers (`Set<Item.ID>`) holds no enum. An enum a route's
    /// case carries (`case pane(SettingsPane)`) is that route's parameter, not routes. An
    /// enum whose cases carry no values (`private enum Option { case list, scroll }`) is
    /// Hashable without saying so, as Swift makes it, and a selection holds it as it holds one
    /// declared Hashable.
    func sidebarSelectionEnums(besides routeEnums: [EnumDeclaration]) -> [EnumDeclaration] {
        guard !found.splitViews.isEmpty else { return [] }
        let selected = found.sidebarSelections.compactMap { propertyEnum($0) }.filter { $0.isPlain || (!$0.cases.isEmpty && isValueEnum($0)) }
        guard !selected.isEmpty else { return [] }
        var carried = Set<ObjectIdentifier>()
        for owner in routeEnums {
            for enumCase in owner.cases {
                for value in enumCase.values {
                    if let path = value.type.unwrapped.type.path, let inner = index.enumeration(path, from: owner.path) {
                        carried.insert(ObjectIdentifier(inner))
                    }
                }
            }
        }
        return selected.filter { !carried.contains(ObjectIdentifier($0)) }
    }

    /// Whether a sidebar's every case shows, in the split's detail column, a view a TabView's
    /// tab shows (`if sizeClass == .compact { TabView { LibraryView().tabItem { ... } ... } }
    /// else { NavigationSplitView { List(Section.allCases, selection: $section) { ... } } detail:
    /// { switch section { case .library: LibraryView() ... } } }`): the same sections, laid out
    /// as tabs where the width is compact and as a sidebar where it is not, so the app's tabs,
    /// not routes besides them.
    func sidebarChoosesTabs(_ sidebar: EnumDeclaration) -> Bool {
        guard let screens = (caseScreens ?? screensOfCases())[ObjectIdentifier(sidebar)] else { return false }
        let tabViews = Set(found.tags.compactMap(\.constructed.first))
        return sidebar.cases.allSatisfy { enumCase in screens[enumCase.name].map(tabViews.contains) ?? false }
    }
}
