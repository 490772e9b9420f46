import Foundation
import NavreplKit
import SwiftImport
import Testing
import TestSupport

/// The edges the importer reads from real apps, against a reading of their code by hand:
/// navigator-demo's settings tab, whose screens make 7 taps to routes of the app. The 5 it
/// reads are those its views write as pushes and links; the 2 made by `navigator.send(...)`
/// chains (to home's page2 and to presentLoading) are not read, and the sheet is read as a
/// push, as the destination's own `method` is not.
struct RealAppEdgeTests {
    @Test func navigatorDemosSettingsTabHasTheEdgesItsViewsWrite() throws {
        let sources = Repository.root.appendingPathComponent("Tests/SwiftImportTests/RealApps/navigator-demo/Sources").path
        let result = try SwiftImporter.run([sources])
        let settings = try #require(result.schema.tab(named: "settings"))
        #expect(settings.edges.map(\.spelling) == ["root -> sheet", "root -> page2", "root -> page3", "page2 -> sheet", "page2 -> page3"])
        // The tabs it could not read say why, and keep the old meaning: no edges. Home's
        // `.navigate(to: $destination)`, a binding, is read as a push of what is set (its
        // receive handler's `navigator.navigate(to: destination)` of a `Home` leads to each of
        // Home's cases), but the screens of two of its cases are not found.
        #expect(result.schema.tab(named: "home")?.edges.isEmpty == true)
        #expect(result.findings.notes.contains { $0.hasPrefix("edges read from the views: 4 in tab examples, 5 in tab settings") && $0.contains("tab home: the screens of external, external3 not found") })
        // The examples tab has no routes of its own (its four are the app's), and its root
        // navigates to each of `ExampleDestinations.allCases` in a `ForEach`.
        #expect(result.schema.tab(named: "examples")?.edges.map(\.spelling) == ["root -> flows", "root -> binding", "root -> callback", "root -> transition"])
    }

    /// An app without tabs, read as its one tab, main, from the view its scene delegate hosts:
    /// Recipes' RootView holds a NavigationView of HomeContainerView, whose HomeView pushes a
    /// category's recipes and whose heart button presents the favourites in a stack of their
    /// own; both lists push a recipe's details, which present the steps in Safari and a share
    /// sheet. Read by hand, those are its 6 taps.
    @Test func recipesWithoutTabsHasTheEdgesItsViewsWrite() throws {
        let sources = Repository.root.appendingPathComponent("Tests/SwiftImportTests/RealApps/recipes/Sources").path
        let result = try SwiftImporter.run([sources])
        let main = try #require(result.schema.tab(named: "main"))
        #expect(main.edges.map(\.spelling) == [
            "root -> sheet favoritesContainer", "root -> recipesContainer", "recipesContainer -> recipeDetailsContainer",
            "recipeDetailsContainer -> sheet safari", "recipeDetailsContainer -> sheet share", "favoritesContainer -> recipeDetailsContainer",
        ])
    }

    /// An app of UIKit's lifecycle whose window hosts the catalogue it presents again:
    /// jinxiansen-swiftui's scene delegate hosts ContentView, a NavigationView whose rows push
    /// 31 pages by `NavigationLink(destination:)` (TextFieldPage by two rows, and a row's
    /// `Text` is no route); ControllerPage's UIKit controller presents ContentView again, the
    /// sheet content. Read by hand, the root's 31 pushes, NavigationButtonPage pushing itself
    /// and PopoverPage's popover of ImagePage are its taps; the controller's presentation is
    /// made by `ControllerPage<UIKitController>`'s `T()`, not read, so content stays unreached.
    @Test func jinxiansenCatalogueHostedByItsSceneDelegateLeadsToEachPage() throws {
        let sources = Repository.root.appendingPathComponent("Tests/SwiftImportTests/RealApps/jinxiansen-swiftui/Sources").path
        let result = try SwiftImporter.run([sources])
        let main = try #require(result.schema.tab(named: "main"))
        let pushed = main.routes.map(\.name)
        #expect(pushed.count == 31)
        #expect(main.edges.map(\.spelling) == pushed.map { "root -> \($0)" } + ["navigationButtonPage -> navigationButtonPage", "popoverPage -> sheet imagePage"])
    }

    /// Tabs whose routes are all the app's are read, but icecubes' stay without edges: each
    /// tab's root presents `$routerPath.presentedSheet` through `withSheetDestinations`, and
    /// of its SheetDestination the tab views write six cases (`.addAccount`, `.listCreate`
    /// ...); the others are written by the status rows and settings of packages not in the
    /// sources, so reading them as the root's taps would be wrong, and the note says why.
    @Test func iceCubesTabsPresentingARoutersSheetsStayWithoutEdges() throws {
        let sources = Repository.root.appendingPathComponent("Tests/SwiftImportTests/RealApps/icecubes/Sources").path
        let result = try SwiftImporter.run([sources])
        #expect(result.schema.tabs.allSatisfy { $0.edges.isEmpty })
        #expect(result.findings.notes.contains { $0.contains("tab timeline: no routes of its own, and it presents 25 cases of the app's that no view's tap writes") })
    }

    /// A value pushed that is no case leads to the routes of its type: Swift Charts Examples'
    /// sidebar is `ForEach(ChartType.allCases) { chart in NavigationLink(value: chart) }`, and
    /// its detail shows each chart: the root leads to each of its 25 cases, read by hand.
    @Test func swiftChartsExamplesSidebarLeadsToEachChart() throws {
        let sources = Repository.root.appendingPathComponent("Tests/SwiftImportTests/RealApps/swift-charts-examples/Sources").path
        let result = try SwiftImporter.run([sources])
        let main = try #require(result.schema.tab(named: "main"))
        #expect(main.edges.count == 25)
        #expect(main.edges.allSatisfy { $0.source == .root && $0.kind == .push })
        #expect(Set(main.edges.map(\.route)) == Set(main.routes.map(\.name)))
    }
}
