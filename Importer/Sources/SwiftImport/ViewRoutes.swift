import NavreplKit

/// The routes of navigation without a value: each view that a `NavigationLink(destination:)`,
/// `.navigationDestination(isPresented:)`, `.sheet(isPresented:)`, `.fullScreenCover(...)` or a
/// `.sheet(item:)` over a struct shows is one route, named after its type (`MovieDetailView`
/// → `movieDetail`), however many links lead to it; shown for an item, the item is its parameter. A route only presented is a sheet (a
/// cover when every presentation is one); a pushed one belongs to the tab whose root reaches
/// the views that link to it, and to the app when several tabs' do, or none.
struct ViewRoutes {
    struct ViewRoute {
        let name: String
        let view: String
        /// nil: pushed somewhere; else how every link presents it.
        let style: Modal.Style?
        /// The one tab it is pushed in, when only one tab's views link to it.
        let tab: String?
        /// The item every link shows it for (`.sheet(item: $editing) { EventEditor(event: $0) }`,
        /// the item a struct): the route's parameter.
        let item: ModalMention?
    }

    /// The routes, in the order their first links are written.
    private(set) var routes: [ViewRoute] = []
    /// Each linked view's route: a new one, or a route of the same name the app already has.
    private(set) var routeOfView: [String: String] = [:]
    var findings = ImportFindings()

