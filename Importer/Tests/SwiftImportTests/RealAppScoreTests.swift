import Foundation
import NavreplKit
import NavLanguage
import SwiftImport
import Testing
import TestSupport

/// Scores the importer on real public apps, each with its licence and SOURCE: the tabs and
/// routes it finds against `expected.navapp`, what a careful reader wrote before the importer
/// ran. Routes are compared by name, as many times as the app declares them; the figures are
/// printed, and the test fails below the floors each half has reached.
///
/// Nine halves. `RealApps/` is the development half, the apps the importer was tuned on.
/// `HeldOut/` holds apps chosen by name before their code was read, their schemas written by
/// readers who did not run the importer, and scored without changing the importer for them:
/// what it does on apps it has not seen. `HeldOut2/` is a second such draw, taken by the rule
/// in its `SELECTION.md`, to tell whether the first six are unusual; `HeldOut3/` a third,
/// by the same rule further down the same list, to be pooled with them: twelve apps were too
/// few, one app swinging route recall by a tenth; `HeldOut4/` a fourth, on down the list
/// again, as eighteen were still few; `HeldOut5/` a fifth, on down the list once more, to
/// measure a session's importer work on apps drawn before it was seen; `HeldOut6/` a sixth,
/// from a third list, split with a development round by a rule fixed before either was read;
/// `HeldOut7/` a seventh, from a fourth list, split so too; `HeldOut8/` an eighth, on down
/// that list, split so again.
///
/// The comments on the held-out halves below name some of their misses, as a record of what
/// each scored. A development round reads this file for its own floors: it must never choose
/// a shape to teach from those words (one that may have is why the sixth half is pooled as
/// first scored).
struct RealAppScoreTests {
    static let root = Repository.root.appendingPathComponent("Tests/SwiftImportTests").path

    /// A half of the corpus: its folder and the floors its figures have reached, so that a
    /// change that loses ground fails.
    struct Half: Sendable, CustomTestStringConvertible {
        let folder: String
        let floors: (routeRecall: Double, routePrecision: Double, tabF1: Double)
        var testDescription: String { folder }

