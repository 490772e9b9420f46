/// Views held by values: a menu's items each carrying the screen they open
/// (`struct MenuItem { let title: String; let destination: AnyView }`, or
/// `struct MenuItem<Destination: View> { ...; let destination: Destination }`, made as
/// `MenuItem(title: "Alpha", destination: AnyView(AlphaView()))`) and shown through the value
/// (`NavigationLink(destination: item.destination)`). The views given for that property,
/// wherever such a value is made, are where the link may go.
extension SwiftDeclarations {
    /// The views given to the stored `AnyView` (or view-typed generic, or the project's own
    /// type eraser's) property a destination reads through a value (`item.destination`, also
    /// with modifiers after it: `item.view.navigationTitle(item.title)`), or none: a property
    /// of another type, or read on `self`, is not one, nor one whose name a view-building
    /// member also has.
    func heldViews(for link: FactoryLink) -> [[String]] {
        guard link.calls.count >= 2, link.calls.first != "self" else { return [] }
        // The value's property is the first name after the value that one holds; the
        // modifiers applied to what it holds come after it.
        for member in link.calls.dropFirst() {
            // A view-building member of that name elsewhere (`var destination: some View` in
            // an enum) may be the one read: the value's type is not known, so neither is taken.
            guard viewFactories[member] == nil else { return [] }
            let views = views(heldAs: member)
            if !views.isEmpty { return views }
        }
        return []
    }

    /// The views given, wherever a value is made, for a property of that name holding a view.
    private func views(heldAs member: String) -> [[String]] {
        let holders = Set(properties.compactMap { property -> String? in
            guard property.name == member, let holder = property.scope.last, let type = property.type.path, type.count == 1 else { return nil }
            return type == ["AnyView"] || typeErasers.contains(type[0]) || viewParameters[holder, default: []].contains(type[0]) ? holder : nil
        })
        guard !holders.isEmpty else { return [] }
        var views: [[String]] = []
        for argument in viewArguments where argument.label == member && holders.contains(argument.callee) {
            for chain in argument.views where !views.contains(chain) { views.append(chain) }
        }
        return views
    }
}