    /// `links` by the view graph's name of the view each is in; `isEnumItem` says whether an
    /// item's property holds an enum (read by its cases instead); `tabRoots`, the views each
    /// tab shows; `taken`, the routes the app's enums already give; `routeOfScreen`, the one of
    /// them whose case shows a view, by the view; `caseRoute`, the one of them that presents
    /// the child feature an item holds; `tabBars`, the views holding the app's tabs that its
    /// first flow shows (`FlowTabBars`) or its scene shows itself (`SceneShownTabBars`), no routes.
    init(found: SwiftDeclarations, viewUses: [String: [ViewUses]], isEnumItem: (ModalMention) -> Bool,
         tabRoots: [(tab: String, views: [String])], taken: Set<String>, routeOfScreen: [String: String] = [:],
         caseRoute: (ModalMention) -> String? = { _ in nil }, tabBars: Set<String> = []) {
        var links: [(from: String, link: ViewLink)] = []
        for (key, uses) in found.uses {
            let from = String(key.split(separator: ".").last ?? "")
            links += uses.viewLinks.filter { link in link.item.map { !isEnumItem($0) } ?? true }.map { (from, $0) }
        }
        guard !links.isEmpty else { return }
        let classes = Set(found.types.filter { $0.kind == "class" }.compactMap(\.path.last))
        let declared = Set(found.types.compactMap(\.path.last))
        links.sort { $0.link.place < $1.link.place }
        let reached = tabRoots.map { (tab: $0.tab, views: Self.reach(from: $0.views, viewUses)) }

        var names = taken
        var order: [String] = []
        var linksByView: [String: [(from: String, link: ViewLink)]] = [:]
        for link in links {
            if linksByView[link.link.view] == nil { order.append(link.link.view) }
            linksByView[link.link.view, default: []].append(link)
        }
        for view in order {
            let viewLinks = linksByView[view]!
            // The app's tab bar that its first flow or its scene shows: the tabs, not a route of its own.
            if tabBars.contains(PreviewOnlyViews.simpleName(view)) {
                findings.note("\(PrivateViews.name(view)) at \(viewLinks[0].link.place) holds the app's tabs: not a route")
                continue
            }
            // Every link to it tagged with one case of a selection: named after that case.
            let selectionCases = Set(viewLinks.map(\.link.selectionCase))
            var name = selectionCases.count == 1 ? (selectionCases.first ?? nil) ?? DestinationView.routeName(view) : DestinationView.routeName(view)
            guard AppName.isValid(name) else {
                findings.note("\(PrivateViews.name(view)) at \(viewLinks[0].link.place) is shown without a value, but its name is not a route's (letters, digits and '_'): skipped")
                continue
            }
            if taken.contains(name) {
                // The app's enums already have it (`case settings` showing `SettingsView`).
                routeOfView[view] = name
                continue
            }
            // The screen a case of the app's enums shows under another name (`case .newNote:
            // ComposerView()` beside `.sheet(isPresented: $composing) { ComposerView() }`): one
            // screen, so that case's route, not a second one named after the view. Not when a
            // link shows it for an item (`.sheet(item: $editing) { EventEditor(event: $0) }`
            // beside `case .newEvent: EventEditor(event: nil)`): the item is a route's value.
            if let route = routeOfScreen[view], viewLinks.allSatisfy({ $0.link.item == nil }) {
                findings.note("\(PrivateViews.name(view)) at \(viewLinks[0].link.place) is shown without a value, and is the screen of the route '\(route)': that route")
                routeOfView[view] = route
                continue
            }
            // Shown for the child feature a case of the app's enums presents (a selection
            // sheet beside the app's `case selection(SelectionFeature)`): that case's screen.
            let routesOfItems = Set(viewLinks.map { $0.link.item.flatMap(caseRoute) })
            if routesOfItems.count == 1, let route = routesOfItems.first ?? nil {
                routeOfView[view] = route
                continue
            }
            let items = viewLinks.compactMap(\.link.item)
            let item = items.count == viewLinks.count && Set(items.map(\.property.name)).count == 1 ? items.first : nil
            // One item shown by a SwiftUI view and by its UIKit twin (`TwoFactorView` and
            // `TwoFactorViewController` for `@Presents var twoFactor`): one screen, written
            // twice, not two routes.
            if let item, let twin = UIKitTwins.swiftUIRoute(of: view),
               routes.contains(where: { $0.name == twin && $0.item?.property.name == item.property.name }) {
                routeOfView[view] = twin
                continue
            }
            if UIKitTwins.isController(view, classes: classes, declared: declared) {
                findings.note("\(PrivateViews.name(view)) at \(viewLinks[0].link.place) is a UIKit view controller, not a SwiftUI view: not a route (UIKit screens are read through their SwiftUI views)")
                continue
            }
            if names.contains(name) {
                var number = 2
                while names.contains(name + String(number)) { number += 1 }
                findings.note("\(PrivateViews.name(view)) at \(viewLinks[0].link.place) imported as \(name + String(number)): '\(name)' is already the route of another view")
                name += String(number)
            }
            names.insert(name)
            routeOfView[view] = name
            let styles = viewLinks.map(\.link.style)
            let style: Modal.Style? = styles.contains(nil) ? nil : (styles.allSatisfy { $0 == .cover } ? .cover : .sheet)
            var tab: String?
            if style == nil {
                let tabs = reached.filter { reach in viewLinks.contains { reach.views.contains($0.from) } }.map(\.tab)
                // Pushed from one tab's views: that tab's. From several, or from views no tab
                // is known to show: the app's, accepted in every tab.
                if tabs.count == 1, reached.count > 1 { tab = tabs[0] }
            }
            routes.append(ViewRoute(name: name, view: view, style: style, tab: tab, item: item))
        }
    }

    /// The views `roots` show and those they build, however deep; with `throughLinks`, also
    /// those they show without a value (`NavigationLink(destination:)`, `.sheet { }`); never
    /// into a view `skipped` holds.
    static func reach(from roots: [String], _ viewUses: [String: [ViewUses]], throughLinks: Bool = false, skipping skipped: Set<String> = []) -> Set<String> {
        var seen = Set<String>()
        var queue = roots
        while let view = queue.popLast() {
            guard !skipped.contains(view), seen.insert(view).inserted else { continue }
            for uses in viewUses[view] ?? [] {
                queue += uses.constructed
                if throughLinks { queue += uses.viewLinks.map(\.view) }
            }
        }
        return seen
    }
}