        /// The app folders, not the notes beside them (`HeldOut2/SELECTION.md`).
        var apps: [String] {
            let path = RealAppScoreTests.root + "/" + folder
            return ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { entry in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: path + "/" + entry, isDirectory: &isFolder) && isFolder.boolValue
            }.sorted()
        }
    }

    // The development floors hold for the nine committed apps (routes P 0.97, 4 wrong since two
    // keyed destinations of one type in FlowStacks' demo are one route each, 0.96 before; tab
    // F1 0.97) and
    // for the apps scored beside them where their sources are at hand: the four of navigation
    // without a value (thirteen: routes P 0.95, as Clendar's sheet that chooses between two
    // editors gives an experimental one not expected beside the one that is; tab F1 0.98), and
    // five more read for shapes nobody had named (eighteen: routes P 0.97 R 0.98, tab F1 0.98;
    // R 0.99 once destinations returned with their style were read). Three more, chosen for shapes
    // listed as not read yet, score twenty-one at routes P 0.97 R 0.99 (255 of 257), tab
    // F1 0.98; the nine committed apps are unchanged, so the floors stay. Two more, sqlite-data's
    // Reminders and SyncUps (swift-navigation's enum destinations on @Observable models), score
    // twenty-three at routes P 0.97 R 0.99 (264 of 266, 8 wrong), tab F1 0.98; with Kingfisher's
    // demo catalogue (16 of 16), twenty-four at P 0.97 R 0.99 (280 of 282, 8 wrong); with XCA
    // News (3 of 3 tabs, 1 of 1 route), twenty-five at the same (281 of 283), tab F1 0.98.
    // Five more, read for shapes of different authors (Emerge's Hacker News, wallabag,
    // MacPaw's OpenAI demo, Gifski, Runewords), were met at 35 of 41 routes (3 wrong) and 13
    // of 13 tabs; reading a presentation's view after its dismiss handler finds the demo's two
    // sheets (37 of 41), and the thirty score routes P 0.97 R 0.98 (318 of 324, 11 wrong), tab F1 0.99
    // (69 of 69, 2 wrong). Runewords' misses are its runeword and rune routes, expected tab by
    // tab where every tab registers both (the importer declares them for the app, as Ice
    // Cubes' expected schema does), and a sheet built in place with no view of its own.
    // Five more, taken in order from open-source-ios-apps' SwiftUI entries (BikeShare,
    // Basic-Car-Maintenance, GoCycling, Dumpert, BetterBlue), were met at 50 of 50 routes (1
    // wrong) but 3 of 13 tabs (14 wrong: tab-named enums guessed over titled items, and the
    // panes of a screen's TabView); reading titled items first and no tabs from a screen's
    // TabView scores the thirty-five at routes P 0.97 R 0.98 (368 of 374, 12 wrong), tab F1
    // 0.99 (82 of 82, 2 wrong; F1 0.85 before). Five more, taken on down that list (Critical Maps,
    // KFinder, Construct, Fingerspelling, Inpenso), were met at 64 of 68 routes (12 wrong) and 5
    // of 11 tabs (5 wrong); the shapes read from them (TCA child features presented under one
    // name, @Presents child features and enums shown in place, destination cases shown each on
    // its own, a TabView's own selection and the TabViews the scene reaches, a tab enum's list,
    // view modes under a UIKit scene, Groups and wrappers holding flags) score them at 68 of 68
    // (1 wrong) and 11 of 11 tabs, and the forty at routes P 0.98 R 0.99 (436 of 442, 11
    // wrong), tab F1 0.99 (93 of
    // 93, 2 wrong): the precision floor rises to 0.96, which the nine and the forty both hold.
    // Four more, navigating through a library or an architecture (TCACoordinators' example,
    // NavigationBackport's demo, TCA's Tic-Tac-Toe, UIPilot's split screen), were met at 5 of
    // 28 routes and 0 of 8 tabs (4 wrong); the shapes read from them score them at 27 of 28 (2
    // wrong) and 8 of 8, and the forty-four at routes P 0.97 R 0.99 (464 of 470, 14 wrong), tab
    // F1 0.99 (101 of 101, 2 wrong); the forty before them at 437 of 442, 12 wrong (436, 11
    // wrong, before), so the floors stay. Three more of kinds the half lacked bring forty-seven,
    // at 476 of 483 (14 wrong). Three more, users of swift-navigation and a catalogue
    // of navigation takes (SwiftUI-Navigation-Study, AI Prompts, SwiftModel's Standups), were
    // met at 18 of 23 routes (5 wrong) and 4 of 4 tabs; reading an app's own array of screens,
    // copies of one route enum, dialog cases, a case key path through the view's own model and
    // flags of cases scores them at 21 of 23 (6 wrong: AI Prompts' cases shown by item beside
    // the form views its flags show), and the fifty at routes P 0.96 R 0.98 (497 of 506, 20
    // wrong), tab F1 0.99; the forty-seven before them are unchanged, so the floors stay.
    // Five more, chosen by kind: three libraries' own screens hosted
    // in apps (NetworkSpectator, SwiftUILogger, Debugger) and two store-driven apps (Rapid IRC
    // Client, on SwiftRex; jasonjrr's Redux demo), were met at 15 of 16 routes (9 wrong) and 3
    // wrong tabs for the first three, 4 of 11 for Debugger and 3 of 3 (2 wrong) for the demo;
    // a settings scene's panes, sheets bound through a built Binding, one route for one view
    // shown by same-named cases, presentations returning their view, links wrapped in the
    // project's own modifier, bindings through self and enums held by a shown item score them
    // at 30 of 30 (3 wrong: popovers that are dialogs); the forty-seven and the nine are
    // unchanged.
    // Four more, two made first for macOS (ModernSettings' example, SidebarAppTemplate) and two
    // clean-architecture samples (swiftui-clean-architecture, SwiftUIProject), were met at 4 of
    // 9 routes (5 wrong) and 3 of 3 tabs (3 wrong); the shapes read from them (a List row's tag
    // as a selection, a Settings scene's panes, a route enum's none, cases of erased views, one
    // screen in two enums, links tagged for a selection) score them at 9 of 9 (0 wrong) and 3 of
    // 3; with the links of views only previews build dropped, the fifty-four score routes P 0.97
    // R 0.98 (506 of 515, 17 wrong), tab F1 0.99, and the fifty before them 497 of 506, 17 wrong
    // (20 before); the nine are unchanged, so the floors stay.
    // The three rounds together, fifty-nine apps, score routes P 0.96 R 0.98 (536 of 545, 20
    // wrong), tab F1 0.99 (108 of 108, 2 wrong), and the floors stay.
    // Four more, chosen by kind before their code was read (the first repositories searches
    // returned with a permissive licence): SwiftUI shared across platforms (MovieHunter,
    // ManaGuide-multiplatform) and catalogue browsers (SwiftUICatalog, SwiftEvolution-Viewer),
    // were met at 86 of 91 routes (5 wrong) and 9 of 9 tabs; cases shown as an EmptyView, views
    // only preview-only views build and links to local constants score them at 87 of 91 (2
    // wrong), the fifty-nine at 536 of 545 (18 wrong), the sixty-three at routes P 0.97 R 0.98
    // (623 of 636, 20 wrong), tab F1 0.99 (117 of 117, 2 wrong); the nine are unchanged.
    // Two catalogues of navigation case studies (a SwiftUI-router and UIKit-coordinator
    // showcase, a presentation library's demo) were met at 37 of 37 routes (0 wrong); reading the
    // views a presentation context is given (declared ones only) keeps them there, and the
    // sixty-one score routes P 0.97 R 0.98 (573 of 582, 20 wrong), tab F1 0.99; the fifty-nine
    // and the nine are unchanged. A third catalogue, NavigationStack's example app (a library
    // whose model shows views given as closures), was met at 0 of 8 routes (4 wrong); reading
    // a navigation object's pushContent/showView/presentContent closures finds 8 of 8, with 7
    // wrong: the experiments its scene delegate picks by launch argument for UI tests, which
    // are reached from the scene like its root, and a screen's swapped regions. The sixty-two
    // score routes P 0.96 R 0.98 (581 of 590, 27 wrong, P 0.956); the sixty-one before it are
    // unchanged. With the four before them, the sixty-six score routes P 0.96 R 0.98 (668 of
    // 681, 27 wrong, P 0.961), tab F1 0.99 (117 of 117, 2 wrong), and the floors stay.
    // Four more, chosen by kind the same way: catalogue companions (RAWGKit's demo, Bunnydex)
    // and web-service clients for macOS (reddit-swiftui, swiftsky), were met at 20 of 20
    // routes (2 wrong) and 2 of 2 tabs (1 wrong), as first written; written again by the
    // corpus's conventions for a String-keyed destination and a split, 21 of 21 (1 wrong) and
    // 3 of 3 tabs; a popover anchored on a text field being no route scores them at 21 of 21
    // (0 wrong), the sixty-three unchanged, the sixty-seven at routes P 0.97 R 0.98 (644 of
    // 657, 20 wrong), tab F1 0.99 (120 of 120, 2 wrong); the nine are unchanged.
    // The seventy of rounds 12 to 17 score routes P 0.96 R 0.98 (689 of 702, 27 wrong), tab F1
    // 0.99 (120 of 120, 2 wrong), and the floors stay.
    // Round 18 added no app: swift-navigation's documented presentation shapes, read from its
    // documentation, each a corpus case. A hosting controller's root view being the screen a
    // presentation shows finds one more route of swiftuipresent-demo: the seventy score 690 of
    // 702 (27 wrong), tabs unchanged; the nine are unchanged (130 of 131, 4 wrong).
    // Round 20 kept its five apps' sources, the half's first since the nine: entries #23 to
    // #30 of open-source-ios-apps' ordered SwiftUI list (Fabula's catalogue, CosmicDaily,
    // Apple Intelligence Chat, Swift Charts Examples, CarBode's example), 331 routes, no tabs,
    // met at 44 of 331 routes (2 wrong) and 10 wrong tabs: Fabula's 283 items each hold their
    // screen in the project's own type eraser, read through the item with modifiers after it,
    // and the TabViews inside them were taken for the app's tabs. Reading such erasers finds
    // 327 of 331 (5 wrong: Fabula's three macOS-only items, kept out by the catalogue's own
    // platform filter, and two more views of one private name); the nine are unchanged (130 of
    // 131, 4 wrong), and the fourteen score routes P 0.98 R 0.99 (457 of 462, 9 wrong), tab F1
    // 0.97 (35 of 35, 2 wrong). Links of a selection tagged with a case whose screen is built in
    // place from SwiftUI's own views (Fabula's four arrows) find 331 of 331 (5 wrong), and the
    // fourteen score routes P 0.98 R 1.00 (461 of 462, 9 wrong), tab F1 0.97: the floors are now
    // what the fourteen score, rounded down.
    // Round 21 committed five more, with their sources, taken on down open-source-ios-apps'
    // SwiftUI entries by the second held-out draw's rule, #41 to #60 (emitron, Instagram-
    // SwiftUI, Beatmap AR, BreadBuddy, SwiftUI-Kit): met at 7 of 22 routes (1 wrong) and 4 of 9
    // tabs; swiftui-kit's schema, written again by the convention for a titled GroupView, 2 of
    // 2, so 8 of 12 (0 wrong). Icon-only items tagged by a number, views made by `.init(...)`
    // and wrappers given their view as a trailing closure score them at 12 of 12 routes and 9
    // of 9 tabs (0 wrong); the nine are unchanged. The fourteen score routes P 0.97 R 0.99 (142
    // of 143, 4 wrong), tab F1 0.98 (0.978; 44 of 44, 2 wrong): the floors are those, rounded
    // down.
    // With both rounds merged, the nineteen score routes P 0.98 R 1.00 (473 of 474, 9 wrong),
    // tab F1 0.98 (44 of 44, 2 wrong); the floors are the lower of the two rounds'.
    // Round 22 committed six more, with their sources, the entries between round 20's and
    // round 21's (#32 to #37 as the list's snapshot numbers them: fullmoon, MakeItSo, Sky
    // Wizard, GistHub, TelemetryViewer's iOS app, EasyCrypto), 42 routes and 4 tabs, met at 39
    // of 42 routes (5 wrong) and 4 of 4 tabs (2 wrong); the nineteen unchanged (473 of 474, 9
    // wrong; tabs 44 of 44, 2 wrong). A tab enum's case whose content shows nothing (a compose
    // button, a sentinel) being no tab: GistHub's and Ice Cubes' two each, so the twenty-five
    // score tabs 48 of 48 (0 wrong), routes P 0.97 R 0.99 (512 of 516, 14 wrong). A view an
    // enum's case shows, shown also by a flag or a link, being that case's route, and a
    // presentation wrapper's switch over its parameter giving each case's screen: GistHub's
    // three wrong routes, so routes P 0.98 R 0.99 (512 of 516, 11 wrong). A member read
    // through a value of a generic parameter bound to the project's protocol (EasyCrypto's
    // router modifier showing `destination?.content`) showing what every conforming type's
    // member builds: EasyCrypto 3 of 3, routes P 0.98 R 1.00 (515 of 516, 11 wrong).
    // Round 23 committed six more, with their sources, from the end of that list going upward
    // (#102 to #95: Scowld, RAYN, SwiftUI-MVVM, ShoppingList, GitHubSearchWithSwiftUI,
    // SwiftUI-Combine; older, NavigationView-era apps, two with no route), 8 routes and 6 tabs,
    // met at 8 of 8 routes (0 wrong) and 0 of 6 tabs: RAYN's broadcast scenes, switched in a
    // view-building method its top-level view calls with the selection. A switch over a
    // method's parameter being over the parameter's declared type reads them (6 of 6); the
    // twenty-five before them are unchanged (515 of 516, 11 wrong; tabs 48 of 48, 0 wrong). The
    // thirty-one score routes P 0.98 R 1.00 (523 of 524, 11 wrong), tab F1 1.00 (54 of 54, 0
    // wrong): the floors, those rounded down, stay.
    // Round 24 committed six more, with their sources, on up that list from the entry above
    // round 23's (#94 upward: DivRise, SwiftUIAirtableDemo, Corona Virus Tracker, AniTime,
    // AccountBook, Recipes; UIKit-lifecycle apps of 2019 and 2020), 24 routes and 4 tabs, met
    // at 22 of 24 routes (1 wrong) and 2 of 4 tabs (2 wrong). The first betas' links
    // (NavigationButton(destination:) pushing, PresentationButton and PresentationLink
    // presenting) read as NavigationLink and a sheet find AniTime's 2; a tab item made by the
    // project's own view given its title (Tab(imageName:text:)) titling its tab finds Corona
    // Virus Tracker's 4 tabs: 24 of 24 (1 wrong: AccountBook's sheet of a hidden button) and
    // 4 of 4; the betas' TabbedView and .tabItemLabel read as TabView and .tabItem moved
    // nothing. The thirty-one before them are unchanged (523 of 524, 11 wrong; tabs 54 of 54,
    // 0 wrong). The thirty-seven score routes P 0.98 R 1.00 (547 of 548, 12 wrong), tab F1
    // 1.00 (58 of 58, 0 wrong): the floors, those rounded down, stay.
    // Round 25 committed six more, with their sources, from another list, chinsyo's
    // awesome-swiftui (its Samples, from the top: SwiftUITimeTravel, SwiftUI by Examples,
    // WWDCPlayer, SwiftUI_Jike, TransitPal, CombineUnsplash; UIKit-lifecycle apps of 2019, two
    // of one screen), met at 18 of 20 routes (0 wrong) and 0 of 4 tabs: SwiftUI_Jike's schema
    // first put its one pushed view in each of three tabs; by the corpus's convention for
    // links without values it is the app's, fixed and scored again with the importer
    // unchanged, 18 of 18. A tab bar of the project's own given its tabs as an array
    // (GYTabView(views: [AnyView(HomeView()), ...])) read as the app's tabs finds 4 of 4. The
    // thirty-seven before them are unchanged (547 of 548, 12 wrong; tabs 58 of 58, 0 wrong).
    // The forty-three score routes P 0.98 R 1.00 (565 of 566, 12 wrong), tab F1 1.00 (62 of 62,
    // 0 wrong): the floors, those rounded down, stay.
    // Round 26 went on down that list from #25 to its end (#75); of its fifty-one entries only
    // two pass (most are libraries, without a licence, already used or in the held-out pool):
    // Jinxiansen's SwiftUI examples (a catalogue of UIKit's lifecycle, 2019) and Waterminder
    // (a watchOS app of WatchKit's), 33 routes and no tabs, met at 33 of 33 (0 wrong), each
    // passing --strict with no call not read. With nothing missed, the round probed the
    // general shapes older apps write, and read two found not read: a UIKit tab bar
    // controller given SwiftUI screens as the app's tabs, and where an app of AppKit's,
    // WatchKit's or UIKit's lifecycle starts in its templates' other forms (NSHostingView,
    // WKHostingController, a navigation controller around the host), so that a view only a
    // preview builds is not the app's there. The forty-three before them are unchanged, their
    // imports byte for byte as before (565 of 566, 12 wrong; tabs 62 of 62, 0 wrong). The
    // forty-five score routes P 0.98 R 1.00 (598 of 599, 12 wrong), tab F1 1.00 (62 of 62, 0
    // wrong): the floors are those, rounded down (precision 0.980, so its floor rises to 0.98).
    // Round 27 took its three apps from a third list, onmyway133's awesome-swiftui, by the
    // split HeldOut6/SELECTION.md fixed (Expenso, DailyVox, Pasteboard Viewer): 13 routes and
    // 5 tabs, met at 11 of 13 routes (1 wrong) and 5 of 5 tabs. Three general shapes read:
    // a sheet of SwiftUI's own control built in place (a DatePicker) is no route; a sheet
    // given its item by a binding built in place shows the view its content builds; a split
    // view's detail column showing the app's view for the sidebar's selected row is that
    // view's route, pushed for the selection: 13 of 13, 0 wrong. The forty-five before them
    // are unchanged (598 of 599, 12 wrong; tabs 62 of 62, 0 wrong). The forty-eight score
    // routes P 0.98 R 1.00 (611 of 612, 12 wrong), tab F1 1.00 (67 of 67, 0 wrong): the
    // floors, those rounded down, stay.
    // Round 28 took its three apps from a fourth list, dkhamsing's Swift entries not tagged
    // swiftui, by the split HeldOut7/SELECTION.md fixed (OctoPod's tvOS app, Hackers,
    // Enchanted): 14 routes and no tabs, met at 14 of 14 routes (0 wrong) and 2 wrong tabs
    // (Enchanted's root switching over a mode nothing changes). Views built with their generic
    // arguments written (`CommentsView<NavigationStore>(...)`) are the views they name, and a
    // class's methods pushing cases of their own are taps of the views calling them: Hackers'
    // edges, no route moved (tab floor lowered to 0.98 meanwhile, tab F1 0.985). A mode nothing
    // changes is no view modes: Enchanted 0 wrong tabs. The forty-eight before them are
    // unchanged (611 of 612, 12 wrong; tabs 67 of 67, 0 wrong). The fifty-one score routes
    // P 0.98 R 1.00 (625 of 626, 12 wrong), tab F1 1.00 (67 of 67, 0 wrong): the floors are
    // those, rounded down.
    // Round 29 took its three entries from that list by the split HeldOut8/SELECTION.md fixed:
    // MLX Examples' nine example apps (a folder each, as the corpus has no schema of several
    // apps), 5 Calls and Jotify's signed-out SwiftUI screens: 13 routes and 2 tabs, met at 10
    // of 13 routes (6 wrong) and 2 of 2 tabs. 5 Calls' schema first named its two routes
    // pushed by value after the views; by the corpus's convention for keyed destinations
    // they are named after the types, fixed and scored again with the importer unchanged: 12
    // of 13 (4 wrong). A split's sidebar selecting in a view of its own, given the selection
    // as a binding, read as a sidebar's List: 13 of 13 (4 wrong: a destination registered for
    // an enum nothing pushes, declared in both tabs). The fifty-one before them are unchanged,
    // their imports byte for byte (625 of 626, 12 wrong; tabs 67 of 67, 0 wrong). The
    // sixty-two score routes P 0.98 R 1.00 (638 of 639, 16 wrong; P 0.976), tab F1 1.00 (69 of
    // 69, 0 wrong): the floors are those, rounded down (precision 0.97). Seven shapes probed
    // in apps of the round's own writing (root switches over the app's life named by compound
    // words, over its data's state, over a layout; if chains
    // and switches through self read as switches; titles held by computed constants) left the
    // sixty-two's imports byte for byte.
    // Round 30 took its three entries from that list by the split HeldOut9/SELECTION.md fixed:
    // IndieApps, Potato Game and DeTeXt: 14 routes and 2 tabs, met at 12 of 14 routes (3
    // wrong) and 2 of 2 tabs. Read since: a registration for an enum no source makes a value
    // of gives no routes (5 Calls' 4 wrong to 0); a model's preview samples are no factories
    // (Potato Game's level, keyed by its type); a view a flag presents that a case's
    // view-building method shows is that case's route; a sheet's content built by the view's
    // own method shows that method's view: Potato Game 9 of 9 (1 wrong: a case nothing makes,
    // which its destination's switch lists, kept as an enum is dropped whole or not at all).
    // The sixty-two before them are unchanged but for 5 Calls (638 of 639, 12 wrong; tabs 69
    // of 69, 0 wrong). The sixty-five score routes P 0.98 R 1.00 (652 of 653, 13 wrong; P
    // 0.980), tab F1 1.00 (71 of 71, 0 wrong): the floors are those, rounded down (precision
    // 0.98). Shapes probed in apps of the round's own writing and taught: an own tab bar by an
    // integer or a string index (not a wizard's), `navigate(to: $binding)`, iOS 18 tabs whose
    // value is a case written alone or a search tab without a title, a tab item set after its
    // tag, views tagged without items in a TabView whose bar is the app's own; and 5 Calls'
    // Reps tab keeps its 8 edges beside a tab whose taps were made but not read.
    // Round 31 chooses its three apps by a rule written before any code was read: the `search`
    // tool's `code` corpus, queried once per kind with a fixed query, the results taken in the
    // order returned (then the same query on `pages`, if the first gives too few); a repository is
    // taken when it is a SwiftUI app (a type conforming to `App`), has a LICENSE of MIT,
    // Apache-2.0, BSD, ISC or the Unlicense, has at most 60 `.swift` files naming navigation
    // (NavigationStack, NavigationView, NavigationSplitView, TabView, .sheet(, .fullScreenCover(,
    // NavigationLink, navigationDestination, .popover(), is not used anywhere in this folder
    // (sources and SELECTION.md files grepped for owner/name) and is not owned by Dimillian,
    // nalexn, kean or pointfreeco. Routers, two apps: "SwiftUI App Router class NavigationPath
    // navigate(to:) push popToRoot present sheet EnvironmentObject Environment". Modular, one app:
    // "SwiftUI App Packages local Swift package Sources feature module Package.swift
    // NavigationStack". Too few router apps passed (the `pages` query named no repository), so the
    // same kind was queried four times more on `code`, each query fixed before its results were
    // read: "@main struct App WindowGroup environment(router) @Observable Router NavigationPath
    // navigationDestination Route enum sheet", "README SwiftUI iOS app MIT License architecture
    // Router NavigationPath navigate(to:) sheet EnvironmentObject screenshots features",
    // "RouterPath @Observable navigate(to:) presentedSheet withAppRouter navigationDestination
    // TabView open source app" and "@EnvironmentObject var router: Router Button
    // router.navigate(to: .detail) NavigationStack(path: $router.path) TabView tabItem App"
    // (results naming no repository looked up by the project named in their header, where one was).
    // Of the sixteen repositories the five named, in order, none passed: thirteen have no licence
    // (two of them libraries without an app), Fiser33's is a blog, WorkoutWiz's licence is
    // non-commercial and Sonupr130/AppRouter is a fork of Dimillian's. A sixth and seventh `code`
    // query (a README licensed MIT with a Router; "Packages/Router/Sources RouterPath navigate(to:)
    // presentedSheet public enum RouterDestination SheetDestination withAppRouter app") named five
    // more, none passing (two without a licence, two libraries without an app, one GPL). The rule
    // then took `find_repos("swiftui-router")`, in the order listed, fixed before any of its
    // repositories was read: owowagency's (no app), davidgarywood's (no licence), frzi's (a
    // library), then el-hoshino/SwiftUI-RouterDemo (the Unlicense) passing, ViewModifier's and
    // loryhuz's (no licence; ali-cetin's not to be had), then usk-sample/swiftui-router-sample
    // (MIT) passing: the two router apps. SwiftUI-RouterDemo (a router each screen tells where to
    // go by a case of its own plain enum, building the next screen behind a hidden link and a
    // cover) was met at 0 of 4 routes (refused: no routes), swiftui-router-sample (an enum of
    // routes that is a view, linked to by case and presented by item) at 2 of 2 (0 wrong), its two
    // links not read. A plain enum named as routes whose cases a class's switch builds the
    // project's views for (through its view factories too) read as routes finds the demo's 4 of 4
    // (0 wrong); a link given a case written with its type pushing it reads the sample's links. The
    // modular query's first passing repository was cinelex-swiftui (its first,
    // SukyDev/swift-githubactions, has no licence): an app target composing Core/ and Feature/
    // packages, a coordinator switching splash and home, tabs titled by localised constants and
    // details built by a factory protocol the app implements (3 routes, 2 tabs), met at 3 of 3
    // routes (0 wrong) and 2 of 2 tabs: nothing to teach from it. A router shape the rejected
    // results showed, probed in an app of the round's own writing, was read: a stack started from
    // the case a router's property holds (`coordinator.build(route: coordinator.rootRoute)`, `var
    // rootRoute: Route = .home`, or given it by its type's initialiser, `Router(root: .inbox)`),
    // or showing that case's own view (`router.root.view`), has that case as its root, not a
    // route, its screen's taps the root's. The sixty-two before them are
    // unchanged (638 of 639, 16 wrong; tabs 69 of 69); the sixty-five score routes P 0.98 R 1.00
    // (647 of 648, 16 wrong), tab F1 1.00 (71 of 71, 0 wrong): the floors stay. As first met, the
    // three scored 5 of 9 routes (0 wrong) and 2 of 2 tabs.
    // With rounds 30 and 31 merged, the sixty-eight score routes P 0.98 R 1.00 (661 of 662, 13
    // wrong; P 0.980), tab F1 1.00 (73 of 73, 0 wrong): the precision floor is round 30's, 0.98.
    // Round 34 chooses four apps, one of each kind of tab reading issue 39 names, by a rule
    // written before any code was read: the `search` tool's `code` corpus, queried once per kind
    // with the query below, the results taken in the order returned; a repository is taken when
    // it is a SwiftUI app (a type conforming to `App`), has a LICENSE of MIT, Apache-2.0, BSD, ISC
    // or the Unlicense, has at most 60 `.swift` files naming navigation (as round 31 counts
    // them), is not used anywhere in this folder nor in docs/explore.md (SOURCE and SELECTION.md
    // files, this file and docs/explore.md grepped for owner/name) and is not owned by
    // Dimillian, nalexn, kean or pointfreeco. Root tabs beside a pager elsewhere: "SwiftUI App
    // TabView tabItem root tabs and onboarding carousel TabView tabViewStyle(.page)
    // PageTabViewStyle". A sidebar choosing sections: "SwiftUI App NavigationSplitView sidebar
    // List(selection:) sections enum detail switch selection iPad macOS". A root switching over
    // the app's life with tabs in its main screen: "SwiftUI App root view switch appState case
    // onboarding signIn main MainTabView TabView tabItem". A tab bar of its own: "SwiftUI App
    // custom tab bar HStack Button selectedTab = tab switch selectedTab without TabView". A kind
    // whose first 12 results give no passing repository is recorded, and one fallback query for
    // it, fixed before its results are read, is run the same way. As round 31 did, a result
    // naming no repository is looked up by the project its header names, where one does and
    // find_repos gives a repository holding that file. The sidebar query's first passing
    // result was #2, shakurocom/PullToRefreshSwiftUI (MIT; its sample app, a split view whose
    // sidebar chooses a demo; #1 names no repository or project). The life-state query's was #5,
    // a WalkWorthy RootView found in Njones27/WalkWorthy (Apache-2.0; #1 morsedan/AIChat, #3
    // FilipMarques/SmartChat and #4 lama-development/Kalcetto have no licence, #2 names no
    // project). The pager query gave none: its three named repositories (AndyMomot/Goobeltoin,
    // MobileApps-Cascadia/Beginning-SwiftUI-Chapter-17, adamcaak/Project_TabView) and the
    // Nevvi project's Nevvi/iOS have no licence, the rest are SwiftUI's documentation and a
    // tutorial; its fallback: "@main struct App WindowGroup TabView tabItem Label HomeView
    // SettingsView OnboardingView TabView(selection: $currentPage) tabViewStyle(.page(
    // indexDisplayMode: .always)) LICENSE MIT". The own-tab-bar query gave none: its four named
    // repositories have no licence, and the projects the others name (SwiftUICustomTabBar,
    // Habit Tracker, MyLifeDB) give no repository holding the file; its fallback: "@main App
    // ContentView ZStack switch selectedTab case .home: HomeView() CustomTabBar(selectedTab:
    // $selectedTab) enum Tab CaseIterable icon title MIT". The pager fallback's first passing
    // result was #2, SwiftyNewbie/LearningSwiftUI (MIT; 44 files naming navigation), its
    // SwiftUIFoundations app, the one the result names (a course's app whose scene is a TabView
    // of its lessons, one of them an onboarding pager; #1 bludonkey/app has no licence). The
    // own-tab-bar fallback gave none: its four named repositories (avalevich/SwiftUI-iOS-15,
    // DeVoytinc/SwiftLab, jafarizadeh/Swift, AnastasiiaAlyaseva/TestProjects) have no licence;
    // of the projects named in headers, NativeAppTemplate's repository (MIT) has a TabView, not
    // a bar of its own, so is not of the kind, StryVr's has 82 files naming navigation,
    // SwiftUIBaseMVVMArch's no licence, and "Default SwiftUI App" names no repository. So the
    // round takes three apps, and an own tab bar is probed with cases of the round's writing.
    // The three (swiftui-foundations, pull-to-refresh-sample, walkworthy: 6 routes, 9 tabs) were
    // met at 4 of 6 routes (2 wrong) and 9 of 9 tabs (0 wrong): the sample's sidebar selects a
    // private enum declared without conformances, not taken for the selection's routes, and the
    // views its detail switches between were routes named after the views. Such an enum read as
    // the selection's (Hashable as Swift makes it), and a detail switching over the selection
    // giving each case's screen, score them at 6 of 6 (0 wrong). The sixty-eight before them are
    // unchanged (661 of 662, 13 wrong; tabs 73 of 73); the seventy-one score routes P 0.98 R 1.00
    // (667 of 668, 13 wrong; P 0.981), tab F1 1.00 (82 of 82, 0 wrong): the floors stay.
    // Tab shapes probed in apps of the round's own writing (a pager in a tab's screen, a TabView
    // in a sheet, a life-state root with the TabView in one arm, an own bar over an enum) found
    // three not read and taught: a pushed screen's TabView tagged by an enum of its own, and a
    // sheet's valued by an enum named as tabs, give no tabs; a sidebar choosing the views a
    // compact width's TabView shows gives those tabs, no routes. The seventy-one are unchanged.
    // Round 33 took the second, fourth and sixth passing entries of the tenth held-out draw
    // (HeldOut10/SELECTION.md), as round 30 did the ninth's; its schemas written before the
    // importer ran. SymbolGrid (#139; 3 routes, no tabs) was met at 3 of 3 routes (0 wrong) and
    // 0 of 0 tabs, 4 wrong: its AppKit delegate's help window (`NSHostingView(rootView:
    // HelpView())`) holds a TabView read as the app's tabs. A TabView a SwiftUI App's scene
    // does not reach, when it reaches other views, is such a window's panes: 0 wrong tabs. The
    // sixty-nine score routes P 0.98 R 1.00 (664 of 665, 13 wrong), tab F1 1.00 (73 of 73, 0
    // wrong): the floors stay. Exercism (#142) and StormyLaunch (#163; a UIKit app whose SwiftUI
    // is a watch app's pager and popups its controllers present) were not taken in time.
    // With rounds 33 and 34 merged, round 33's rule first lost WalkWorthy's 3 tabs: its TabView is
    // in a view private to the root's file, which the scene's views list under the file's name
    // (`RootView_swift#MainTabView`), so it seemed not reached. Matched by its own name
    // (`tabs-of-a-private-view`), the seventy-two score routes P 0.98 R 1.00 (670 of 671, 13
    // wrong), tab F1 1.00 (82 of 82, 0 wrong): the floors stay.
    // Round 35 chooses up to two apps with a tab bar of their own (no TabView: buttons setting a
    // selection, a switch or if chain showing each case's view), the kind round 34 found no
    // repository for, by a rule written before any result was read: `find_repos` called with
    // "CustomTabBar", then "custom-tab-bar", then "TabBar", the repositories taken in the order
    // listed; a repository is taken when it is a SwiftUI app (a type conforming to `App`) whose
    // root shows a bar of its own, has a LICENSE of MIT, Apache-2.0, BSD, ISC or the Unlicense,
    // has at most 60 `.swift` files naming navigation (as round 31 counts them), is not used
    // anywhere in this folder nor in docs/explore.md (SOURCE and SELECTION.md files, this file
    // and docs/explore.md grepped for owner/name) and is not owned by Dimillian, nalexn, kean or
    // pointfreeco; it stops at the first two taken, or after 25 repositories looked at. Whether
    // the root shows a bar of its own is judged from the App and its root view only.
    // "CustomTabBar" listed a hundred repositories (truncated); the first twenty-five, looked at
    // in order, gave none: nineteen hold no SwiftUI app (Objective-C, UIKit tab bar
    // controllers, a React Native module, or no Swift at all: imwangxuesen's, ratulSharker's,
    // dangduycuong's, yataoli's, miaoxiaojie's, zhangqi02060227m's, SunHui-Candy's,
    // seamusapple's, FXiaobin's, githupchenqiang's, HuiYouHua's, ShawnFoo's, FMYang's,
    // drosenstark's, PZXforXcode's, aonuryilmaz's, TingTauren's, fanweifeng76's,
    // nileshkikani's), and the six SwiftUI apps among them (kaiserdem/CustomTabbar-swiftui-uikit,
    // DariusC9's and senilaconstantin's CustomTabBarNavigation, jcholuj/CustomTabBar,
    // MaksBelenko/CustomTabBar-SwiftUI, SwiftDomain/CustomTabBars) have no licence. With
    // twenty-five looked at, the rule stopped before "custom-tab-bar" and "TabBar": no app.
    // Round 35 took Exercism (the tenth draw's #142, left by round 33) and the second, fourth
    // and sixth passing entries of the eleventh held-out draw, as another session drew it
    // (HeldOut11/SELECTION.md, not opened here): Brain Marks (#241), Swiftagram's two example
    // apps (#280, a folder each) and Homescreen Quick Actions (#333); their schemas written
    // before the importer ran. The five (10 routes, 2 tabs) were met at 10 of 10 routes (1
    // wrong) and 2 of 2 tabs (0 wrong): Exercism's filter popover beside its button, a dialog
    // beside a control (read as a sheet, as every presentation but a field's is, and listed
    // as not read). Nothing else missed, so the round probed Exercism's own tab bar, written
    // as a TabView is (each pane marked by the project's `tabItem(for:)`, which sets a
    // preference the bar collects), at an app's root in a case of its own writing: not read.
    // Read now (`tabs-of-an-own-bar-told-by-preferences`), it would have given Exercism's
    // editor panes as the app's tabs, as a screen a route enum's switch builds through a
    // method (`.navigationDestination(for:destination: handleDestinationRoute)`) and the views
    // only it builds were not known as screens; known so
    // (`tab-views-inside-parts-of-screens-built-by-a-method`), Exercism keeps 0 tabs. Two more
    // own bars of the round's writing, a root showing the view its enum builds for itself
    // (`selected.view`) and one keeping every case's alive (`ForEach(AppTab.allCases) { tab in
    // tab.view.opacity(...) }`), were not read; they give a tab per case now, and so does a
    // third, showing its screens from an array it holds by the index its buttons set
    // (`screens[selected]`), a tab per element, and a fourth, stacking its pages with an `if`
    // each (`if selected == .feed { FeedView() }`, no `else`) or keeping them alive, shown
    // by their opacity (`FeedView().opacity(selected == .feed ? 1 : 0)`), a tab per case. The
    // seventy-two before them are unchanged, their imports byte for byte (670 of 671, 13
    // wrong; tabs 82 of 82); the seventy-seven score routes P 0.98 R 1.00 (682 of 683, 14
    // wrong; P 0.9799), tab F1 1.00 (84 of 84, 0 wrong). The precision floor is lowered to
    // 0.97, as round 29's was, for the one wrong route of a new app, no import having lost.
    // Round 36 sweeps tabs on apps outside every half, by a rule written before any result was
    // read: every repository of the smoke list (/tmp/smoke/repos.txt, 92 fetched repositories,
    // none in any half nor in the twelfth draw), in its order, whose import reports at least one
    // tab, or whose App root holds a `TabView` (grepped), is judged by reading its root view(s):
    // which tabs a careful reader takes the app to have, by this folder's conventions, against
    // those reported; wrong and missed tabs are tabled by repository with why, and the general
    // shapes behind them taught, most frequent first, each with a case of the round's writing.
    // Eleven of the list are development apps already (five met the rule, judged on their
    // whole trees), and eight have no Swift files fetched. Thirty-five were judged (four of
    // them folders of many apps, judged against the app whose tabs were read; the table is
    // /tmp/h/Q36-sweep.md): 81 tabs right, 3 wrong, 14 missed (P 0.96 R 0.85, F1 0.90). Three
    // shapes taught: a selection given as a binding built from a getter (`.init(get: {
    // store.state.currentTab }, set: ...)`: WorkoutWiz's 4 tabs missed), tags in `.searchScopes`
    // (SymbolGrid's whole tree: 2 wrong), an icon-only item set on an `Image` (a placeholder
    // tab: 1 wrong `image`). After them: 85 right, 0 wrong, 10 missed (P 1.00 R 0.89, F1 0.94);
    // no other of the 92 imports changed its tabs. Left, each seen once: a coordinator's root
    // built from its route enum whose TabView is a route's screen (3), a package's generic tab
    // view over a protocol's associated type (2), a TabView of one tab (1; one tab is `main`),
    // a UIKit tab enum's case carrying a value (1), placeholder tabs known only by their asset
    // images (3, now noted as not read). The seventy-seven development apps score as before.
    // Round 36 took the second, fourth and sixth passing entries of the twelfth held-out draw
    // (HeldOut12/SELECTION.md, not opened here): UDF Demo (#409), StonkScorer (#439) and
    // Covidcheck (#455), their schemas written before the importer ran. Met at 11 of 12 routes
    // (0 wrong) and 0 of 0 tabs: UDF Demo's rows link to `self.details(id:)`, a Text its view's
    // method builds, written as a route `details`; by this folder's convention a link to a
    // Text is SwiftUI's own view, no screen (jinxiansen-swiftui, swiftui-kit, the corpus's
    // `navigation-without-values`), so its schema was written again with none (a rule reading
    // it as a route was tried and dropped: it broke that case and a popover's tip). The eighty
    // score routes P 0.98 R 1.00 (693 of 694, 14 wrong; P 0.980), tab F1 1.00 (84 of 84, 0
    // wrong): the floors stay.
    // Round 37 taught a generic tab view of the project's own given its tabs' views by its
    // caller (`AppTabView<ShopListView: View, ...>` made as `AppTabView(shopListView:
    // ShopListView.init / { ... } / shopListView, ...)`): each tab shows the views given for
    // the property its content reads, called, held, or handed to the project's function that
    // tags it (`tab(content: shopListView, tab: .shops)`, read now too); a view given for
    // several tabs at once (offline, loading) is left out as a stand-in
    // (`tabs-of-a-wrapper-given-their-views-by-its-caller`). Seen in the sweep's
    // NativeAppTemplate and here in Emitron, whose tabs were right by name and showed no view:
    // before, neither's tabs held a route (15 and 5 routes open from every tab, no edges);
    // after, NativeAppTemplate's two hold 7 of its 15 (10 edges, its sign-in flow noted as
    // reached from no tab), Emitron's settings tab its settingsSelection and licenseDetail, as
    // its schema places them (3 edges), its contentDetail still the app's (three tabs push it).
    // Such a function's tabs are titled by what each call gives the parameter its item shows
    // (`text: Strings.shops`, `text: .library`; `tab-titles-given-to-a-tagging-function`):
    // Emitron's four now carry the titles its schema gives them, NativeAppTemplate's two theirs.
    // The sweep's tab figures are unchanged (85 right, 0 wrong, 10 missed: the shape's tabs
    // were named right), and no other of its 92 imports changed, byte for byte; nor did any
    // other of the eighty here, which score as before: routes P 0.98 R 1.00 (693 of 694, 14
    // wrong), tab F1 1.00 (84 of 84, 0 wrong).
    // Round 38 swept tabs on forty fresh public repositories, in the order a rule written before
    // any import named them (/tmp/h/Q38-sweep.md; code searches for tab views, own bars, pagers
    // and sidebars, then repository names holding `tabbar` and `tabview`; none of a SOURCE, a
    // SELECTION.md, docs/explore.md, the current draw's list or round 36's smoke list), judged
    // by reading each app's root: 74 tabs right, 9 wrong, 30 missed (P 0.89 R 0.71, F1 0.79)
    // before; 78 right, 1 wrong, 26 missed (P 0.99 R 0.75, F1 0.85) after three shapes, each
    // with its case: a bar of the project's own told its tabs by a preference, each view marked
    // by the project's modifier given the case as an implicit member (`.tabBarItem(tab: .home,
    // selection: $tabSelection)`, two repositories), is read as that case of the type the
    // modifier's parameter is declared with
    // (`tabs-of-an-own-bar-marked-by-a-modifier-given-an-implicit-case`); an enum named for tabs
    // is not guessed to be the tabs when every TabView is in a view only a preview builds
    // (`tab-named-enums-beside-only-unbuilt-tab-views`) or in a screen the app pushes or
    // presents (`tab-named-enums-beside-tab-views-of-pushed-screens`). Left: an app's tab view
    // shown by a cover or a push after an onboarding or a sign-up (two repositories; tabs inside
    // a presentation are not modelled), and five shapes seen once. No other of the 92 smoke
    // imports nor of the development imports changed, byte for byte. The round took two apps
    // the thirteenth draw left for development, their schemas written by reading before the
    // importer ran: Podcasts (albertopeam/Podcasts, SwiftUI's first beta: a TabbedView of one
    // item, so no tabs; 2 routes) and Beszel Companion (Loriage/Beszel-Swift-App: four iOS 18
    // tabs titled by localisation keys, 20 routes), met whole before and after: 22 of 22
    // routes, 4 of 4 tabs, none wrong. The eighty-two score routes P 0.98 R 1.00 (715 of 716,
    // 14 wrong; P 0.981), tab F1 1.00 (88 of 88, 0 wrong): the floors stay.
    // Round 39 took the fourteenth draw's development entries, four Mac apps of serhii-londar's
    // list (HeldOut14/SELECTION.md, not opened here), their schemas written by reading before
    // the importer ran: SpotMenu (#24), LinkLiar (#121), Pi Stats (#133, its macOS app) and
    // Maccy (#158). Windows are no routes and a settings window's panes no tabs, as this folder
    // had it; a settings window's sidebar was decided the same, its sections panes. Met at 3 of
    // 3 routes and 0 of 0 tabs, 5 wrong: SpotMenu's delegate hosts PreferencesView in an
    // NSWindow from `@objc func preferencesAction()`, whose split sidebar over
    // PreferencesSection was read as five routes. Taught: a settings window's sidebar chooses
    // panes, not routes (`settings-scene-sidebar-panes`), also in a window the app opens itself
    // through AppKit, a view hosted in a method or type named for settings or preferences
    // (`settings-window-an-app-opens-itself`; its TabView's panes too, in an AppKit-lifecycle
    // app's window controller: `settings-window-controller-panes`), neither split's columns
    // noted as unread. After: 3 of 3 routes, 0 wrong. The eighty-six
    // score routes P 0.98 R 1.00 (718 of 719, 14 wrong; P 0.981), tab F1 1.00 (88 of 88, 0
    // wrong): the floors stay.
    // Round 40 took round 38's largest group of missed tabs: the app's tab view shown behind a
    // presentation from its first flow (devConf's onboarding page covering the screen with
    // `TabViewTeste()`, Combin2's SignUpView pushing `TabViews()`), and swept for more by a rule
    // written before any import (/tmp/h/Q40-sweep.md: eight code searches for tab views behind
    // sign-in and onboarding, thirteen fresh repositories, the shape and its neighbours alike):
    // 26 tabs right, 0 wrong, 10 missed before; 35 right, 0 wrong, 1 missed after one rule: the
    // app's one TabView is its tabs when the view holding it is pushed or presented, without a
    // value, by the first flow's views, one named as a stage of the app's life (a sign-up, an
    // onboarding page, a login, a welcome); that view is no route, and the flow's screens stay
    // routes (`tabs-of-a-tab-view-a-sign-up-pushes`, `tabs-of-a-tab-view-an-onboarding-presents`;
    // a list pushing the one TabView's screen still gives its panes no tabs:
    // `tab-views-of-the-one-screen-a-list-pushes`); the flow before it is beside the tabs, as a
    // signed-out app's onboarding is, so the routes only it leads to hold no tab's edges back
    // (Combin2's person tab reads its four sheets). Round 38's forty: 87 right, 1 wrong, 17
    // missed (F1 0.91, from 0.85); only devConf and Combin2 changed. No smoke import nor any
    // development import changed, byte for byte, and the development half scores as before.
    // Round 41 took the fifteenth draw's development entries, Mac apps of the same list
    // (HeldOut15/SELECTION.md, not opened here), their schemas written by reading before the
    // importer ran: Plash (#240; a Window scene presenting one sheet, a Settings scene of
    // panes), ThenGenerator (#265; a NavigationView sidebar linking to 26 screens, 25 through
    // an enum's makeView() switch) and MiniSim (#282; an AppKit status menu, the Settings
    // package's window, whose panes present four sheets). SimpleLogin (#250) was read and
    // scored (1 of 1 route) but not added: its root licence is MIT, its files' headers the GPL
    // v3. Met whole before and after: 1 of 1, 26 of 26 and 4 of 4 routes, 0 of 0 tabs, none
    // wrong; nothing to teach from them. Taught instead, from a new-user review's Mac apps of
    // its own writing (each shape seen in public Mac apps by code search), each with its case
    // and a neighbour that does not change: a window scene titled or identified for settings
    // (`Window("Preferences", id: "prefs")`) is a settings window, its panes no tabs
    // (`settings-window-scene-titled-for-settings`; `tabs-of-a-root-named-for-settings`); a
    // settings window is beside the main one, no edge from the main root into the views only
    // it shows (`settings-pane-navigation-beside-the-main-window`; settings-window-panes'
    // recorded edge to its pane's sheet dropped;
    // `edges-of-a-settings-view-also-presented-as-a-sheet`); a view hosted through AppKit
    // whose own type is named for settings is a settings window's from any method
    // (`settings-window-hosted-from-a-method-of-any-name`;
    // `tabs-of-a-hosted-window-given-its-settings`). No smoke, sweep or development import
    // changed, byte for byte. The eighty-nine score routes P 0.98 R 1.00 (749 of 750, 14
    // wrong; P 0.982), tab F1 1.00 (88 of 88, 0 wrong): the floors stay.
    // Round 42 swept tabs again on repositories nobody had looked at, by a rule written before
    // any import (/tmp/h/Q42-sweep.md: the seventeenth draw's repositories excluded first, then
    // fourteen code searches for tab bars, own bars and sidebars and two name searches, 24
    // fresh repositories taken in the order found; five more of round 38's name search were
    // imported by mistake and struck): 75 tabs right, 0 wrong, 9 missed before (P 1.00 R 0.89,
    // F1 0.94). The shape seen twice: the scene's root shows the view holding the app's TabView
    // in a branch of its own (`if signedIn { ContentView1() }`, a switch over the app's state),
    // while a screen also pushes that view or a route's case builds it again, so it was read as
    // a pushed screen's panes. Taught: a TabView in a view the scene shows as its own content
    // (its body's, or a view's it so shows, through views alone, not as a link's destination, a
    // modal's content, a destination's arm or a settings window's pane) is the app's tabs, and
    // when its items gave them a link to it is no route
    // (`tabs-of-a-tab-view-the-scene-shows-and-a-route-builds`,
    // `tabs-of-a-tab-view-the-scene-shows-and-a-screen-pushes`; neighbours kept: a settings
    // window's TabView a link also pushes, `tab-views-of-a-settings-window-a-link-also-shows`,
    // and a coordinator's `build(route:)` the scene's stack shows, the smoke sweep's Contem).
    // Seen once, in one of the struck five (round 38 named it, its export failing then), and
    // simple: a bar of the app's own showing the view its enum builds by a method given
    // arguments, through values the root holds (`manager.selection.current.view(manager:
    // manager)`, `tabs-of-an-own-bar-showing-the-view-a-held-selections-mode-builds`). After: 81
    // right, 0 wrong, 3 missed (R 0.96, F1 0.98). Left: a one-case tab enum in an app refused
    // for no routes (1), and a TabView of string-tagged stacks without items (2: a stack names
    // no tab, as an image alone set on one does). Of every development, smoke and sweep import
    // only those three apps changed, byte for byte, and the development half scores as before.
    // Round 44 took the development entries of the sixteenth and eighteenth held-out draws
    // (HeldOut16/SELECTION.md and HeldOut18/SELECTION.md, not opened here), three more Mac apps,
    // their schemas written by reading before the importer ran: Applite (#287 of
    // serhii-londar's list; a NavigationSplitView whose sidebar tags a SidebarItem per row and
    // whose detail switches over it, 8 routes, and CaskSelectionSheet, 9), SaneSales (#299; the
    // macOS app, a bar of its own over four sections, its views shared with the iOS app, 7) and
    // Medio (#106 of jaywcjlove/awesome-mac; 1 sheet). Met at 9 of 9, 6 of 7 and 1 of 1 routes,
    // 4 of 4 tabs, 2 wrong. SaneSales' seventh, a sheet its settings' apiKeySheet(for:) builds
    // of SwiftUI's own views (a NavigationStack of an image, a SecureField and a toolbar), was
    // struck from its schema after that score by this folder's convention (Fabula's P112
    // cover, DailyVox's prompt: no view of the app's, no screen), the importer unchanged. Its 2
    // wrong: SettingsView shows the Mac settings view under `#if os(macOS)` and, under `#else`,
    // the iOS app's stack, whose feedback and licence-entry sheets were read as the Mac app's.
    // Taught: when the one @main type read is itself declared for some platforms only (`#if
    // os(macOS) @main struct SalesMacApp: App`, its iOS twin not given), the branches none of
    // them builds are blanked before the file is read, byte for byte, so that every place
    // reported stays put; a branch decided by anything but os(...) and one in a modifier chain
    // are read as before (`branches-of-other-platforms-in-a-mac-app`). SaneSales' tabs are now
    // read from its own bar, its iOS TabView gone. After: 9 of 9, 6 of 6 and 1 of 1, none
    // wrong. No other development, smoke or sweep import changed, byte for byte (none other
    // declares its @main type so). The ninety-two score routes P 0.98 R 1.00 (765 of 766, 14
    // wrong; 16 wrong before the rule), tab F1 1.00 (92 of 92, 0 wrong): the floors stay.
    // Round 45 took the development entries of the sixteenth to eighteenth draws not taken by
    // round 44, their schemas written by reading before the importer ran: AxePlayground (the
    // eighteenth's #84, AXe's iOS playground), SSH Keys Manager (#114) and WiFi Lens (#137,
    // its open-source edition), from awesome-mac, and ImageIOSwift's SwiftUI example (the
    // seventeenth's #32, its iOS app). Windows read as round 39's: WiFi Lens's main window is
    // a NavigationSplitView whose sidebar selects a page, so each page is a route (as
    // pull-to-refresh-sample's), its Settings page one of them; SSH Keys Manager's Settings is
    // a tab of its own bar in the main window, the app having no settings window. Met at 30 of
    // 50 routes (7 wrong) and 0 of 3 tabs (2 wrong): AxePlayground's stack keyed by `String`,
    // whose destination hands the name to a method switching over the literals (`case
    // "tap-test": TapTestView()`), was one route `string` (20 missed), and TabViewTestView's
    // panes, a pushed screen not seen as one, its tabs; SSH Keys Manager's bar of its own
    // switches in a view private to its file (`private struct SelectedTabContentView`), whose
    // switch was looked for under its type's name where the scene's views list it under its
    // file's. Taught, each with its case: a view-mode switch in a private view is found
    // (`view-modes-switched-in-a-private-view`), and, lest WiFi Lens's private root read its
    // split's pages as tabs, an enum a split's sidebar selects is never view modes, its pages
    // kept alive by opacity too (`split-sidebar-pages-in-a-private-view`, a neighbour that
    // does not change); a destination keyed by `String` whose content, or the method it hands
    // the string to, switches over literals gives a route per literal's screen, named after
    // its view, pushed from the registering view (`screens-named-by-strings`; the shape seen
    // in other apps by code search: a game's, a flight search's, a health log's). After: 50 of
    // 50 routes, 6 wrong, 3 of 3 tabs, 0 wrong. Left: SSH Keys Manager's sort and filter
    // popovers beside their buttons (2, read as sheets as every presentation is) and its two
    // enums' `delete` cases (1: the importer names the second `sshKeyDetailSheetDelete`, the
    // schema one `delete` for both), WiFi Lens's DEBUG-only pages (3: a case inside `#if` is
    // imported whatever the condition). ImageIOSwift was met whole. Of every development,
    // smoke and sweep import only SSH Keys Manager, AxePlayground and the third sweep's
    // ForestFlow changed, byte for byte: ForestFlow's settings tab, whose String stack was
    // one route `string`, now has its three screens (rateTypes, remarks, woodTypes) and their
    // 7 edges; its fourth name, "ForestOwner", reaches the `default:` arm's ForestOwnersView,
    // which is not read (a default arm is an unknown name's, as AxePlayground's Text is).
    // The ninety-three score routes P 0.98 R 1.00 (799 of 800, 20 wrong; P 0.976), tab F1 1.00
    // (91 of 91, 0 wrong): the floors stay.
    // Round 46 took the nineteenth draw's development entries, Mac apps (HeldOut19/SELECTION.md,
    // not opened here), their schemas written by reading before the importer ran: Berthly (#163;
    // a split whose sidebar selects six sections, a detail pane beside each list, 15 sheets),
    // ItsPaint (#218; no App: a document window's NSHostingController, 3 sheets), Reframed
    // (#242; a menu bar app whose capture toolbar's settings popover and editor's export sheet
    // are its routes, its other popovers dialogs beside their controls) and ClawdHome (#269; a
    // split of eleven sections, eight windows by openWindow, 27 sheets). Two names were
    // corrected to the folder's convention after the importer ran, said so in each schema: an
    // enum's cases whose switch shows their screens are named by the cases (Berthly's
    // ComputeItem, ClawdHome's ToolSheet). Met at 58 of 69 routes (10 wrong) and 7 wrong tabs:
    // Berthly's sections read as view modes (its detail's switch is in a property inside a
    // GeometryReader, an HStack and a gate view given it as a closure), ClawdHome's sheet enum
    // and Berthly's content list's selection made one-tab splits, and Reframed's and ItsPaint's
    // popovers of views named as popovers were routes. Taught, each seen in other apps by code
    // search: a split's detail column whose switch over the selection is wrapped in views laying
    // it out, or in a property it names inside them, shows each case's screen
    // (`sidebar-selection-detailed-inside-wrappers`); an enum only presented, or only selected in
    // a list beside the sidebar with no stack pushing it, is no detail column's
    // (`split-details-without-pushed-enums`); a popover showing a view made for a popover and
    // named so is a dialog beside its control (`popovers-of-views-made-for-popovers`). After:
    // 64 of 69 routes, 1 wrong, no wrong tab. Left: Berthly's image, volume and network details
    // shown beside their lists for a selected id (3), ClawdHome's two sheets whose content is a
    // title bar over a view of the project's built in place (2) and its DEBUG build's sheet (1
    // wrong). The ninety-three score routes P 0.98 R 0.99 (813 of 819, 15 wrong; P 0.982, R
    // 0.993), tab F1 1.00 (88 of 88, 0 wrong): the floors stay. Of the development, smoke and
    // sweep imports naming a NavigationSplitView or a popover (24 and 25; the rules' code runs on
    // nothing else), compared byte for byte, only the four and the smoke list's Loadle changed:
    // its router's SheetDestination, presented as sheets and covers and never pushed, had been
    // its split's detail column beside PathDestination's; now they are its sheets and covers and
    // the split a plain tab (31 edges read).
    // Rounds 44 to 46 were developed side by side and merged with the lead's mends (the
    // settings-window leftovers of the last review, a Mac-only settings TabView, a `Window`
    // scene beside the main one, splits switching inside their stacks or middle column, a
    // split's presented enum). Merged, one clash: round 45's switch found in a private view
    // read Berthly's container detail's panes (a private content view's segmented picker,
    // shown beside the list for the row selected) as the app's three tabs; a view named for
    // an item's detail now switches between that item's panes, not the app's modes
    // (`panes-of-an-items-detail-in-a-private-view`). The hundred then score routes P 0.98
    // R 0.99 (879 of 885, 19 wrong), tab F1 1.00 (95 of 95, none wrong): the floors stay.
    // The lead, the next session: the app read is a release build, so a `#if DEBUG` branch is
    // not read and a note names what navigation it held (`debug-builds-own-screens`), in a
    // modifier chain too, where the whole directive goes but for the clause compiled; an `#if`
    // of which no clause is compiled goes whole, which an empty one between a switch's cases
    // had made the case before's statement (WiFi Lens's settings page had lost its title so in
    // the intermediate build). WiFi Lens's three debug pages and ClawdHome's debug sheet are no
    // longer routes: 879 of 885, 15 wrong. Two more, from the last review's leftovers, each
    // with a case: a sheet presented for an item (no enum) whose content builds none of the
    // app's views is noted, where it was dropped in silence (`sheets-of-items-showing-swiftui-
    // views`); a window group written after the main window with an id or a value's type is a
    // window of its own, as a `Window` scene there is (`window-groups-of-their-own-laying-out-
    // panes`). Of the development, smoke and sweep imports only notes changed by them.
    // Round 47 took the twentieth draw's development entries, Mac apps of jaywcjlove/awesome-mac
    // (HeldOut20/SELECTION.md, not opened here), their schemas written by reading before the
    // importer ran: Cursor Voice (a menu bar app: a MenuBarExtra of menu style, AppKit panels
    // and windows hosting its orb, sign-in gate, intro and tour, a Settings scene of six panes;
    // no routes, no tabs, its import refused for none, as SpotMenu's and Maccy's are) and LingShu
    // (a bar of its own over five AppSurface cases switched over by its root, the settings
    // surface a pane of the main window laying out panes of its own; twelve sheets, named after
    // their views or, for two item enums, their cases). Met at 0 of 0 and 12 of 12 routes, 5 of 5
    // tabs, 2 wrong: the popovers LingShu's top bar opens beside its readouts. Taught, seen in
    // other apps by code search (SourcesPopoverContent, MovePopoverContent, PopoverContentView
    // given to `.popover`): a popover showing the content the project made for it and named so is
    // a dialog beside its control, as ColourPopover is; ReportContent is still a screen
    // (`popover-contents-named-for-popovers`, a80bb15). After: 12 of 12, 1 wrong, left: the brain
    // score chip's popover of LingShuBrainScoreDetail, named as any detail is (Fabula's
    // PopoverDetailView is a route). One mend of the edges, with its case: a screen's own panes,
    // switched over an enum no route is of, were taken for routes' screens the walk stops at, so
    // their taps were not the screen's, and its tab's edges, then every tab's, were not imported
    // (`edges-of-panes-a-tab-switches-between`; LingShu's settings surface now reads its five
    // sheets, and four view-mode cases whose root switches over a layout, a data state, the
    // app's life or a mode nothing changes read their root's taps, their schemas written again).
    // Left: LingShu's terminal's `history.append(cmd)` of a trimmed String, listed as not read
    // (its type is a Foundation method's result), keeping its chat and thread tabs' taps unread
    // (read as the `[String]`'s element, it also read an unknown method's result appended onto a
    // stack path, `pushes-of-method-results`, as a push; confined to arrays of a type no
    // destination takes, it left every tap read and so LingShu without edges: tried and
    // dropped); the sheets its root presents over the tabs by state are led to by no tap, which
    // drops every tab's edges once no tap is left unread. Of the 277 development, smoke and
    // sweep imports, compared byte for byte with the round's first build, only LingShu lost a
    // route (the popover's) and seven changed their edges alone, reading taps they had not
    // (8cc79b0): ClawdHome 24 to 29, Emitron's library, downloads and tutorials tabs, Enchanted,
    // Indie Apps, and the smoke list's nio, ProjectSUICoordinator and Router; no route, tab or
    // other report line changed. The hundred and two score routes P 0.98 R 0.99 (891 of 897, 20
    // wrong; 21 before the rule), tab F1 1.00 (100 of 100, 0 wrong): the floors stay.
    // Round 48 took the twentieth draw's development entries, Mac apps of jaywcjlove/awesome-mac
    // (HeldOut20/SELECTION.md, not opened here), their schemas written by reading before the
    // importer ran: Warden (an AI chat client: a split whose sidebar chooses a chat or a project,
    // its detail column a private view given the selections as bindings that shows the chat,
    // the project's summary or the project being edited, 3 routes; 7 sheets, two of them
    // presented from the settings window it opens through AppKit) and Marker Data (a split of
    // eight sections, the onboarding and a profile sheet; the uninstaller and the workflow
    // extension not kept). Windows read as round 39's. Met at 17 of 20 routes (8 wrong), 0 of 0
    // tabs, Marker Data whole: Warden's settings sidebar, a view of its own the settings split
    // builds (and an earlier take of the window built only by its preview builds too), gave
    // PreferencesTabs' six sections as routes; its model selector's popover content was a sheet;
    // its detail's three screens were missed. Taught, each seen in other apps by code search:
    // the views only a settings window's panes build are the window's, their sidebars' sections
    // no routes and their switches no view modes, a view only previews build building nothing
    // the app shows (`settings-sidebar-in-a-view-of-its-own`,
    // `settings-sidebar-also-built-by-a-preview-only-view`); a popover of a view named as a
    // popover's content is a dialog beside its control (`popovers-of-popover-contents`); a split's
    // detail column that is a view of the project's own, given the sidebar's selections as
    // bindings, shows a route for each selection a branch of its `if` chain unwraps, either
    // column written as a property of the split's view
    // (`split-details-of-a-detail-view-given-the-selections`). After: 20 of 20, 1 wrong (the
    // persona picker, a popover of a view named as a selector beside its button, read as a
    // sheet). Of every development, smoke and sweep import only Warden's changed, byte for byte,
    // after each rule. The hundred and two score routes P 0.98 R 0.99 (899 of 905, 20 wrong; 27
    // wrong before the rules), tab F1 1.00 (95 of 95, 0 wrong): the floors stay.
    // Round 49 looked for the tabs the importer reads in Mac apps where their readers see none
    // (no development app had shown it), in serhii-londar's list as /tmp/h/mac2-cands.txt
    // left it (entries 1 to 117, every app already used and every entry a later draw may reach
    // removed), taking in order the first with a SwiftUI root and a TabView or a pane switch
    // outside a settings scene, under a permissive licence: of the 117, only AuroraEditor (#83,
    // MIT) passed (most are AppKit; Privacy Redirect, Swiftcord, redis-pro and JustTags are GPL;
    // DevLint, GitBlamePR, Clendar, Chime, nef and Gifski hold no such shape). Its schema,
    // written by reading before the importer ran: an AppKit document window of three hosted
    // SwiftUI columns, the navigator's and the inspector's icon bars choosing their column's
    // pane by an index (`switch selection { case 0: FileInspectorView(...) ... }`), as the
    // About window's detail and the status drawer do, all panes; the editor showing the
    // selected tab's item (TabBarItemID's six cases, routes named after them); a pushed
    // workflow's jobs, the quick-open panel's preview, 19 sheets; no tabs. Met at 21 of 27
    // routes, 2 wrong, no tabs: AppKit hosts its columns, which the importer does not reach,
    // so they gave no tabs, but written with SwiftUI's splits the same window gave them
    // (probes of the round's own: an HSplitView's navigator column its two panes, a
    // NavigationSplitView's sidebar switching its own its three). Taught, each seen in other
    // apps by code search (CodeEdit's and macAppBoilerplate's InspectorSidebar and
    // NavigatorSidebar, CodeEdit's EditorTabID), each with its case: a switch over a selection
    // a view holds itself (`@State`) in a view a split lays out as a column beside another of
    // the project's views chooses that column's panes, not the app's modes (ebe4247,
    // `panes-of-split-columns-chosen-by-their-own-bars`; a column switching over a mode the
    // bar beside sets keeps its tabs, `tabs-of-a-split-column-switched-by-its-neighbour`);
    // a view's own method given the selection that switches over an enum whose cases carry
    // the item shows a route per case (71f4788, `screens-of-the-selected-editor-tabs-item`;
    // a method given each of a list's elements builds cells). After: 27 of 27, 2 wrong
    // (GitCloneView's progress and error sheets by item, dialogs to its reader, read as the
    // enum's cases are). Left: a TabView written in place as a sheet's, a popover's or an
    // inspector's content gives the app tabs and a sheet named `tab`, and one in a split's
    // column the app tabs (probes only; no public app seen writing them so); an HStack of
    // columns is not read as a split. Of the 280 development, smoke and sweep imports,
    // compared byte for byte with the round's first build, only AuroraEditor's changed. The
    // hundred and five score routes P 0.98 R 0.99 (938 of 944, 19 wrong; 932 before the
    // rules), tab F1 1.00 (100 of 100, 0 wrong): the floors stay.
    // Round 50 looked at Mac routes, going down the Swift entries 118 to 234 of serhii-londar's
    // list left after every used app and every entry a later held-out draw may reach were
    // struck (/tmp/h/mac2-cands.txt), in order: of those read (to #180, and the likeliest
    // after) none with a SwiftUI route has a licence this folder takes (AppKit alone, or GPL,
    // CC BY-NC-SA, PolyForm Shield). It took the first three with a SwiftUI root or host, their
    // schemas written by reading before the importer ran, menu bar apps with no routes and no
    // tabs, as SpotMenu and Maccy: DatWeatherDoe (#120; a MenuBarExtra panel of one screen), eul
    // (#122; AppKit status items, and a settings window the delegate makes as the app launches,
    // its sidebar rows setting the section its pane shows) and Pika (#131; a colour picker in an
    // AppKit window or a status item's popover, its About, Help, Preferences and splash windows
    // AppKit's). Met at 0 of 0 routes, 0 of 0 tabs, 3 wrong: eul's three sections were the app's
    // tabs, a switch of its top level, as the Mac held-out halves' mistake is. Taught, seen in
    // other apps by code search (windows saved as "Preferences", titled "… Preferences"): a
    // view given to a window the same function titles, or saves the frame of, under a name for
    // settings or preferences is that settings window's, made as the app launches too, and a
    // local given to the host below a modifier is the view it holds
    // (`settings-window-titled-so-made-at-launch`). After: 0 of 0, none wrong. The hundred and
    // seven score routes P 0.98 R 0.99 (911 of 917, 17 wrong), tab F1 1.00 (100 of 100, 0 wrong;
    // 3 wrong before the rule, under the floor): the floors stay.
    // Round 51 took two development entries of the twenty-first held-out draw, Mac apps
    // (HeldOut21/SELECTION.md, not opened here), their schemas written by reading before the
    // importer ran: Petrichor (a music player: a bar of its own over Sections' four cases in
    // the toolbar, each section's view shown by an `if` or kept alive by its opacity, so four
    // tabs; a detail overlay switched over HomeDetailTarget, a panel beside the content switched
    // over RightSidebarContent, seven sheets, the settings a sheet of its own panes) and Segue
    // (a playout app of one window presenting its track editor; its help a Window). Segue's
    // keyboard shortcuts and play log sheets, built by properties of SwiftUI's own views, were
    // first written as routes and corrected to the folder's convention after the importer ran
    // (ClawdHome's delete confirmation, Marker Data's add and rename sheets: no screens). Met at
    // 8 of 13 routes (1 wrong) and 4 of 4 tabs: Petrichor's settings pane calls a help button of
    // its own that passes its flag on to `.popover`, and its call showing SupportedFormatsPopover
    // was a sheet. Taught, seen in another app by code search (Xferro's `.xfPopover(isPresented:
    // $showingBranchOptions) { BranchMenuPopover(...) }`, a ViewModifier's, read so too): a call
    // of the project's own function passing its flag to `.popover`, showing a view made for a
    // popover and named so, is a dialog beside its control, as that popover written in place
    // is; a call of it showing a view named otherwise is still a sheet, the report saying the
    // function forwards to `.popover` (`popovers-through-a-wrapper-of-views-made-for-popovers`).
    // After: 8 of 13, 0 wrong, 4 of 4 tabs. Left: Petrichor's detail overlay (entity,
    // playlist: `if let detail = homeDetail { detailOverlay(for: detail) }`, a method switching
    // over the enum) and its side panel (queue, trackDetail, lyrics: a switch over an enum with
    // a `none` case, given to a split view of the project's own), 5 routes: screens
    // shown in place for a value outside a NavigationSplitView, which no rule reads, and a
    // panel of an enum that another music app (HiFidelity's RightPanelTab) writes as a panel's
    // own tabs, so which reading is general is not clear from two apps. Voxt, the draw's third,
    // was not taken (303 Swift files, its main window an NSWindow hosting SettingsView, whose
    // tabs are the app's or a settings window's panes: a reading to decide before its schema).
    // Of every development, smoke and sweep import naming a popover (39; the rule's code runs
    // on nothing else), compared byte for byte, only Petrichor's changed. The hundred and six
    // score routes P 0.98 R 0.99 (919 of 930, 17 wrong; R 0.988), tab F1 1.00 (104 of 104, 0
    // wrong): the recall floor is lowered to 0.98, as round 35 lowered the precision floor, for
    // a new app's misses, no import having lost a route.
    // Round 52 took the twenty-first held-out draw's remaining development entries, Mac apps
    // (HeldOut21/SELECTION.md, not opened here), their schemas written by reading before the
    // importer ran: ClearanceKit (a menu bar accessory's one Window, a NavigationSplitView whose
    // sidebar tags SidebarItem's fourteen cases, each a route, and fourteen sheets) and Voxt
    // (Apache-2.0; its one window an NSWindow hosting SettingsView, whose sidebar's panes are a
    // settings window's, no tabs even as the app's only window, and thirteen sheets of the
    // panes', the app's). Met at 38 of 41 routes (20 wrong), no tabs, none wrong: a sheet by
    // item over an enum whose content is one view of the project's given the item
    // (ClearanceKit's `.sheet(item: $pendingExtensionAction) { action in
    // JailBreakWarningView(action: action, ...) }`, its process picker's five targets, Voxt's
    // FeatureModelSelectorDialog for nine) gave a route per case and none for the view. Taught,
    // seen in other apps by code search (`.sheet(item: $pendingAction) { action in
    // ConfirmationSheet(action: action) ... }`, ServerActionConfirmSheet, InlineEditSheet): an
    // item of plain cases every presentation of which shows one and the same view of the
    // project's is that view's one route, the item its parameter; not when a case carries a
    // value (Ling Shu's `importing(URL)`, read per case), the content chooses by the item, a
    // method builds it, a case key path shows a case, or a switch over the enum elsewhere
    // builds views (`one-view-shown-for-every-case-of-an-item`; the corpus case
    // `split-detail-switch-inside-its-stack`'s export sheet, ExportView given either format,
    // is now one route, its expectation changed so). After: 40 of 41, 4 wrong. Left: Voxt's
    // App Enhancement sheets by a method switching over AppBranchModal, whose createGroup and
    // editGroup (one case label) and addURLs and editURL build one view each (2 wrong: cases of
    // one enum sharing a screen are not merged); its dictionary term's sheet built in place by
    // a method (create, edit: 2 wrong, no screen to its reader); its onboarding's
    // PermissionsSettingsView shown as a sheet in a ScrollView, not read, as a settings pane's
    // view is dropped (1 missed). Of every development, smoke and sweep import, compared byte
    // for byte with the round's first build, only ClearanceKit's, Voxt's and the smoke copy of
    // PotatoGame changed (its settings' KeyboardBindingCaptureView, given a GameInputAction: three
    // sheets named by the cases before, now keyboardBindingCapture, as the development
    // potato-game's schema reads that sheet). The
    // hundred and twelve score routes P 0.98 R 0.99 (986 of 998, 23 wrong; 984, 39 wrong
    // before the rule), tab F1 1.00 (104 of 104, 0 wrong): the floors stay. Rounds 49 to 52
    // merged with the lead's mends of the same session (a release-only route case, a debug
    // push's note, a TabView written in place as what a presentation shows, which changed no
    // development, smoke or sweep import), the hundred and twelve score as round 52 says.
    // Round 53 went down the round-53 list (serhii-londar's Swift-only entries not in the
    // corpus) from #146: of #146 to #245 (#192 on also gone through by round 54, which had
    // taken them first; none passed for either) one passed, Clendar (#166, MIT: an iOS calendar,
    // also a Catalyst app), its schema written by reading before the importer ran: one screen,
    // a NavigationSplitView with an empty detail, whose add button's sheet shows QuickEventView
    // or NewEventView by a setting (two routes), whose menu presents the UIKit settings through
    // a representable, whose rows push EventViewer and present the event editor (by item, and
    // by a flag from the viewer: one route), and whose UIKit settings present ClendarPlusView and
    // SiriShortcutsView in hosting controllers: 7 routes, no tabs. Met at 7 of 7, none wrong,
    // no tab: nothing to teach from it. With the time left, a shape round 46 left was taught,
    // seen written in other apps by code search (a settings sheet's `VStack(spacing: 0) {
    // HStack { Text("Settings"); Spacer(); Button("Done") { dismiss() } }; Divider();
    // SettingsView() }`): a presentation by a flag whose content lays a title bar of SwiftUI's
    // own views over one view of the project's, in place or by a property of the view, shows
    // that view; only when it is the stack's last (or the one view of a ScrollView or Group
    // there), every view above it SwiftUI's own, and it is given no views to lay out (a card of
    // controls is no screen; a closure called back is no content)
    // (`title-bar-over-a-presented-view`). ClawdHome's two such sheets are found (36 to 38 of
    // 38). Of the 430 development and corpus imports compared byte for byte, only ClawdHome's
    // and the new case's changed. The hundred and thirteen score routes P 0.98 R 0.99 (995 of
    // 1005, 23 wrong; 993 before the rule), tab F1 1.00 (104 of 104, 0 wrong): the floors stay.
    // Round 54 went up jaywcjlove/awesome-swift-macos-apps from its end (#1026, README.md at
    // 89bd285e8302, entries in order, each repository once; entries marked `corpus` or
    // `awesome-mac/serhii` skipped unopened) and took the first two that
    // passed, Mac apps, their schemas written by reading before the importer ran: Sxitch (#1006,
    // Apache-2.0: an app switcher whose AppDelegate hosts ContentView in a floating NSPanel, the
    // root; WindowPickerView shown in its place for a chosen app's windows, a route; a Settings
    // TabView of five panes, no tabs, whose Modes pane presents ModeEditorView) and AutoPrompter
    // (#937, MIT: a teleprompter's one window presenting DraftSessionView, SettingsView, its own
    // sidebar's panes no tabs, and AboutView). Met at 4 of 5 routes, 1 wrong, no tabs: Sxitch's
    // SF Symbol picker, a popover beside its button, read as a sheet (as Telemetry Viewer's
    // date-interval picker was, 1 wrong since it came). Taught, seen in other apps by code
    // search (`.popover(isPresented: $isShowingSymbolPicker) { SymbolPicker(symbol: $name) }`,
    // `.popover(isPresented: $showSymbolPicker, arrowEdge: .bottom) { SymbolPickerView(...) {
    // symbol in ... } }`): a popover showing a view named as a picker is a value chosen for the
    // control it is anchored on, a dialog beside it with a note, no route; only a popover's, a
    // picker shown as a sheet or pushed stays a route (`pickers-shown-in-popovers`). Left:
    // Sxitch's in-place WindowPickerView (`if let drillApp = appState.drillDownApp {
    // WindowPickerView(...) } else { ... }` in the hosted root's view-building property: 1
    // missed), a screen shown in place for an optional value, as Petrichor's detail overlay is,
    // not read; Exercism's and Ling Shu's popovers of views named otherwise (FilterTableView,
    // LingShuBrainScoreDetail), dialogs to their readers, still sheets. Of every development
    // import and corpus case, compared byte for byte with the round's first build, only Sxitch's,
    // Telemetry Viewer's and the new case's changed. The hundred and fourteen score routes P
    // 0.98 R 0.99 (990 of 1003, 22 wrong; 24 wrong with the two apps before the rule), tab F1
    // 1.00 (104 of 104, 0 wrong): the floors stay.
    // Round 55 took two development entries of the twenty-second held-out draw, Mac apps
    // (HeldOut22/SELECTION.md's split, no held-out app opened), their schemas written by reading
    // before the importer ran: Santa (Apache-2.0; the one SwiftUI App is its SNTTestGUI
    // target's, a Window whose TabView holds five titled tabs, each opening one of the Santa
    // GUI's dialogs in an NSWindow, whose More Details sheets are the app's two routes) and
    // Nimclip (Apache-2.0; a @main enum's app delegate hosting the root in a status item's
    // NSPopover, its history and favourites buttons filtering one list, no tabs; two sheets, and
    // two popovers of the settings window's about pane, views of their own). Met whole: 6 of 6
    // routes, 5 of 5 tabs, none wrong. Then one of round 52's leftovers was taught, seen in other
    // apps by code search (`case .add, .edit: PresetEditSheet(mode: mode)` in a sheet's switch):
    // cases of one enum a switch shows in one arm by one view of the project's, one without a
    // value and one with (Voxt's `case .createGroup, .editGroup: GroupEditorSheet(...)` over
    // `createGroup` and `editGroup(UUID)`), are one route, named by the case declared first, a
    // tap on either leading to it (`cases-shown-in-one-arm`); plain cases sharing an arm (the
    // corpus case destinations-of-enums-never-made's privacy and terms), cases all carrying
    // values, an arm building several views, separate arms of one view and `default:` stay
    // apart. Of every development and corpus import, compared byte for byte with the round's
    // first build, only Voxt's (editGroup no longer a wrong route) and the new case changed. The
    // hundred and fourteen score routes P 0.98 R 0.99 (992 of 1004, 22 wrong; 23 wrong before
    // the rule), tab F1 1.00 (109 of 109, 0 wrong): the floors stay.
    // Round 56 took the twenty-second held-out draw's development entries, Mac apps
    // (HeldOut22/SELECTION.md, not opened here), their schemas written by reading before the
    // importer ran: Pesty (an AppKit lifecycle; its root BarView hosted in an NSPanel, its
    // pinboard pills a filter of one strip, its preview and settings NSWindows, the settings a
    // TabView of panes: no routes, no tabs) and Tactile (a MenuBarExtra's menu; its settings an
    // NSWindow hosting a NavigationSplitView of thirteen panes, no tabs, whose Haptic Studio,
    // Sound and waveform control present three sheets, the app's). Both were met whole as the
    // importer stood (Pesty: nothing imported, nothing expected; Tactile: 3 of 3 routes, none
    // wrong), so no shape was taught and no import changed. The hundred and fourteen score
    // routes P 0.98 R 0.99 (989 of 1001, 23 wrong), tab F1 1.00 (104 of 104, 0 wrong): the
    // floors stay.
    // Round 57 took the twenty-third held-out draw's development entries, Mac apps
    // (HeldOut23/SELECTION.md, not opened here), their schemas written by reading before the
    // importer ran: MacSift (a disk cleaner of one window, a NavigationSplitView whose
    // sidebar's categories filter one file list; DuplicatesListView shown in place by the
    // sidebar's Duplicates row, ExpandedGroupView in place for the group the inspector
    // expands, the inspector and the cleaning preview: four routes) and AppPorts (Apache-2.0;
    // a bar of its own over MainTab's three cases, each tab's view shown by an `if` chain, so
    // three tabs, and three sheets; the data tab's second bar its panes, the update prompt
    // built in place). Met at 5 of 7 routes, 3 of 3 tabs, none wrong: MacSift's `else if let
    // expanded = expandedGroup { ExpandedGroupView(group: expanded, ..., onClose: {
    // expandedGroup = nil }) } else { FileListSection(...) }` was not read. Taught, seen in
    // other apps by code search (`if let capability = selectedCapability {
    // CapabilityDetailView(..., onBack: { selectedCapability = nil }) } else { cardGrid }`,
    // producer, voting and goal detail views written so): a view of the project's shown in
    // place of a view's content for an optional value, given a closure that only clears it, is
    // a route for that value, a push without a stack; not a panel beside the content (an `if
    // let` with no `else`), a closure that does more (Warden's MCP agent detail, whose onDelete
    // deletes, then clears: a first draft read it, 1 wrong, and was narrowed so), or a root
    // switched on a value with no way back (`screens-shown-in-place-with-a-way-back`). After: 6
    // of 7, 0 wrong. Left: MacSift's DuplicatesListView, shown in place by a Bool the
    // sidebar's button sets (`if showDuplicates { DuplicatesListView(...) } else if ...`): a
    // flag shown in place is as often a mode (editing, loading), and telling a screen the
    // sidebar chooses from one needs the flag followed into the sidebar's properties, which
    // one app does not show to be general. Of every development import and corpus case (431),
    // compared byte for byte with the round's first build, only MacSift's and the new case's
    // changed. The hundred and fourteen score routes P 0.98 R 0.99 (992 of 1005, 23 wrong; 991
    // before the rule), tab F1 1.00 (107 of 107, 0 wrong): the floors stay.
    // Round 58 took the twenty-third held-out draw's development entries, Mac menu bar apps
    // (HeldOut23/SELECTION.md, not opened here), their schemas written by reading before the
    // importer ran: Keyboard Cowboy (zenangst/KeyboardCowboy, MIT; 39 of the main app's files:
    // its main window an NSWindow its MainWindow class hosts MainView in, a three-column split
    // whose detail switches over a published DetailViewState, a workflow's editor or several
    // selected, two routes named by the cases, and two popovers of views not named for
    // popovers, sheets; its group and new command windows AppKit windows, its Settings scene's
    // TabView a settings window's panes) and ShortcutCycle (xcv58/ShortcutCycle, MIT: a
    // window-style MenuBarExtra, the root, and a Window of settings panes whose General pane
    // presents the backup browser, one sheet). Met at 3 of 5 routes (0 wrong) and 3 wrong tabs,
    // ShortcutCycle whole: Keyboard Cowboy's Settings scene, built by a method of the App
    // (`private func settings() -> some Scene { Settings { SettingsView() } }`), was not read as
    // the settings window, so its TabView's panes were the app's tabs. Taught, seen in other
    // apps by code search (`func settingsScene() -> some Scene { Settings { ... } }`, `private
    // func makeSettingsScene() -> some Scene`): a scene written in a property or method typed
    // `some Scene` is a scene as one in the body is (`settings-scene-a-method-of-the-app-builds`);
    // and, which that unmasked (NewCommandView's switch over its fourteen kinds of command, in
    // the window NewCommandWindow, an NSWindowDelegate of the project's, opens, read as view
    // modes), the views a class of a SwiftUI app's that is a window's delegate or controller,
    // or a window or panel of its own, builds are that window's, no part of the scene's top
    // level: their switches are its panes, not the app's tabs
    // (`panes-of-a-window-an-apps-class-opens`; an app without a SwiftUI App keeps its windows
    // as where it starts). After: 3 of 5, 0 wrong, no tabs. Left: the detail column's two
    // screens, chosen through the project's own selection managers and coordinators and a
    // published state enum whose cases carry view models (no List(selection:), nothing a rule
    // can tell from a view's data states). Of every development and corpus import compared byte
    // for byte, only Keyboard Cowboy's and the two new cases changed. The hundred and fourteen
    // score routes P 0.98 R 0.99 (989 of 1003, 23 wrong), tab F1 1.00 (104 of 104, 0 wrong; 3
    // wrong before the rules): the floors stay.
    // Rounds 53 to 58 merged, the hundred and twenty-three score routes P 0.98 R 0.99 (1017 of
    // 1031, 21 wrong), tab F1 1.00 (112 of 112, 0 wrong): the floors stay.
    // Round 59 went up jaywcjlove's awesome-swift-macos-apps list from #929 (round 54's way,
    // entries marked corpus or awesome-mac/serhii skipped unopened) and took the first two that
    // passed, Mac apps, their schemas written by reading before the importer ran: Quitty
    // (iad1tya/Quitty, MIT, #926: a system cleaner whose Window scene shows a NavigationSplitView
    // over fifteen SidebarItem cases, fifteen routes named by the cases, the scheduler's add-task
    // sheet; a Settings scene's TabView of four panes, no tabs) and OpenDisk (137137137/OpenDisk,
    // MIT, #922: a disk analyser's NavigationStack(path:) keyed by DeviceInfo, one route named
    // after the type, and the collector's Quick Look sheet; its model DeviceInfo kept, as
    // Beszel's keyed models are, so the type is known as the sources'). Met at 18 of 18 routes,
    // 0 wrong, no tabs: nothing to teach from them. Left: Quitty's split is imported as a plain
    // tab, its sidebar's rows read as no taps, so no edges (not scored). The hundred and
    // twenty-five score routes P 0.98 R 0.99 (1035 of 1049, 21 wrong), tab F1 1.00 (112 of 112,
    // 0 wrong): the floors stay.
    // Round 60 went up jaywcjlove/awesome-swift-macos-apps from #800 (README.md at 89bd285e8302,
    // entries in order, each repository once; /tmp/h/taken60.txt lists those opened): #800 to
    // #786 and #782 to #772 were skipped (no licence, GPL, AGPL or all rights reserved, no
    // snapshot, AppKit only, or a menu bar app that does not navigate). Taken, their schemas
    // written by reading before the importer ran: birth (#785, iAmCorey/birth, MIT: an SPM
    // executable whose main.swift calls BirthApp.main(); a NavigationSplitView whose detail
    // switches over a shared AppState's sidebar selection, three routes, the advanced table's
    // inspector and the plist sheet) and mac-performance-monitor (#771, Zesty0wl's, MIT: a @main
    // enum launcher calling MacPerfMonitorApp.main(), AppKit status items hosting SwiftUI
    // popovers, a main Window whose TabView holds seven tabs, a Groups stack push named after
    // ProcessGroup.ID's type, two screens shown in place and seven sheets). The reader first
    // named the push groupDetail; the folder names such a push after its type, corrected in its
    // own commit. birth's trimming kept AppState.swift afterwards, the file declaring the
    // sidebar's enum. Met at 12 of 15 routes (5 wrong), 7 of 7 tabs. Taught, seen in other apps
    // by code search (SwiftPM main.swift files calling an App's main(), @main launchers such as
    // KeyPathLauncher): an App the program starts by calling its main() is where the app starts,
    // as a @main App is, and a @main launcher that is no App starts nothing
    // (`apps-started-by-a-call`); mac-performance-monitor had been read as starting at its
    // status item's controller, losing the sheet over its main window's tabs. And, seen by code
    // search (a draft struct's static var new and static func existing(_:) shown by one
    // editor): a struct item every presentation of which builds one and the same view of the
    // project's, without branching, is one route named after that view, not a route per static
    // factory (`sheets-by-struct-item-made-by-factories`; an item shown by a Text keeps its
    // factories, as `static-factories` says); the group editor had been read as new and
    // existing. After: 14 of 15, 3 wrong. Left: birth's domain (a case sharing all's arm, in a
    // switch over a selection a shared model holds, which the sidebar view binds: not tied to
    // the split); an info popover beside a button and a process picker popover read as routes;
    // the network scanner shown in place by a flag, not read. Of every development and corpus
    // import compared byte for byte, only the two new apps and the two new cases changed. The
    // hundred and twenty-five score routes P 0.98 R 0.99 (1031 of 1046, 24 wrong; 1029 of 1046,
    // 26 wrong, before the rules), tab F1 1.00 (119 of 119, 0 wrong): the floors stay.
    // With rounds 59 and 60 and a review of rounds 53 to 58's rules (four narrowings, each with
    // its corpus case, which changed no development import) merged, the hundred and twenty-seven
    // score routes P 0.98 R 0.99 (1049 of 1064, 24 wrong), tab F1 1.00 (119 of 119, 0 wrong): the
    // floors stay.
    // Round 61 took the twenty-fourth held-out draw's two development entries
    // (HeldOut24/SELECTION.md's table, jaywcjlove's awesome-mac at b4043d92c047, open-source
    // entries in order), their schemas written by reading before the importer ran: Dayflow (#622,
    // JerryZLiu/Dayflow, MIT: a Window whose bar of the project's own, SidebarView's buttons over
    // SidebarIcon less the journal and agents cases it filters out, switches six tabs; seven
    // sheets, among them a What's New sheet laid over a dimmed Color and Settings' provider
    // setup; trimmed to 29 of 330 files) and macUSB (#631, Kruszoneq/macUSB, MIT: a wizard's
    // NavigationStack of four hidden NavigationLink(destination:isActive:) pushes, two sheets,
    // and the downloader, an NSWindow hosting a SwiftUI view attached to the main window by
    // beginSheet, with its options sheet). Met at 12 of 15 routes (6 wrong), 6 of 6 tabs (2
    // wrong). Taught, each seen in other apps by code search: a bar's ForEach over allCases
    // filtered by != leaves out cases that, when nothing sets them, are no tabs
    // (`tab-bar-of-filtered-cases`); an enum read as routes by its name alone whose every case
    // names a tab is which tab to open (a notification's pending destination), no routes
    // (`tabs-opened-by-a-pending-destination`); a ZStack laying one view of the project's over
    // a colour, shape or gradient shows that view (`sheets-over-a-backdrop`); a view AppKit hosts
    // in a window a method attaches by beginSheet(_:) is a sheet (`sheet-windows-attached-by-
    // begin-sheet`). After: 14 of 15, 3 wrong; tabs 0 wrong. Left: macUSB's AppRoute, whose three
    // cases each show FinishUSBView in arms of their own and are appended only from the
    // #if DEBUG menu's commands through notifications: read as three routes (as this folder
    // reads cases in arms of their own), the wizard's FinishUSBView link as the first's, where
    // the reader took the debug shortcuts for no navigation and wrote one route, finishUSB. Of
    // every development and corpus import compared byte for byte, only the two new apps and the
    // four new cases changed. The hundred and twenty-seven score routes P 0.98 R 0.99 (1063 of
    // 1079, 27 wrong; 1061 of 1079, 30 wrong, before the rules), tab F1 1.00 (125 of 125, 0
    // wrong; 2 wrong before): the floors stay.
    // Round 62 went up jaywcjlove/awesome-swift-macos-apps from #918 (README.md at 89bd285e8302,
    // entries in order, each repository once; /tmp/h/taken62.txt lists those opened): #915 to
    // #898 were skipped (no snapshot, no licence, GPL, AppKit only, or a SwiftUI App that does
    // not navigate). Taken, its schema written by reading before the importer ran: juicer (#897,
    // amfi-disable/Juicer, MIT: a toolbox naming every type in lower case, whose root shows a
    // hub, a store NavigationSplitView or a tools NavigationSplitView by workspace; the tools'
    // sidebar lists 153 NavigationItem cases, its detail switching over the selection unwrapped
    // as `item`; the command palette and a dependency tree sheet). Large, so the round's only
    // app. The reader first merged the store split's six storeview arms into one route, against
    // the folder's convention (one view in arms written apart: a route each), corrected in its
    // own commit; the tools' arms for the store workspace's cases never show (their workspace is
    // the store split's), left out. Met at 160 of 162 routes, 18 wrong, and a wrong tab (the two
    // splits read as one split's columns). Taught, seen in other apps by code search (lower-case
    // view structs such as main_view; Xcode's lower-case App structs): types declared with
    // lower-case names are read by their capitalised spelling
    // (`types-declared-with-lower-case-names`); two splits shown in turn are no one split's
    // columns (`splits-shown-in-turn`); a detail column unwrapping the selection under another
    // name switches over it, and plain cases sharing an arm whose one view is built bare are one
    // route
    // (`sidebar-cases-of-one-arm-built-bare`). After: 162 of 162, 3 wrong (the three unshown store
    // arms), no tabs. Of every development and corpus import compared byte for byte, only juicer
    // and the three new cases changed, and eight apps gained a note naming their lower-case types.
    // The hundred and twenty-eight score routes P 0.98 R 0.99 (1211 of 1226, 27 wrong; 1209 of 1226,
    // 42 wrong, before the rules), tab F1 1.00 (119 of 119, 0 wrong): the floors stay.
    // Round 63 was a sweep, not a draw: helper s61 read the Mac apps of jaywcjlove's
    // awesome-swift-macos-apps list (README.md at 89bd285e8302) going up from #765 to #701, skipping
    // those marked corpus or awesome-mac/serhii and those rounds 54, 59 and 60 had taken
    // (/tmp/h/taken-s61.txt lists the twenty-three opened). Nineteen were taken, none added to the
    // corpus (nothing of theirs is copied; their licences are noted in the sweep): disksage (#761),
    // v2s (#756), AIT-AiTranscribe (#753), Americano (#751), Core-Monitor (#750), ampere (#747),
    // abendrot (#745), Mac-SysData-Cleaner (#744), purge (#741), uninstally (#738), Neodisk (#737),
    // MacOptimizer (#734), moler (#731), dusty (#729), CleanMyPc (#724), RsyncUI (#721),
    // AndroidFileSync (#710), Sentry (#707) and mergen (#701). Each schema was written by reading
    // before the importer ran, by this folder's conventions and HeldOut16/SELECTION.md's reading of a
    // Mac app's windows; four were corrected to the conventions after the run (three popovers showing
    // a view of the app's not named for a popover, first taken for dialogs; a push the reader missed),
    // and RsyncUI written as a split whose detail column's stacks push, as food-truck is. On them the
    // importer found 19 of 31 tabs (8 wrong) and 77 of 87 routes (9 wrong). Taught, in general form,
    // each with its corpus case, each seen in one app of the sweep and common by code search: a switch
    // over a mode whose arms show what the view's own properties or methods build (`case .appCaches:
    // appCachesTabBody`, beside a sidebar of buttons of the app's own) chooses those views, and the
    // member holding it is a view factory, so its modes are the app's tabs
    // (`view-modes-showing-the-views-own-properties`; purge's five tabs were missed; common by code
    // search: `case .decks: decksTab`, `case .session: sessionTab`); and a screen shown in place of a
    // list for a value with a way back is a route also when its `if` goes on to test the value is
    // still there (`if let id = selectedID, sessions.contains(where: { $0.id == id })`), not when it
    // unwraps a second value (`screens-shown-in-place-for-a-value-still-there`; AiTranscribe's session
    // detail was missed); and pages kept alive in a stack and shown by a visibility modifier of the
    // app's own given the comparison (`CleanView().visible(activePane == .clean)`, the `func visible(_
    // isVisible: Bool) -> some View` many apps declare on View), as pages shown by their opacity are
    // (`tabs-of-an-own-bar-keeping-pages-shown-by-a-visibility-modifier`; moler's seven tabs were
    // missed). After: 31 of 31 tabs (8 wrong), 78 of 87 routes (9 wrong). Left, each seen in one app
    // of the sweep (its REPORT.md names file and line): a side pane's own row of text tabs inside a
    // screen read as the app's modes; a tagged TabView in a window an NSWindowController subclass
    // hosts, in a menu bar app whose scene is `Settings { EmptyView() }`, read as the app's tabs; a
    // root switching between the split and screens shown in its place read as the split's detail
    // column; a path of a struct holding an enum case read as one route; an item enum with values
    // shown by one view read as a route per case; a never-applied ViewModifier's sheet, a view pushed
    // only by itself and a `*Destination` enum of System Settings URLs read as routes. Of every
    // development and corpus import compared byte for byte, only the three new cases changed. The
    // hundred and twenty-seven score routes P 0.98 R 0.99 (1049 of 1064, 24 wrong), tab F1 1.00 (119
    // of 119, 0 wrong), as before: the floors stay.
    // A review of rounds 61 to 63's rules (helper r67) ran each on variants a real app plausibly
    // contains, to read and not to read, and fixed what was wrong in general form, each fix with
    // its corpus case. Narrowed: a case a ForEach's filter leaves out but a TabView's item tags
    // (.tag(Tab.profile), beside a start-tab picker without it) stays a tab
    // (`tab-view-tags-beside-a-filtered-list`); lower-case type names take every case of a case
    // list as a value name, rename no member, enum case, parameter or label, nor a name whose
    // capitalised spelling is SwiftUI's (`lower-case-type-names-beside-members-and-cases`: tabs had
    // been named Settings and About, a .popover lost); a row or cell built only for a list's
    // elements switching over its item's kind (switch item.kind) is no view modes
    // (`view-modes-not-read-from-rows-over-their-items-kind`: a gallery row had made three tabs).
    // Widened: cases left out written as a list, allCases.filter { ![.labs, .account].contains($0)
    // } (`tab-bar-of-cases-filtered-by-a-list`); a screen shown in place for a value its if goes
    // on to look up (if let id = selectedID, let session = sessions.first(where: { $0.id == id }))
    // is a route (a variant in `screens-shown-in-place-for-a-value-still-there`). Checked, no
    // change: backdrops as a screen's ordinary background, and a side menu or loading veil over a
    // dimmed colour shown by a flag (`screens-over-an-ordinary-background`). Of every development and corpus import compared
    // byte for byte, only the five new cases and the variant's changed. The hundred and thirty
    // score routes P 0.98 R 0.99 (1225 of 1241, 30 wrong), tab F1 1.00 (125 of 125, 0 wrong), as
    // before: the floors stay.
    //
    // Round 64 went up jaywcjlove/awesome-swift-macos-apps from #895 (README.md at 89bd285e8302,
    // entries in order, each repository once; /tmp/h/taken64.txt lists those opened): #895 HoldMac
    // (AppKit only), #894 HeadlessGuard and #890 FilePilot (no snapshot), #892 EasyYeelight (no
    // licence), #887 FloatTranslator and #884 TaskTick (GPL-3.0), #886 Easy Write and #883 Deckle (do
    // not navigate) were skipped, #893, #889, #888 and #885 skipped unopened (awesome-mac/serhii).
    // Taken, their schemas written by reading before the importer ran: gearbox (#891, hgayan7's,
    // Apache-2.0: a Window whose NavigationSplitView shows the selected task's TaskDetailView, or
    // DashboardOverviewView when none is selected; a run's RunDetailView beside the runs Table in a
    // VSplitView; TaskFormView as a sheet for create and edit; a MenuBarExtra root and a notification
    // settings Window: 3 routes, no tabs) and dantrolene (#882, kageroumado's, MIT: a MenuBarExtra
    // window, MenuBarPopoverView, keeping a page stack of its own, a Page state and an array of Pages
    // it pushes the shown page onto and pops, its settings, network and lid-close sleep pages each
    // given onBack: pop: 3 routes, no tabs). Met at 2 of 6 routes (1 wrong), 0 of 0 tabs (4 wrong:
    // dantrolene's pages read as top-level view modes). Taught, in general form, each with its corpus
    // case: a view keeping a stack of pages of its own, a value of an enum it switches over and an
    // array of that enum it appends the shown page to and pops from (`stack.append(page); page =
    // next`, `page = stack.popLast() ?? .main`), or showing that array's last page (`var current:
    // AuthRoute { stack.last ?? .welcome }`, as sign-in flows write it; both seen by code search,
    // `onBack: pop` in many apps' hand-rolled stacks), pushes its pages: each case a route named
    // after it, the starting case its root, not the app's top-level modes
    // (`pages-pushed-on-a-views-own-stack`; a list of open tabs appended new values and showing its
    // last, ling-shu's, is no stack); and a split detail's `if` unwrapping the sidebar's selection is
    // shown for it only in the branches unwrapping a value, its last `else` (gearbox's overview shown
    // when no task is selected) the placeholder, no route
    // (`split-details-beside-a-placeholder-of-the-apps-own`). After: 5 of 6 routes (0 wrong), no
    // tabs. Left: gearbox's RunDetailView, the detail beside a Table in a VSplitView for the row
    // selected in it (`if let id = selectedRunId, let run = ... { RunDetailView(...) } else { ...
    // }`), no split, no way back: a master-detail of a Mac window the importer does not read outside
    // a NavigationSplitView; taught alone it would need telling a detail for the selected row from a
    // panel beside a list, left for a round with more such apps. Of every development and corpus
    // import compared byte for byte, only the two new apps and the two new cases changed. The hundred
    // and thirty-two development apps (the two new ones counted) score routes P 0.98 R 0.99 (1230 of
    // 1247, 30 wrong; 1227, 31 wrong, before the rules), tab F1 1.00 (125 of 125, 0 wrong; 4 wrong
    // before): the floors stay.
    // Round 65 was a sweep too: helper s65 read the Mac apps of the same list (README.md at
    // 89bd285e8302) going up from #699, skipping those marked corpus or awesome-mac/serhii, and
    // stopped at #633 for time (/tmp/h/taken-s65.txt lists the thirty-two opened). Fifteen were
    // taken, none added to the corpus: keyholdr (#698), FaceUnlock (#697), FaceGate-Mac (#696),
    // Wink (#682), Viz (#680), Pulse (#661), ZapPDF (#659), macIconChanger (#654), impulso (#644),
    // Hex (#643), LockIn (#641), droplet (#639), Doll (#637), Chorus (#636) and cash (#635).
    // Each schema was written by reading before the importer ran; three were corrected to the
    // conventions after the run (ZapPDF and cash first read for the Mac alone, while an app not
    // declared for some platforms is read with every `os(...)` branch; a push by value first
    // named after its view, not the type its destination is keyed by). On them the importer
    // found 7 of 11 tabs (6 wrong) and 73 of 81 routes (11 wrong). Taught, in general form, each
    // with its corpus case, three ways the app's data was read as navigation: an optional enum
    // property is a router's modal enum when "sheet" or "cover" is one of its name's words, not
    // letters inside another (`storeRecoveryOffer: StoreRecoveryOffer?`, re-cover-y; Chorus's
    // two wrong routes; `optional-enums-whose-names-hold-cover-inside-a-word`); a property a path
    // word names holding an enum kept as data (`historyItems: [HistoryEntry]`, `Identifiable,
    // Codable`, neither hashed nor compared, which no path could hold) is no path (Viz's two wrong
    // routes; `enums-a-path-word-names-that-are-kept-data`); and a member whose arms build only
    // colours (`var color: Color { switch self { case .operational: Color(red: ...) } }`) shows no
    // view modes, `Color` being a View by type but no screen (Pulse's five wrong tabs;
    // `switches-whose-arms-build-colours`; common by code search). After: 7 of 11 tabs (1 wrong),
    // 73 of 81 routes (7 wrong). Left (the sweep's REPORT.md names file and line): screens shown in
    // place behind a flag, or cleared with a companion value or by a method (keyholdr), and a
    // switch over a shared view enum set by a method with back buttons (droplet); an own sidebar
    // of buttons made by a method inside a root switching on a state (LockIn's four tabs); a
    // settings window's split read as the app's because a test target builds its view (Wink); a
    // split sidebar in a view only a preview builds (cash); a sheet's view followed by a `#if
    // os(macOS)` modifier (ZapPDF's paywall). Of the 469 development and corpus imports compared
    // byte for byte, only the three new cases changed. The hundred and thirty score routes P 0.98
    // R 0.99 (1225 of 1241, 30 wrong), tab F1 1.00 (125 of 125, 0 wrong), as before: the floors
    // stay.
    // Round 66 took three of the shapes round 63's sweep left (its REPORT.md names file and line),
    // each seen in one app of the sweep, all of them routes invented, none a route found: precision
    // first. Taught in general form, each with its corpus case: a sheet written in a `ViewModifier`
    // of the app's own that nothing applies, made by no view and only by an extension's method
    // nothing calls (`func welcomeGuide() -> some View { modifier(WelcomeGuideModifier()) }`, the
    // wrapper a code search shows common; an onboarding switched off and left in the sources),
    // presents nothing, and its links are dropped (`sheets-of-a-modifier-nothing-applies`;
    // Core-Monitor's welcome guide sheet was invented); a view whose only builder is its own link to
    // itself (a folder browser's rows pushing the same view, nothing else first showing it) is unbuilt
    // as one only previews build is, while one that builds itself otherwise, as a window it opens
    // from a static method of its own extension, still builds itself
    // (`views-pushed-only-by-themselves`); and an enum named as routes that is guessed as them only
    // because no other route is found is not guessed when its cases each give a URL (a member of type
    // `URL`, or a string named for one, `var urlString: String`): places opened outside the app, as
    // System Settings' panes by `NSWorkspace.shared.open`, a shape common by code search
    // (`destination-enums-of-urls-opened-outside`; v2s's two were invented). On the sweep's nineteen
    // apps, routes went from 78 of 87 found, 9 wrong, to 78 of 87, 6 wrong; MacOptimizer's
    // TrashDirectoryView is still read as a route, as something else there keeps it built (not
    // found in the time). Not taught: a side pane's own row of text tabs (telling a pane of a screen
    // from the window's content needs the layout around it), a root switching between the split and
    // screens in its place, and a path of a struct holding an enum case (each one app, and the time);
    // a tagged TabView in a window an NSWindowController subclass hosts, because HostedSettingsWindows'
    // reason holds (a window hosted elsewhere than a settings method or type is the app's, as
    // Core-Monitor's dashboard is). The byte-for-byte comparison of every development and corpus import (cmp.sh) did not finish in
    // the time: of the development apps it reached, only aurora-editor changed, losing its GitCloneView
    // sheet to the first form of the self-build rule, which was then narrowed (a view building itself
    // other than by its own links, there a window its extension opens, still builds itself) and
    // aurora-editor's import checked the same as before; the corpus suite shows only the three new
    // cases. The hundred and thirty development apps score routes P 0.98 R 0.99 (1225 of 1241, 30
    // wrong), tab F1 1.00 (125 of 125), as before the rules.
    // The floors stay.
    static let development = Half(folder: "RealApps", floors: (routeRecall: 0.98, routePrecision: 0.97, tabF1: 1.0))
    // Held out: routes R 0.70 P 0.86 (85 of 121, 14 wrong) after the shapes read from five
    // more development apps, from R 0.64 P 0.87 (78, 12 wrong): recall rose, and precision
    // fell by two wrong routes, so its floor is lowered to what it is, not kept where it was.
    // Unchanged by five rounds after; the shapes read from swift-navigation's users (round 12)
    // found 2 more and gave 2 more wrong: R 0.72 P 0.84 (87 of 121, 16 wrong), and again the
    // floor is what it is; with those from hosted libraries' UIs and store-driven apps (round
    // 13), R 0.73 P 0.85 (88 of 121, 16 wrong); with those from macOS-first and clean-architecture
    // apps (round 14), R 0.73 P 0.86 (88 of 121, 14 wrong), unchanged after rounds 15, 16, 17 and 19 (SwiftUI's documented
    // API); swift-navigation's documented API (round 18) gave 2 fewer wrong and 1 fewer found:
    // R 0.72 P 0.88 (87 of 121, 12 wrong). Unchanged after rounds 20 and 21 (ten apps of
    // open-source-ios-apps' list) and the report's fixes, scored once after each merge; and
    // after round 22 and typed pushes' inference (2026-11-27, 6db3ec3), scored once; and after
    // rounds 23 and 24 and the common idioms' pushes (ff2cab9), scored once. Scored again with
    // the ninth half after rounds 30 and 31 had merged, it had lost 5 routes: R 0.68 P 0.87 (82
    // of 121, 12 wrong), its second fall. Scoring the merges' commits for this half alone told
    // which: round 30's 0574a4a (a destination handing its value to a view-building method gives
    // each case's screen from that method's switch, so that a flag's view a case shows is that
    // case's route). The rule is kept, as reverting it for a held-out figure would be tuning on
    // it; a development round may look for where it merges routes it should not on apps of its
    // own. The recall floor is what the half now scores.
    static let heldOut = Half(folder: "HeldOut", floors: (routeRecall: 0.67, routePrecision: 0.87, tabF1: 1.0))
    // Held out again: six apps drawn on 2026-11-27 by the rule in HeldOut2/SELECTION.md,
    // written before any candidate's code was read (open-source-ios-apps' SwiftUI entries with
    // a permissive licence, most recently updated first, on from where the development half's
    // draws from that list stopped, skipping apps already used and those without SwiftUI
    // navigation), their schemas written and committed before the importer first ran on them,
    // scored once: the floors are what that run scored. Never tune on them. Scored once with
    // the importer of round 18 (as it stood at c75a881): routes R 0.81 P 0.96 (50 of 62, 2
    // wrong), tabs F1 0.82 (9 of 9, 4 wrong). Unchanged after rounds 20 and 21 and the
    // report's fixes, scored once after each merge, and after round 22 and typed pushes'
    // inference (6db3ec3), scored once, and after rounds 23 and 24 and the common idioms'
    // pushes (ff2cab9), scored once.
    static let heldOutAgain = Half(folder: "HeldOut2", floors: (routeRecall: 0.80, routePrecision: 0.96, tabF1: 0.81))
    // Held out a third time: six apps drawn on 2026-11-27 by the rule in HeldOut3/SELECTION.md,
    // written before any candidate's code was read (HeldOut2's rule, on down the same list
    // from the entry after SwiftUI-Kit, the last the development rounds took, skipping every
    // app of both halves), decided on before any of it was seen and reported pooled with the
    // first two held-out halves whatever it scores; their schemas written and committed
    // without the importer being run on them. Never tune on them. Scored once, after round 22
    // and typed pushes' inference had merged (6db3ec3): routes R 0.67 P 0.89 (24 of 36, 3
    // wrong), tabs F1 0.74 (7 of 7, 5 wrong); the floors are those, rounded down. The three
    // draws pooled, eighteen apps: routes R 0.74 P 0.90 (161 of 219, 17 wrong), tabs F1 0.85
    // (0.847; 25 of 25, 9 wrong). Unchanged after rounds 23 and 24 and the common idioms'
    // pushes (ff2cab9), scored once.
    static let heldOutThird = Half(folder: "HeldOut3", floors: (routeRecall: 0.66, routePrecision: 0.88, tabF1: 0.73))
    // Held out a fourth time: six apps drawn on 2026-11-27 by the rule in HeldOut4/SELECTION.md,
    // written before any candidate's code was read (HeldOut3's rule, on down the same list
    // from the entry after SwiftUI-HackerNews, the last the third draw took, skipping every
    // app already used), decided on before any of it was seen and reported pooled with the
    // first three held-out halves whatever it scores; their schemas written and committed
    // without the importer being run on them. Never tune on them. Scored once, after rounds 23
    // and 24 and the common idioms' pushes had merged (ff2cab9): routes R 0.28 P 1.00 (7 of
    // 25, 0 wrong), tabs F1 1.00 (7 of 7, 0 wrong); the floors are those. The four draws
    // pooled, twenty-four apps: routes R 0.69 P 0.91 (168 of 244, 17 wrong), tabs F1 0.88
    // (32 of 32, 9 wrong).
    static let heldOutFourth = Half(folder: "HeldOut4", floors: (routeRecall: 0.28, routePrecision: 1.0, tabF1: 1.0))
    // Held out a fifth time: six apps drawn on 2026-11-28 by HeldOut4/SELECTION.md's rule, as
    // HeldOut5/SELECTION.md records it, written before any candidate's code was read (on down
    // the same list from the entry after listapp, the last the fourth draw took, to the entry
    // before those development rounds 23 and 24 considered, skipping every app already used),
    // decided on before any of it was seen, to measure the session's importer work: reported
    // on its own and pooled with the first four held-out halves whatever it scores; their
    // schemas written and committed without the importer being run on them. Never tune on
    // them. The floors are set to what it scored, once, by the lead, after the session's
    // importer work had merged (development round 25, edges, small fixes; 2cdadaa): routes
    // R 0.92 P 1.00 (58 of 63, 0 wrong), tabs F1 0.74 (7 of 12, 0 wrong); the floors are
    // those, rounded down. The five draws pooled, thirty apps (the fourth as first scored):
    // routes R 0.74 P 0.93 (226 of 307, 17 wrong), tabs F1 0.85 (39 of 44, 9 wrong). Scored
    // again after development round 27 had merged (53277ac), it lost a route: 57 of 63 (R 0.90),
    // its one fall so far; the round's rules were kept (reverting one for a held-out figure
    // would be tuning on it), and the recall floor is what it now scores.
    static let heldOutFifth = Half(folder: "HeldOut5", floors: (routeRecall: 0.90, routePrecision: 1.0, tabF1: 0.73))
    // Held out a sixth time: three apps drawn on 2026-11-28 by the rule in HeldOut6/SELECTION.md,
    // written before any candidate's code was read (onmyway133's awesome-swiftui, its passing
    // entries split in turn between this half and development round 27), decided on before any
    // of it was seen and reported on its own and pooled with the first five held-out halves
    // whatever it scores; their schemas written and committed without the importer being run
    // on them. Never tune on them. Scored once, by the lead, after the session's importer work
    // (development round 27) had merged (53277ac): routes R 0.92 P 0.92 (22 of 24, 2 wrong),
    // tabs F1 0.69 (10 of 11, 8 wrong: a macOS app's detail pane and a root switching between
    // set-up, lock and list read as tabs); the floors are those, rounded down. The six draws
    // pooled, thirty-three apps (the fourth as first scored): routes R 0.75 P 0.93 (247 of
    // 331, 19 wrong), tabs F1 0.81 (49 of 55, 17 wrong).
    static let heldOutSixth = Half(folder: "HeldOut6", floors: (routeRecall: 0.91, routePrecision: 0.91, tabF1: 0.68))
    // Held out a seventh time: four apps drawn on 2026-11-28 by the rule in
    // HeldOut7/SELECTION.md, written before any candidate's code was read (dkhamsing's Swift
    // entries not tagged swiftui, their passing entries split in turn between this half and
    // development round 28), decided on before any of it was seen and reported on its own and
    // pooled with the first six held-out halves whatever it scores; their schemas written and
    // committed without the importer being run on them. Never tune on them. Scored once, after
    // development round 28 and the session's other importer work had merged (8229085): routes
    // R 0.88 P 0.94 (29 of 33, 2 wrong), tabs F1 0.80 (6 of 6, 3 wrong: Foqos, which has no
    // tabs, is given three, fourWeek, weekly and monthly). The floors are those figures, rounded
    // down. The first six halves, scored again then, stayed where they were. Pooled,
    // thirty-seven apps (the fourth as first scored): routes R 0.76 P 0.93 (276 of 364, 21
    // wrong), tabs F1 0.81 (55 of 61, 20 wrong).
    static let heldOutSeventh = Half(folder: "HeldOut7", floors: (routeRecall: 0.87, routePrecision: 0.93, tabF1: 0.8))
    // Held out an eighth time: four apps drawn on 2026-11-28 by the rule in
    // HeldOut8/SELECTION.md, written before any candidate's code was read (dkhamsing's Swift
    // entries not tagged swiftui, on down from #68, their passing entries split in turn between
    // this half and development round 29), decided on before any of it was seen and reported on
    // its own and pooled with the first seven held-out halves whatever it scores; their schemas
    // written and committed without the importer being run on them. Never tune on them. Scored
    // once, after development round 29 and the edges' work had merged (a root switching over a
    // segmented Picker's value was dropped from the round before: it went against the issue
    // and the corpus's reading of view modes): routes R 0.93 P 0.96 (43 of 46, 2 wrong), tabs
    // F1 0.50 (4 of 10, 2 wrong: Pulse's three modes, chosen by a segmented Picker, found as
    // none; Contribution Graphs' two tabs as two wrong ones; one of DragonSync's five, its
    // title computed, missed). The floors are those figures, rounded down. The first seven
    // halves, scored again then, stayed where they were but for the fourth (9 of 25 routes, 7
    // when first scored) and the sixth (5 wrong tabs, 8 before; see below). Pooled, forty-one
    // apps, the fourth and the sixth as first scored: routes R 0.78 P 0.93 (319 of 410, 23
    // wrong), tabs F1 0.78 (59 of 71, 22 wrong).
    // The sixth half is pooled as first scored from now on: round 29 widened the words by which
    // a root switch says where the app is in its life (setup, lock...), a rule this file's own
    // comment on the sixth half's wrong tabs (a root switching between set-up, lock and list)
    // may have suggested to the round, which could read that comment. Its 3 fewer wrong tabs
    // are therefore not counted as generalisation.
    static let heldOutEighth = Half(folder: "HeldOut8", floors: (routeRecall: 0.93, routePrecision: 1.0, tabF1: 0.5))
    // Held out a ninth time: four apps drawn on 2026-11-28 by the rule in
    // HeldOut9/SELECTION.md, written before any candidate's code was read (dkhamsing's Swift
    // entries not tagged swiftui, on down from #113, their passing entries split in turn
    // between this half and development round 30), decided on before any of it was seen and
    // reported on its own and pooled with the first eight held-out halves whatever it scores;
    // their schemas written and committed without the importer being run on them. Never tune
    // on them. Two of its apps (Homepage, Context Composer) have neither routes nor tabs.
    // Scored once, after development rounds 30 and 31 had merged (998e71f): routes R 0.97 P
    // 0.92 (34 of 35, 3 wrong), tabs F1 1.00 (4 of 4, 0 wrong). The floors are those figures,
    // rounded down. The first eight halves, scored again then, stayed where they were but for
    // the first (82 of 121 routes, 87 before; see above) and the eighth (1 wrong route, 2
    // before). Pooled, forty-five apps, the fourth and the sixth as first scored: routes R 0.78
    // P 0.93 (348 of 445, 25 wrong), tabs F1 0.79 (63 of 75, 22 wrong).
    static let heldOutNinth = Half(folder: "HeldOut9", floors: (routeRecall: 0.97, routePrecision: 0.91, tabF1: 1.0))
    // Held out a tenth time: four apps drawn on 2026-11-28 by the rule in
    // HeldOut10/SELECTION.md, written before any candidate's code was read (dkhamsing's Swift
    // entries not tagged swiftui, on down from #136, their passing entries split in turn
    // between this half and development round 33), decided on before any of it was seen and
    // reported on its own and pooled with the first nine held-out halves whatever it scores;
    // their schemas written and committed without the importer being run on them. Never tune
    // on them. The lead drew it and wrote its schemas, as the helper given the draw had not
    // begun; the lead's one importer change after that (a private view's tabs matched by its
    // own name) mended a regression two development rounds' merge made on a development app.
    // Scored once, after development rounds 33 and 34 had merged (cac31d3): routes R 1.00 P
    // 1.00 (9 of 9, 0 wrong), tabs F1 0.63 (5 of 8, 3 wrong: QR Share Pro's bar of its own,
    // over its Tab enum's cases, found as three wrong tabs). The floors are those figures,
    // rounded down. The first nine halves, scored again then, stayed where they were but for
    // the sixth (1 wrong tab, 5 before; it is pooled as first scored). Pooled, forty-nine apps,
    // the fourth and the sixth as first scored: routes R 0.79 P 0.93 (357 of 454, 25 wrong),
    // tabs F1 0.77 (68 of 83, 25 wrong).
    static let heldOutTenth = Half(folder: "HeldOut10", floors: (routeRecall: 1.0, routePrecision: 1.0, tabF1: 0.62))
    // Held out an eleventh time: four apps drawn on 2026-11-28 by the rule in
    // HeldOut11/SELECTION.md, written before any candidate's code was read (the same list, on
    // down from #166 to #387, its passing entries split in turn between this half and
    // development round 35), decided on before any of it was seen and reported on its own and
    // pooled with the first ten held-out halves whatever it scores; their schemas written and
    // committed, by a helper that changes no importer code, without the importer being run on
    // them. Never tune on them. Scored once, after the lead's importer changes of that session
    // and development round 35 had merged (28b31ad): routes R 1.00 P 1.00 (6 of 6, 0 wrong),
    // tabs F1 1.00 (3 of 3, 0 wrong). The floors are those figures. The first ten halves,
    // scored again then, stayed where they were. Pooled, fifty-three apps, the fourth and the
    // sixth as first scored: routes R 0.79 P 0.94 (363 of 460, 25 wrong), tabs F1 0.78 (71 of
    // 86, 25 wrong).
    static let heldOutEleventh = Half(folder: "HeldOut11", floors: (routeRecall: 1.0, routePrecision: 1.0, tabF1: 1.0))

    // Held out a twelfth time: four apps drawn on 2026-11-29 by the rule in
    // HeldOut12/SELECTION.md, written before any candidate's code was read (the same list, on
    // down from #388 to #478, entries last updated before SwiftUI's announcement skipped
    // unfetched; its passing entries split in turn between this half and development round
    // 36), decided on before any of it was seen and reported on its own and pooled with the
    // first eleven held-out halves whatever it scores; their schemas written and committed, by
    // a helper that changes no importer code, without the importer being run on them. Never
    // tune on them. Scored once, after the lead's importer changes of that session and
    // development rounds 36 and 37 had merged (625c682): routes R 0.87 P 1.00 (13 of 15, 0
    // wrong), no tabs expected and none found. The floors were those figures. On 2026-11-29,
    // after the fourteenth and fifteenth halves were scored, a new-user review found a
    // factory held in a property not followed where another type declares a method of its
    // name (`screens.make(.rota)` beside `BadgeFactory.make`); following it, as the importer
    // already did where the name is the project's only one, gives this half 1 wrong route (13
    // of 15, P 0.93). The fix was kept, not tuned away, and the precision floor lowered to it.
    static let heldOutTwelfth = Half(folder: "HeldOut12", floors: (routeRecall: 0.86, routePrecision: 0.92, tabF1: 1.0))

    // Held out a thirteenth time: three apps drawn on 2026-11-29 by the rule in
    // HeldOut13/SELECTION.md, written before any candidate's code was read (the same list from
    // #479 to its end, #837, where only five entries passed: the first, third and fifth held
    // out, the second and fourth left to a later development round), decided on before any of
    // it was seen and reported on its own and pooled with the first twelve halves whatever it
    // scores; drawn and written as the twelfth was. Never tune on them. Scored once, with the
    // twelfth (625c682): routes R 1.00 P 0.90 (26 of 26, 3 wrong), tabs F1 0.60 (6 of 10, 4
    // wrong). The floors are those figures (tabs 0.59). The first eleven halves, scored again then, stayed
    // where they were but for the fourth (routes 9 of 25, 7 before; pooled as first scored).
    // Pooled, sixty apps, the fourth and the sixth as first scored: routes R 0.80 P 0.93 (402
    // of 501, 28 wrong), tabs F1 0.76 (77 of 96, 29 wrong).
    static let heldOutThirteenth = Half(folder: "HeldOut13", floors: (routeRecall: 1.0, routePrecision: 0.89, tabF1: 0.59))
    // Held out a fourteenth and a fifteenth time: four apps each, drawn on 2026-11-29 by the
    // rules in HeldOut14/SELECTION.md and HeldOut15/SELECTION.md, written before any
    // candidate's code was read: a fifth list, serhii-londar's open-source Mac apps (its Swift
    // entries in the file's order, #1 to #158 and #159 to #282), the passing entries split in
    // turn between these halves and development (round 39 took the fourteenth's four; the
    // fifteenth's four are left), decided on before any of it was seen and reported on their
    // own and pooled with the first thirteen whatever they score; their schemas written and
    // committed without the importer being run on them. Never tune on them. Scored once, after
    // development rounds 38 to 40 had merged (fd7eaf1): the fourteenth routes R 0.77 P 0.92 (23
    // of 30, 2 wrong), tabs F1 0.00 (0 of 15); the fifteenth routes R 0.89 P 0.47 (17 of 19,
    // 19 wrong), tabs F1 0.34 (6 of 29, 0 wrong). The floors are those figures, rounded down.
    // Their schema writers took a menu-bar app's settings window (an app with no main window)
    // for its tabs, where this file's development half, written before, takes a settings
    // window's panes for no tabs (Rapid IRC Client, round 39's four): 38 of their 44 tabs are
    // such panes, and the fifteenth's 19 wrong routes are all in the two apps read so. The
    // figures are kept as scored. The first thirteen halves, scored again then, stayed where
    // they were. Pooled, sixty-eight apps, the fourth and the sixth as first scored: routes R
    // 0.80 P 0.90 (442 of 550, 49 wrong), tabs F1 0.66 (83 of 140, 29 wrong); 50 wrong routes
    // (P 0.898) since the twelfth half's change noted above.
    static let heldOutFourteenth = Half(folder: "HeldOut14", floors: (routeRecall: 0.79, routePrecision: 0.92, tabF1: 0.0))
    static let heldOutFifteenth = Half(folder: "HeldOut15", floors: (routeRecall: 0.94, routePrecision: 0.51, tabF1: 0.0))
    // The sixteenth half took the fifth list's last entries (#283 to #304, three apps: TRex,
    // Tempo, SaneBar); the seventeenth a sixth list, the repositories ten fixed code-search
    // queries name (37, of which 27 have no licence file: one app, compose-pokedexer's iOS
    // app); the eighteenth a seventh, awesome-mac's open-source entries (#1 to #137: Pixley
    // Reader, Configs, PortKiller, XCSnippetsApp). Their writers read a Mac app's windows as
    // HeldOut16/SELECTION.md fixed before they drew, as this file's development half does (a
    // settings window's panes are no tabs in any app). Scored once, after rounds 41 and 42
    // and the lead's settings-window mends had merged (ddb53c5): the sixteenth routes R 0.41
    // P 0.23 (7 of 17, 24 wrong: SaneBar's 21), 2 wrong tabs; the seventeenth routes 6 of 6,
    // none wrong; the eighteenth routes R 0.26 P 0.71 (5 of 19, 2 wrong), 7 wrong tabs. The
    // floors are those figures, rounded down. The first fifteen halves, scored again then,
    // stayed where they were. Pooled, seventy-six apps, the fourth and the sixth as first
    // scored: routes R 0.78 P 0.86 (460 of 592, 76 wrong), tabs F1 0.64 (83 of 140, 38 wrong).
    // The sixty-one apps of the iOS lists and the code search (the first thirteen halves and
    // the seventeenth): routes R 0.80 P 0.93 (408 of 507, 29 wrong), tabs F1 0.76 (77 of 96,
    // 29 wrong); the fifteen Mac apps (the fourteenth to sixteenth and the eighteenth):
    // routes R 0.61 P 0.53 (52 of 85, 47 wrong), tabs 6 of 44 found, 9 wrong.
    static let heldOutSixteenth = Half(folder: "HeldOut16", floors: (routeRecall: 0.58, routePrecision: 0.29, tabF1: 0.0))
    static let heldOutSeventeenth = Half(folder: "HeldOut17", floors: (routeRecall: 1.0, routePrecision: 1.0, tabF1: 1.0))
    static let heldOutEighteenth = Half(folder: "HeldOut18", floors: (routeRecall: 0.26, routePrecision: 0.83, tabF1: 0.0))
    // The nineteenth draw went on down the eighteenth's list, awesome-mac's open-source
    // entries, from #138 (HeldOut19/SELECTION.md, its rule committed in f3c4f6c before any
    // entry was checked) and stopped at #269, the eighth passing entry: Rilmazafone, UTM,
    // BetterCapture and Screenize held out (45 routes, no tabs; BetterCapture a menu bar app
    // read as having none, UTM one app over its iOS, macOS and visionOS apps, 40), Berthly,
    // ItsPaint, Reframed and ClawdHome left to development (round 46). Scored once, after
    // rounds 44 to 46 and the lead's settings-window, split and window mends had merged
    // (185c923): routes R 0.91 P 0.85 (41 of 45, 7 wrong; UTM 39 of 40, 6 wrong), no tabs
    // found, none wrong. The floors are those figures, rounded down. Scored again then, the
    // sixteenth rose to routes R 0.59 P 0.29 (10 of 17, 24 wrong) and the eighteenth lost a
    // wrong route (5 of 19, 1 wrong): their floors are raised to the routes they score now;
    // the others stayed where they were. (The eighteenth's wrong tabs fell from 7 to 4 once
    // round 46 merged and rose back to 7 with the mends of a review of this session's rules,
    // 0cded98; the figures here are after them, every half scored again then.) Pooled, the
    // eighty apps (the fourth and the sixth as first scored, the others as scored now): routes
    // R 0.79 P 0.86 (504 of 637, 80 wrong), tabs F1 0.64 (83 of 140, 38 wrong). The sixty-one
    // apps of the iOS lists and the code search: routes R 0.80 P 0.94 (408 of 507, 27 wrong),
    // tabs F1 0.76 (77 of 96, 29 wrong); the nineteen Mac apps (the fourteenth to sixteenth,
    // the eighteenth and nineteenth): routes R 0.74 P 0.64 (96 of 130, 53 wrong), tabs 6 of
    // 44 found, 9 wrong; the nineteenth alone R 0.91 P 0.85.
    static let heldOutNineteenth = Half(folder: "HeldOut19", floors: (routeRecall: 0.95, routePrecision: 0.87, tabF1: 1.0))
    // The twentieth draw went on down the same list from #270 (HeldOut20/SELECTION.md, its rule
    // committed in 739f99c before any entry was checked) and stopped at #337, the eighth
    // passing entry: CodexBar, Usage4Claude, Loadout and Kaset held out (44 routes, no tabs),
    // Cursor Voice, LingShu, Warden and Marker Data left to development (rounds 47 and 48).
    // Scored once, after rounds 47 and 48 and the lead's release-build reading had merged
    // (4a60e31): routes R 0.45 P 0.77 (20 of 44, 6 wrong; Kaset 9 of 31, 6 wrong), no tab
    // expected and 16 found (Kaset 10, Loadout 6): its lowest recall since the fourth. The
    // floors are those figures, rounded down. Scored again then, every other half stayed where
    // it was but the fifteenth, whose 6 tabs found fell to none: scoring the merges' commits for
    // that half alone told which, round 48's 618d941 (the views only a settings window builds
    // are that window's, no switch of theirs the app's view modes). Those tabs were in views
    // only a settings window builds, by what the rule reads, so they were settings panes, which
    // the fifteenth's writers took for tabs and this file does not (above); the rule is kept,
    // as reverting it for a held-out figure would be tuning on it, and the fifteenth's tab floor
    // is what it now scores. Pooled, the eighty-four apps (the fourth and the sixth as first
    // scored, the others as scored now): routes R 0.77 P 0.86 (524 of 681, 86 wrong), tabs F1
    // 0.57 (77 of 140, 54 wrong). The sixty-one apps of the iOS lists and the code search as
    // before (routes R 0.80 P 0.94, tabs F1 0.76); the twenty-three Mac apps (the fourteenth
    // to sixteenth and the eighteenth to twentieth): routes R 0.67 P 0.66 (116 of 174, 59
    // wrong), tabs none of 44 found, 25 wrong.
    static let heldOutTwentieth = Half(folder: "HeldOut20", floors: (routeRecall: 0.45, routePrecision: 0.76, tabF1: 0.0))
    // The twenty-first draw went on down the same list from #338 (HeldOut21/SELECTION.md, its
    // rule committed in c297bfb before any entry was checked) and stopped at #420, the eighth
    // passing entry: MyMedia, Spotifly, ShengJi and Web held out (42 routes, 9 tabs),
    // Petrichor, Segue, Voxt and ClearanceKit left to development (rounds 51 and 52).
    // Scored once, after rounds 49 to 52 and the lead's mends (a release-only route case, a
    // debug push's note, a TabView written in place as a presentation's content) had merged
    // (HEAD of 2026-11-29's sixth session): routes R 0.45 P 0.68 (19 of 42, 9 wrong; Spotifly
    // 3 of 12, 9 wrong), tabs 9 of 9 found and 10 wrong (F1 0.64; Web 8, MyMedia 1, Spotifly
    // 1). The floors are those figures, rounded down. Scored again then, every other half
    // stayed where it was but the sixteenth, which lost 2 wrong tabs and a wrong route: by its
    // counts alone under each build of the session, the lead's rule for a TabView written in
    // place as what a sheet presents (its panes had been the app's tabs, the sheet a route
    // named `tab`). Pooled, the eighty-eight apps (the fourth and the sixth as first scored,
    // the others as scored now): routes R 0.75 P 0.85 (543 of 723, 94 wrong), tabs F1 0.58 (86
    // of 149, 62 wrong). The sixty-one apps of the iOS lists and the code search as before
    // (routes R 0.80 P 0.94, tabs F1 0.76); the twenty-seven Mac apps (the fourteenth to
    // sixteenth and the eighteenth to twenty-first): routes R 0.63 P 0.67 (135 of 216, 67
    // wrong), tabs F1 0.19 (9 of 53 found, 33 wrong).
    static let heldOutTwentyFirst = Half(folder: "HeldOut21", floors: (routeRecall: 0.45, routePrecision: 0.67, tabF1: 0.64))
    // The twenty-second draw went on down the same list from #421 (HeldOut22/SELECTION.md, its
    // rule committed in abf2eef before any entry was checked) and stopped at #513, the eighth
    // passing entry: MakLock, TouchBridge, OneClip and GoogleDriveSync held out (11 routes, 3
    // tabs, TouchBridge's iOS companion's), Santa, Nimclip, Pesty and Tactile left to
    // development (rounds 55 and 56). Scored once, with the twenty-third and twenty-fourth, after
    // rounds 53 to 58 had merged (HEAD of 2026-11-29's seventh session): routes R 0.91 P 1.00
    // (10 of 11, none wrong; MakLock's password sheet, built by a property, missed), tabs 3 of 3
    // found, none wrong. The floors are those figures, rounded down.
    static let heldOutTwentySecond = Half(folder: "HeldOut22", floors: (routeRecall: 0.90, routePrecision: 1.0, tabF1: 1.0))
    // The twenty-third draw went on down the same list from #514 (HeldOut23/SELECTION.md, its
    // rule committed in d284925 before any entry was checked) and stopped at #594, the eighth
    // passing entry: TypeCue, PureMac, FnKeyboard and Trace held out (10 routes, no tabs),
    // MacSift, AppPorts, Keyboard Cowboy and ShortcutCycle left to development (rounds 57 and
    // 58). Scored once with the twenty-second: routes R 0.40 P 0.57 (4 of 10, 3 wrong; PureMac
    // 1 of 6, its split's detail screens missed; TypeCue 0 of 1, 3 wrong), no tabs found, none
    // expected. The floors are those figures, rounded down.
    static let heldOutTwentyThird = Half(folder: "HeldOut23", floors: (routeRecall: 0.40, routePrecision: 0.57, tabF1: 1.0))
    // The twenty-fourth draw went on down the same list from #595 and reached its end (#663) with
    // five entries passed (HeldOut24/SELECTION.md, its rule committed in 044d1de before any entry
    // was checked): Adrafinil, DockAnchor and SiliconScope held out (11 routes, no tabs), Dayflow
    // and macUSB left to a later session's development. Scored once with the twenty-second: routes
    // R 0.73 P 0.73 (8 of 11, 3 wrong, all SiliconScope's), no tabs found, none expected. The
    // floors are those figures, rounded down. Scored again then, every other half stayed where it
    // was but the nineteenth, which lost a wrong route (UTM's image picker, a popover, by its
    // note: round 54's rule for popovers of pickers); its precision floor is raised to what it
    // scores. Pooled, the ninety-nine apps (the fourth and the sixth as first scored, the others
    // as scored now): routes R 0.75 P 0.85 (565 of 755, 99 wrong), tabs F1 0.59 (89 of 152, 62
    // wrong). The sixty-one apps of the iOS lists and the code search as before (routes R 0.80 P
    // 0.94, tabs F1 0.76); the thirty-eight Mac apps (the fourteenth to sixteenth and the
    // eighteenth to twenty-fourth): routes R 0.63 P 0.69 (157 of 248, 72 wrong), tabs F1 0.24 (12
    // of 56 found, 33 wrong).
    // After those three were scored, rounds 59 and 60 and a review of the session's rules merged,
    // and every half was scored again: the fifteenth rose to routes R 0.95 P 0.51 (18 of 19, 17
    // wrong: MeetingBar's regex editor, a struct item made by two factories, one route, by round
    // 60's rule) and the nineteenth to R 0.96 P 0.88 (43 of 45: Rilmazafone, started by its
    // main.swift's call, read from its App, by round 60's other rule); their floors are raised to
    // those figures, rounded down, and the others stayed where they were. Pooled, the ninety-nine
    // apps then: routes R 0.75 P 0.85 (568 of 755, 97 wrong), tabs F1 0.59 as before; the thirty-
    // eight Mac apps routes R 0.65 P 0.70 (160 of 248, 70 wrong), tabs F1 0.24. The development
    // half, a hundred and twenty-seven apps, scores routes P 0.98 R 0.99 (1049 of 1064, 24 wrong),
    // tab F1 1.00 (119 of 119).
    static let heldOutTwentyFourth = Half(folder: "HeldOut24", floors: (routeRecall: 0.72, routePrecision: 0.72, tabF1: 1.0))

    // The twenty-fifth half (HeldOut25/SELECTION.md) takes an eighth list, jaywcjlove's
    // awesome-swift-macos-apps (README.md at 89bd285e8302, each repository once), from its start,
    // where development rounds take it from its end: eight entries passed by #58, before the
    // draw's clock stop, and the first, third, fifth and seventh are held out (Blurt, FluidVoice,
    // Quant Voice, TimeMachineTrimmer: four Mac apps, 24 routes, no tabs), the others left to a
    // later session's development round. Scored once, after rounds 61 to 63 merged: routes R 0.83
    // P 0.87 (20 of 24, 3 wrong). The floors are those figures, rounded down. Scored with it, the
    // fourteenth half found one route more (24 of 30, R 0.80 P 0.92) by this session's rules: its
    // floors are raised to R 0.79 P 0.92; every other half scored as before. Pooled, the hundred
    // and three held-out apps, the fourth and the sixth as first scored: routes R 0.76 P 0.85 (589
    // of 779, 100 wrong), tabs F1 0.59 (89 of 152, 62 wrong); the forty-two Mac apps (the
    // fourteenth to sixteenth and eighteenth to twenty-fifth halves) routes R 0.67 P 0.71 (181 of
    // 272, 73 wrong), tabs F1 0.24 (12 of 56, 33 wrong). The development half, a hundred and
    // thirty apps, scores routes P 0.98 R 0.99 (1225 of 1241, 30 wrong), tab F1 1.00 (125 of
    // 125).
    // After that score, rounds 64 to 66, a review of rounds 61 to 63's rules and a rule for files
    // of tests merged, and every half was scored again: the eighth lost its one wrong route (43
    // of 46, none wrong: its precision floor 1.0); the others scored as before. Pooled then, the
    // hundred and three: routes R 0.76 P 0.86 (589 of 779, 99 wrong), tabs F1 0.59; the sixty-one
    // apps of the iOS lists and the code search routes R 0.80 P 0.94, tabs F1 0.76; the forty-two
    // Mac apps as above. The development half, a hundred and thirty-two apps, scores routes P 0.98
    // R 0.99 (1230 of 1247, 30 wrong), tab F1 1.00 (125 of 125).
    static let heldOutTwentyFifth = Half(folder: "HeldOut25", floors: (routeRecall: 0.83, routePrecision: 0.86, tabF1: 1.0))

    /// Found, expected and right, for tabs and for routes.
    struct Score {
        var found = 0, expected = 0, right = 0

        static func += (left: inout Score, right: Score) {
            left.found += right.found
            left.expected += right.expected
            left.right += right.right
        }

        var precision: Double { found == 0 ? (expected == 0 ? 1 : 0) : Double(right) / Double(found) }
        var recall: Double { expected == 0 ? 1 : Double(right) / Double(expected) }
        var f1: Double { precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall) }

        /// `7/9 right of 8 found`.
        var text: String {
            "\(right)/\(expected) found, \(found - right) wrong (P \(Self.figure(precision)) R \(Self.figure(recall)))"
        }

        static func figure(_ value: Double) -> String {
            let hundredths = Int((value * 100).rounded())
            return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
        }

        /// Names compared as multisets: a name expected twice (in two tabs) counts twice.
        init(found: [String], expected: [String]) {
            var left = Dictionary(expected.map { ($0, 1) }, uniquingKeysWith: +)
            self.found = found.count
            self.expected = expected.count
            for name in found where left[name, default: 0] > 0 {
                left[name]! -= 1
                right += 1
            }
        }

        init() {}
    }

    /// The tab names an app declares (none for the implicit `main` of an app without tabs),
    /// and every route name, tab by tab, then the app-level ones.
    static func names(_ schema: AppSchema?) -> (tabs: [String], routes: [String]) {
        guard let schema else { return ([], []) }
        let implicit = schema.tabs.count == 1 && schema.tabs[0].name == AppSchema.defaultTabName && !schema.tabs[0].isSplit
        return (implicit ? [] : schema.tabs.map(\.name), schema.tabs.flatMap { $0.routes.map(\.name) } + schema.sharedRoutes.map(\.name))
    }

    /// Every half, the development one first.
    static let halves = [development, heldOut, heldOutAgain, heldOutThird, heldOutFourth, heldOutFifth, heldOutSixth, heldOutSeventh, heldOutEighth, heldOutNinth, heldOutTenth, heldOutEleventh, heldOutTwelfth, heldOutThirteenth, heldOutFourteenth, heldOutFifteenth, heldOutSixteenth, heldOutSeventeenth, heldOutEighteenth, heldOutNineteenth, heldOutTwentieth, heldOutTwentyFirst, heldOutTwentySecond, heldOutTwentyThird, heldOutTwentyFourth, heldOutTwentyFifth]

    /// What each held-out app's SOURCE says of how it was chosen, and how many apps the half
    /// holds (the first, at least six: it grew once).
    static let heldOutChoices: [String: (says: String, apps: Int)] = [
        "HeldOut": ("held out: chosen by name before its code was read", 6),
        "HeldOut2": ("held out (second draw): chosen by HeldOut2/SELECTION.md's rule before its code was read", 6),
        "HeldOut3": ("held out (third draw): chosen by HeldOut3/SELECTION.md's rule before its code was read", 6),
        "HeldOut4": ("held out (fourth draw): chosen by HeldOut4/SELECTION.md's rule before its code was read", 6),
        "HeldOut5": ("held out (fifth draw): chosen by HeldOut4/SELECTION.md's rule before its code was read", 6),
        "HeldOut6": ("held out (sixth draw): chosen by HeldOut6/SELECTION.md's rule before its code was read", 3),
        "HeldOut7": ("held out (seventh draw): chosen by HeldOut7/SELECTION.md's rule before its code was read", 4),
        "HeldOut8": ("held out (eighth draw): chosen by HeldOut8/SELECTION.md's rule before its code was read", 4),
        "HeldOut9": ("held out (ninth draw): chosen by HeldOut9/SELECTION.md's rule before its code was read", 4),
        "HeldOut10": ("held out (tenth draw): chosen by HeldOut10/SELECTION.md's rule before its code was read", 4),
        "HeldOut11": ("held out (eleventh draw): chosen by HeldOut11/SELECTION.md's rule before its code was read", 4),
        "HeldOut12": ("held out (twelfth draw): chosen by HeldOut12/SELECTION.md's rule before its code was read", 4),
        "HeldOut13": ("held out (thirteenth draw): chosen by HeldOut13/SELECTION.md's rule before its code was read", 3),
        "HeldOut14": ("held out (fourteenth draw): chosen by HeldOut14/SELECTION.md's rule before its code was read", 4),
        "HeldOut15": ("held out (fifteenth draw): chosen by HeldOut15/SELECTION.md's rule before its code was read", 4),
        "HeldOut16": ("held out (sixteenth draw): chosen by HeldOut16/SELECTION.md's rule before its code was read", 3),
        "HeldOut17": ("held out (seventeenth draw): chosen by HeldOut17/SELECTION.md's rule before its code was read", 1),
        "HeldOut18": ("held out (eighteenth draw): chosen by HeldOut18/SELECTION.md's rule before its code was read", 4),
        "HeldOut19": ("held out (nineteenth draw): chosen by HeldOut19/SELECTION.md's rule before its code was read", 4),
        "HeldOut20": ("held out (twentieth draw): chosen by HeldOut20/SELECTION.md's rule before its code was read", 4),
        "HeldOut21": ("held out (twenty-first draw): chosen by HeldOut21/SELECTION.md's rule before its code was read", 4),
        "HeldOut22": ("held out (twenty-second draw): chosen by HeldOut22/SELECTION.md's rule before its code was read", 4),
        "HeldOut23": ("held out (twenty-third draw): chosen by HeldOut23/SELECTION.md's rule before its code was read", 4),
        "HeldOut24": ("held out (twenty-fourth draw): chosen by HeldOut24/SELECTION.md's rule before its code was read", 3),
        "HeldOut25": ("held out (twenty-fifth draw): chosen by HeldOut25/SELECTION.md's rule before its code was read", 4),
    ]

    @Test func theCorpusHoldsAppsToTuneOnAndHeldOutHalvesWithTheirLicencesAndSources() {
        #expect(Self.development.apps.count >= 9)
        #expect(Set(Self.halves.dropFirst().map(\.folder)) == Set(Self.heldOutChoices.keys))
        for half in Self.halves {
            for app in half.apps {
                for file in ["LICENSE", "SOURCE", "expected.navapp", "Sources"] {
                    #expect(FileManager.default.fileExists(atPath: Self.root + "/\(half.folder)/\(app)/\(file)"), "\(app) has no \(file)")
                }
            }
            guard let choice = Self.heldOutChoices[half.folder] else { continue }
            #expect(half.folder == "HeldOut" ? half.apps.count >= choice.apps : half.apps.count == choice.apps, "\(half.folder) holds \(half.apps.count) apps")
            for app in half.apps {
                let source = (try? String(contentsOfFile: Self.root + "/\(half.folder)/\(app)/SOURCE", encoding: .utf8)) ?? ""
                #expect(source.contains(choice.says), "\(app)'s SOURCE does not say how it was chosen")
            }
        }
    }

    @Test(arguments: halves)
    func theImporterFindsMostOfEachRealApp(_ half: Half) throws {
        // A tuning run sets NAVREPL_SCORE_HALF=RealApps, so that it never sees the held-out
        // figures it must not be tuned on; a held-out half's one score sets its folder
        // (HeldOut, HeldOut2 and so on).
        if let only = ProcessInfo.processInfo.environment["NAVREPL_SCORE_HALF"], only != half.folder { return }
        var tabs = Score(), routes = Score()
        var lines: [String] = []
        for app in half.apps {
            let base = Self.root + "/" + half.folder + "/" + app
            let text = try String(contentsOfFile: base + "/expected.navapp", encoding: .utf8)
            let expected = Self.names(try AppFile.parse(StringLineSource(text), file: base + "/expected.navapp", named: app))
            let found = Self.names(try? SwiftImporter.run(["Sources"], name: "imported", directory: base).schema)
            let appTabs = Score(found: found.tabs, expected: expected.tabs)
            let appRoutes = Score(found: found.routes, expected: expected.routes)
            lines.append("\(app): tabs \(appTabs.text); routes \(appRoutes.text)")
            tabs += appTabs
            routes += appRoutes
        }
        lines.append("all: tabs \(tabs.text) F1 \(Score.figure(tabs.f1)); routes \(routes.text)")
        let name = half.folder == Self.development.folder ? "real apps" : half.folder
        print(lines.map { "\(name): " + $0 }.joined(separator: "\n"))
        #expect(routes.recall >= half.floors.routeRecall, "\(lines.last!)")
        #expect(routes.precision >= half.floors.routePrecision, "\(lines.last!)")
        #expect(tabs.f1 >= half.floors.tabF1, "\(lines.last!)")
    }
}
