/// A switch whose arms show what the view's own properties or methods build, not a view's
/// type written in the arm: `switch store.selectedTab { case .feed: feedTab case .saved:
/// savedTab() }`, each `feedTab` a `@ViewBuilder private var feedTab: some View {
/// FeedView(...) }` of the same view. As a presentation calling such a property shows what it
/// builds (`ViewFactories`), each arm shows the views its property or method builds: the
/// switch chooses between those views, as one naming them in its arms would (a bar of the
/// app's own over its modes, a sidebar's pages). Only a name the switching type itself
/// declares so, called alone: an arm reading another type's member (`page.view`, held by the
/// value) is read as `ShownEnumMembers` reads it, and one that builds a view of its own stays
/// as written. The member holding such a switch (`@ViewBuilder private var tabBody: some
/// View { switch ... }`) then builds those views too, as one naming them would: a view
/// factory the body shows, so a switch in it is the view's own (`isShownComputedView`).
extension SwiftDeclarations {
    /// Fills each member switch's arms that construct nothing and call one name of the
    /// switching type's own view factories with the views that factory builds, first of each
    /// chain (the view a wrapper's chain shows outermost); and records a member whose switch
    /// was so filled as the view factory it now is, building the views its arms are read to
    /// build (an arm showing a view in place, `ScrollView { ... }`, builds none of the app's).
    mutating func readCalledArms() {
        guard !memberSwitches.isEmpty else { return }
        var madeFactories: [(scope: [String], name: String, factory: ViewFactory)] = []
        memberSwitches = memberSwitches.map { switched in
            var filledAny = false
            let fill = { (arm: SwitchArm) -> SwitchArm in
                guard arm.constructed.isEmpty, !arm.showsNothing, arm.calls.count == 1, let name = arm.calls.first,
                      self.viewFactories[name]?.contains(where: { $0.scope == switched.path }) == true else { return arm }
                var views: [String] = []
                for chain in self.views(through: [name], from: switched.path, asked: [:], depth: 0) {
                    if let view = chain.first, !views.contains(view) { views.append(view) }
                }
                guard !views.isEmpty else { return arm }
                filledAny = true
                return SwitchArm(title: arm.title, constructed: views, showsNothing: arm.showsNothing, position: arm.position, calls: arm.calls, isDefault: arm.isDefault)
            }
            let arms = switched.arms.mapValues(fill)
            let otherwise = switched.otherwise.map(fill)
            let all = Array(arms.values) + [otherwise].compactMap { $0 }
            if filledAny, switched.member != "body",
               self.viewFactories[switched.member]?.contains(where: { $0.scope == switched.path }) != true {
                var views: [[String]] = []
                for arm in all.sorted(by: { $0.position < $1.position }) {
                    for view in arm.constructed where !views.contains([view]) { views.append([view]) }
                }
                madeFactories.append((switched.path, switched.member, ViewFactory(views: views, calls: [])))
            }
            return (switched.path, switched.member, switched.subject, switched.subjectType, arms, otherwise)
        }
        for made in madeFactories { viewFactories[made.name, default: []].append((made.scope, made.factory)) }
    }
}
