/// A view that nothing in the app builds but a preview (`#Preview { AView() }`, a
/// `PreviewProvider`): a sample's earlier take, a comparison kept beside the app, a scratch
/// screen. What it pushes or presents is not the app's navigation, once the app is seen to
/// start somewhere (a `@main` App or a scene delegate): its links are dropped.
enum PreviewOnlyViews {
    static func dropLinks(from found: inout SwiftDeclarations) {
        guard found.mainType != nil || found.sceneHost != nil else { return }
        let unbuilt = unbuiltViews(found)
        guard !unbuilt.isEmpty else { return }
        for (key, uses) in found.uses where !uses.viewLinks.isEmpty && unbuilt.contains(simpleName(key)) {
            found.uses[key]!.viewLinks = []
        }
    }

    /// The types with a `body` that no construction, link, destination, factory or tab of the
    /// app names. (Previews' constructions are not recorded.)
    private static func unbuiltViews(_ found: SwiftDeclarations) -> Set<String> {
        var built = Set<String>()
        for (key, uses) in found.uses {
            // What a type constructs, less what its previews construct.
            var previewed = Dictionary((found.previewConstructions[key] ?? []).map { ($0, 1) }, uniquingKeysWith: +)
            for view in uses.constructed {
                if let count = previewed[view], count > 0 { previewed[view] = count - 1 } else { built.insert(view) }
            }
            built.formUnion(uses.destinations.compactMap { $0.type.last })
            for link in uses.viewLinks {
                built.insert(link.view)
                built.formUnion(link.wrapped)
            }
        }
        for factory in found.factories { built.formUnion(factory.constructed) }
        for arms in found.screenArms { built.formUnion(arms.views.values.joined()) }
        built.formUnion(found.casePresentations.compactMap(\.view))
        for tag in found.tags { built.formUnion(tag.constructed) }
        built = Set(built.map(simpleName))
        var views = Set(found.properties.filter { $0.name == "body" }.compactMap { $0.scope.last.map(simpleName) })
        views.subtract(built)
        for start in [found.mainType, found.sceneHost].compactMap({ $0 }) { views.remove(simpleName(start)) }
        return views
    }

    /// `HomeView` for `Feature.HomeView` and for a private view's `Flow_swift#HomeView`.
    private static func simpleName(_ name: String) -> String {
        String(name.split(separator: ".").last?.split(separator: "#").last ?? "")
    }
}
