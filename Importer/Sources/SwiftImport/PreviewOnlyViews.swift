/// A view that nothing in the app builds but a preview (`#Preview { AView() }`, a
/// `PreviewProvider`) or itself (a directory browser whose rows push the same view, which
/// nothing else first shows): a sample's earlier take, a comparison kept beside the app, a
/// scratch screen. What it pushes or presents is not the app's navigation, once the app is seen to
/// start somewhere (a `@main` App or a scene delegate): its links are dropped.
enum PreviewOnlyViews {
    static func dropLinks(from found: inout SwiftDeclarations) {
        guard !found.appStarts.isEmpty else { return }
        let unbuilt = unbuiltViews(found)
        guard !unbuilt.isEmpty else { return }
        for (key, uses) in found.uses where !uses.viewLinks.isEmpty && unbuilt.contains(simpleName(key)) {
            found.uses[key]!.viewLinks = []
        }
    }

    /// The types with a `body` that no construction, link, destination, factory or tab of the
    /// app names, and those that only such views name (`CardsStoreView`, built by a preview
    /// alone, builds `CardsStoreDataView`, whose links are no more the app's than its own).
    /// (Previews' constructions are not recorded.)
    static func unbuiltViews(_ found: SwiftDeclarations) -> Set<String> {
        // What each type builds, by its simple name, and what is built whoever builds it.
        var builders: [String: Set<String>] = [:]
        var always = Set<String>()
        for (key, uses) in found.uses {
            // What a type constructs, less what its previews construct.
            var previewed = Dictionary((found.previewConstructions[key] ?? []).map { ($0, 1) }, uniquingKeysWith: +)
            var built = Set<String>()
            for view in uses.constructed {
                if let count = previewed[view], count > 0 { previewed[view] = count - 1 } else { built.insert(view) }
            }
            built.formUnion(uses.destinations.compactMap { $0.type.last })
            for link in uses.viewLinks {
                built.insert(link.view)
                built.formUnion(link.wrapped)
            }
            let builder = simpleName(key)
            // A view whose links push or present itself (a folder's rows pushing the same view
            // for a subfolder) shows itself only once something else has shown it: no builder
            // of its own. One that builds itself otherwise (`extension WelcomeView { static func
            // open() { NSHostingView(rootView: WelcomeView()) } }`, opening a window) does.
            let ownLinks = uses.viewLinks.filter { simpleName($0.view) == builder }.count
            let ownBuilds = uses.constructed.filter { simpleName($0) == builder }.count
            let buildsItself = ownBuilds > ownLinks
            for view in built where buildsItself || simpleName(view) != builder { builders[simpleName(view), default: []].insert(builder) }
        }
        for factory in found.factories { always.formUnion(factory.constructed) }
        for arms in found.screenArms { always.formUnion(arms.views.values.joined() + (arms.otherwise?.views ?? [])) }
        always.formUnion(found.casePresentations.compactMap(\.view))
        for tag in found.tags { always.formUnion(tag.constructed) }
        always = Set(always.map(simpleName))
        var views = Set(found.properties.filter { $0.name == "body" }.compactMap { $0.scope.last.map(simpleName) })
        for start in found.mainApps.map(\.name) + [found.sceneHost].compactMap({ $0 }) { views.remove(simpleName(start)) }
        // A view is unbuilt when every type that builds it is an unbuilt view: found from the
        // views nothing builds, one builder at a time (each view is looked at once per
        // builder that becomes unbuilt, so the pass stays linear in the view graph).
        var built: [String: Set<String>] = [:]
        for (view, names) in builders { for name in names { built[name, default: []].insert(view) } }
        var unbuilt = views.filter { builders[$0] == nil && !always.contains($0) }
        var queue = Array(unbuilt)
        while let builder = queue.popLast() {
            for view in built[builder] ?? [] where views.contains(view) && !unbuilt.contains(view) && !always.contains(view) {
                guard builders[view, default: []].allSatisfy({ unbuilt.contains($0) }) else { continue }
                unbuilt.insert(view)
                queue.append(view)
            }
        }
        return unbuilt
    }

    /// `HomeView` for `Feature.HomeView` and for a private view's `Flow_swift#HomeView`.
    static func simpleName(_ name: String) -> String {
        String(PrivateViews.name(name).split(separator: ".").last ?? "")
    }
}
