import Foundation
import NavreplKit
@testable import SwiftImport
import Testing
import TestSupport

/// The rules one at a time: naming, types, tabs, and what the importer refuses.
struct ImportRuleTests {
    /// Imports one source text, written to a file of its own.
    static func importing(_ source: String, name: String = "Sample.swift") throws -> SwiftImporter.Result {
        let folder = NSTemporaryDirectory() + "navrepl-import-tests-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try source.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
        return try SwiftImporter.run([name], directory: folder)
    }

    @Test func unlabelledValuesAreNamedAfterTheirTypeAndNumberedWhenTheyRepeat() {
        let values: [AssociatedValue] = [
            AssociatedValue(label: nil, type: .named(["Workout"], arguments: []), defaultValue: nil),
            AssociatedValue(label: nil, type: .named(["URL"], arguments: []), defaultValue: nil),
            AssociatedValue(label: nil, type: .named(["Int"], arguments: []), defaultValue: nil),
            AssociatedValue(label: nil, type: .optional(.named(["Int"], arguments: [])), defaultValue: nil),
            AssociatedValue(label: "url", type: .named(["String"], arguments: []), defaultValue: nil),
            AssociatedValue(label: nil, type: .array(.named(["Tag"], arguments: [])), defaultValue: nil),
        ]
        #expect(ParameterMapping.labels(for: values) == ["workout", "url1", "int1", "int2", "url", "tags"])
    }

    @Test func lowerCamelCaseKeepsAcronymsTogether() {
        #expect(ParameterMapping.lowerCamel("Patient") == "patient")
        #expect(ParameterMapping.lowerCamel("URL") == "url")
        #expect(ParameterMapping.lowerCamel("UUIDString") == "uuidString")
        #expect(ParameterMapping.lowerCamel("item") == "item")
    }

    @Test func aTabMatchesItsWrapperCaseAndPathPropertyByName() {
        #expect(SchemaBuilder.namesMatch("patient", "patients"))
        #expect(SchemaBuilder.namesMatch("patients", "patients"))
        #expect(SchemaBuilder.namesMatch("patientRoutes", "patients", prefixOnly: true))
        #expect(!SchemaBuilder.namesMatch("doctor", "patients"))
    }

    @Test func anAppTypeNamesTheAppAndABuiltInNameIsNotTaken() throws {
        let clinic = try Self.importing("@main struct ClinicApp: App {}\nenum Route: Hashable { case list }\n")
        #expect(clinic.schema.name == "clinic")
        let hospital = try Self.importing("@main struct HospitalApp: App {}\nenum Route: Hashable { case list }\n")
        #expect(hospital.schema.name == "hospital_imported")
        #expect(hospital.findings.notes == ["edges not imported (tab main: the screen of list not found)", "'hospital' is a built-in app's name: the app is named hospital_imported (give another with --name)"])
        let fromFile = try Self.importing("enum Route: Hashable { case list }\n", name: "My Routes.swift")
        #expect(fromFile.schema.name == "my_Routes")
    }

    /// A pager (`TabView` styled `.page`) tags its pages as a tab bar tags its tabs; its pages
    /// are not the app's tabs, and the report says why they were not read as tabs.
    @Test func aPagedTabViewIsNotTheAppsTabs() throws {
        let pager = """
            enum Page: Hashable { case welcome, features }
            enum HomeRoute: Hashable { case detail(id: Int) }
            struct HomeView: View {
                @State private var path: [HomeRoute] = []
                var body: some View {
                    NavigationStack(path: $path) { Onboarding().navigationDestination(for: HomeRoute.self) { _ in Text("") } }
                }
            }
            struct Onboarding: View {
                @State private var page: Page = .welcome
                var body: some View {
                    TabView(selection: $page) {
                        Text("Welcome").tag(Page.welcome)
                        Text("Features").tag(Page.features)
                    }
                    .frame(height: 200)
                    .tabViewStyle(STYLE)
                }
            }

            """
        for style in [".page", ".page(indexDisplayMode: .never)", "PageTabViewStyle()", ".verticalPage"] {
            let result = try Self.importing(pager.replacingOccurrences(of: "STYLE", with: style))
            #expect(result.schema.tabs.map(\.name) == ["main"], "\(style)")
            #expect(result.findings.notes.contains("TabView at Sample.swift:12 is a pager (.tabViewStyle(.page)): its pages are not read as tabs"), "\(result.findings.notes)")
        }
        // The same view as a tab bar: its tags are tabs.
        let tabs = try Self.importing(pager.replacingOccurrences(of: "STYLE", with: ".automatic"))
        #expect(tabs.schema.tabs.map(\.name) == ["welcome", "features"])
    }

    /// A localised title is read as its default value where the source gives one, else as
    /// its key (what a missing translation shows).
    @Test func aLocalisedTitleIsItsDefaultValueElseItsKey() throws {
        let result = try Self.importing("""
            enum AppTab: Hashable { case patients, doctors, rooms, wards }
            enum Route: Hashable { case detail(name: String) }
            struct Root: View {
                @State private var tab: AppTab = .patients
                var body: some View {
                    TabView(selection: $tab) {
                        Text("").tabItem { Label(String(localized: "Patients"), systemImage: "person") }.tag(AppTab.patients)
                        Text("").tabItem { Text(NSLocalizedString("tab.doctors", value: "Doctors", comment: "")) }.tag(AppTab.doctors)
                        Text("").tabItem { Label(String(localized: "tab.rooms", defaultValue: "Rooms"), systemImage: "bed") }.tag(AppTab.rooms)
                        Text("").tabItem { Text(NSLocalizedString("tab.wards", comment: "")) }.tag(AppTab.wards)
                    }
                }
            }

            """)
        #expect(result.schema.tabs.map { $0.title ?? "-" } == ["Patients", "Doctors", "Rooms", "tab.wards"])
    }

    /// Without a TabView, a top-level view that switches over an enum of view modes (from a
    /// sidebar or a menu) has the app's tabs, each mode's views its routes; the report says so.
    /// The same switch in a screen the app shows deeper down is not the app's tabs.
    @Test func aTopLevelSwitchOverViewModesIsTheAppsTabs() throws {
        let source = """
            import SwiftUI

            @main struct LibraryApp: App {
                var body: some Scene { WindowGroup { ContentView() } }
            }

            enum ViewMode: String, CaseIterable, Hashable { case books, authors, settings }
            enum BookRoute: Hashable { case book(id: Int), chapter(number: Int) }
            enum AuthorRoute: Hashable { case author(name: String) }

            struct ContentView: View {
                @State private var mode: ViewMode = .books
                var body: some View {
                    NavigationSplitView {
                        List(ViewMode.allCases, id: \\.self) { Text($0.rawValue) }
                    } detail: {
                        switch mode {
                        case .books: BooksView()
                        case .authors: AuthorsView()
                        case .settings: SettingsView()
                        }
                    }
                }
            }

            struct BooksView: View {
                @State private var path: [BookRoute] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        Text("Books").navigationDestination(for: BookRoute.self) { _ in Text("") }
                    }
                }
            }
            struct AuthorsView: View {
                @State private var path: [AuthorRoute] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        Text("Authors").navigationDestination(for: AuthorRoute.self) { _ in Text("") }
                    }
                }
            }
            struct SettingsView: View { var body: some View { Text("Settings") } }

            """
        let result = try Self.importing(source)
        #expect(result.schema.tabs.map(\.name) == ["books", "authors", "settings"])
        #expect(result.schema.tabs.map { $0.routes.map(\.name) } == [["book", "chapter"], ["author"], []])
        #expect(result.findings.notes.contains("tabs read from ContentView's switch over mode (ViewMode): the app's top level switches between these modes, without a TabView"))
        // Shown from a screen, not by the app: not tabs.
        let deeper = try Self.importing(source.replacingOccurrences(of: "WindowGroup { ContentView() }", with: "WindowGroup { HomeView() }")
            + "struct HomeView: View { var body: some View { NavigationStack { Text(\"Home\").navigationDestination(for: BookRoute.self) { _ in ContentView() } } } }\n")
        #expect(!deeper.schema.tabs.map(\.name).contains("authors"), "\(deeper.schema.tabs.map(\.name))")
    }

    /// The project's own wrapper of `.navigationDestination(for:)`, however it forwards the
    /// type (a parameter, or its generic type), is followed: its callers declare destinations,
    /// whatever the enums are named, and the report says which wrappers were followed.
    @Test func aWrapperOfNavigationDestinationIsFollowedToItsCallers() throws {
        let result = try Self.importing("""
            import SwiftUI

            @main struct ShopApp: App { var body: some Scene { WindowGroup { HomeView() } } }

            enum HomeScene: Hashable { case product(id: Int), reviews(productID: Int) }
            enum CartPlace: Hashable { case checkout }

            extension View {
                func navigationStackDestination<D: Hashable, C: View>(for type: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
                    navigationDestination(for: type, destination: destination)
                }
                func routed<D: Hashable, C: View>(_ type: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
                    navigationDestination(for: D.self, destination: destination)
                }
            }

            struct HomeView: View {
                @State private var path = NavigationPath()
                var body: some View {
                    NavigationStack(path: $path) {
                        Text("Home")
                            .navigationStackDestination(for: HomeScene.self) { _ in Text("") }
                            .routed(CartPlace.self) { _ in Text("") }
                    }
                }
            }

            """)
        #expect(result.schema.sharedRoutes.map(\.name) == ["product", "reviews", "checkout"])
        #expect(result.findings.notes.contains("navigationStackDestination(for:) at Sample.swift:10 forwards to .navigationDestination(for:): its calls are read as destinations"))
        #expect(result.findings.notes.contains("routed(_:) at Sample.swift:13 forwards to .navigationDestination(for:): its calls are read as destinations"))
        #expect(result.findings.unresolved.isEmpty, "\(result.findings.unresolved)")
    }

    @Test func aNavigationLinkValueOrAnAppendNamesARouteEnumWhateverItsName() throws {
        let result = try Self.importing("""
            enum Place: Hashable { case home, room(number: Int) }
            enum Mood: Hashable { case calm }
            struct V: View {
                @State var path = NavigationPath()
                var body: some View {
                    NavigationLink("Home", value: Place.home)
                    Button("Calm") { path.append(Mood.calm) }
                }
            }
            """)
        #expect(result.schema.sharedRoutes.map(\.signature) == ["home", "room(number: Int)", "calm"])
    }

    @Test func sourcesWithoutRoutesAreRefused() throws {
        #expect(throws: SwiftImporter.Failure.self) {
            try Self.importing("struct Patient { let name: String }\nenum Colour { case red }\n")
        }
    }

    @Test func aTypeAliasLeadsToItsEnum() throws {
        let result = try Self.importing("""
            final class InboxRouter { enum Destination: Hashable { case chat, thread(id: Int) } }
            struct InboxView: View {
                typealias Destination = InboxRouter.Destination
                var body: some View { List {}.navigationDestination(for: Destination.self) { _ in } }
            }
            """)
        #expect(result.schema.sharedRoutes.map(\.signature) == ["chat", "thread(id: Int)"])
    }

    @Test func aTypeAliasCycleEndsAsAnAssumption() throws {
        let result = try Self.importing("""
            typealias A = B
            typealias B = A
            enum SettingsRoute: Hashable { case account(A) }
            """)
        #expect(result.schema.sharedRoutes.map(\.signature) == ["account(a: String)"])
        #expect(result.findings.assumptions == ["A taken as String (Sample.swift:3)"])
    }
}

extension ImportRuleTests {
    @Test func aCaseCarryingARouteEnumBringsItsRoutesRatherThanBeingARoute() throws {
        let result = try Self.importing("""
            enum HomeRoute: Hashable {
                case feed
                case settings(SettingsRoute)
                var title: String {
                    switch self {
                    case .feed: "feed"
                    case .settings: "Settings"
                    }
                }
            }
            enum SettingsRoute: Hashable { case account, privacy(level: Int) }
            struct Home: View {
                var body: some View { NavigationStack { Feed().navigationDestination(for: HomeRoute.self) { _ in } } }
            }
            """)
        // A title that only repeats the case's name is no title.
        #expect(result.schema.sharedRoutes.map { $0.signature + ($0.title.map { " " + $0 } ?? "") } == ["feed", "account", "privacy(level: Int)"])
    }
}

extension ImportRuleTests {
    /// Titles are read as Swift reads the literal: escapes resolved, a raw string's backslashes
    /// kept, a multi-line string's lines joined.
    @Test func aTitleIsTheStringSwiftWouldMake() throws {
        let result = try Self.importing(#"""
            enum Route: Hashable {
                case plain, escaped, raw, rawEscape, lines
                var title: String {
                    switch self {
                    case .plain: "The plain one"
                    case .escaped: "Tab\tand \u{41}"
                    case .raw: #"C:\new"#
                    case .rawEscape: #"Say \#"hi\#""#
                    case .lines:
                        """
                        First \
                        second
                        """
                    }
                }
            }
            struct V: View { @State var path: [Route] = [] }
            """#)
        #expect(result.schema.sharedRoutes.map { $0.title ?? "-" } == ["The plain one", "Tab\tand A", #"C:\new"#, #"Say "hi""#, "First second"])
    }

    @Test func aCaseDeclaredInEachIfBranchIsImportedOnce() throws {
        let result = try Self.importing("""
            enum AppTab: Hashable {
                case home
                #if os(iOS)
                case camera
                #else
                case camera(front: Bool)
                #endif
            }
            struct Root: View {
                @State var tab = AppTab.home
                var body: some View { TabView(selection: $tab) { Home().tag(AppTab.home) } }
            }
            enum HomeRoute: Hashable { case feed }
            """)
        #expect(result.schema.tabs.map(\.name) == ["home", "camera"])
        #expect(result.findings.notes.contains("AppTab.camera is declared again at Sample.swift:6, in another #if branch: the first, at Sample.swift:4, is imported"))
    }
}

extension ImportRuleTests {
    @Test func aNameNavreplCannotWriteIsSkippedWithANote() throws {
        let result = try Self.importing("enum PlayRoute: Hashable { case ready, go🚀 }\n")
        #expect(result.schema.sharedRoutes.map(\.name) == ["ready"])
        #expect(result.findings.notes == ["PlayRoute.go🚀 has a name navrepl cannot write (letters, digits and '_'): skipped (Sample.swift:1)",
                                          "edges not imported (tab main: the view it shows not found)"])
    }
}

/// Navigation calls whose route is not read are listed with their places, and `--strict`
/// refuses the import for them.
struct UnresolvedCallTests {
    static let source = """
        import SwiftUI
        enum Route: Hashable { case list, detail }
        struct Root: View {
            @State var path: [Route] = []
            let next = Self.upcoming()
            var body: some View {
                NavigationStack(path: $path) {
                    Button("Go") { path.append(next) }
                        .navigationDestination(for: Route.self) { _ in Text("") }
                        .navigationDestination(for: kind())
                        .sheet(item: binding()) { _ in Text("") }
                }
            }
        }
        """

    @Test func navigationCallsNotReadAreListedWithTheirPlaces() throws {
        let result = try ImportRuleTests.importing(Self.source)
        #expect(result.findings.unresolved == [
            "path.append(next) at Sample.swift:8: which route it pushes is not read",
            ".navigationDestination(for: kind()) at Sample.swift:10: its type is not read",
            ".sheet(item: binding()) at Sample.swift:11: what it presents is not read",
        ], "\(result.findings.unresolved)")
        #expect(result.summary.hasSuffix("; 3 navigation calls not read"), "\(result.summary)")
        #expect(result.appFile.contains("# not read: path.append(next) at Sample.swift:8: which route it pushes is not read\n"), "\(result.appFile)")
        expectSameText(result.strictFailure ?? "", """
            --strict: 3 navigation calls not read, so the app may miss routes:
              not read: path.append(next) at Sample.swift:8: which route it pushes is not read
              not read: .navigationDestination(for: kind()) at Sample.swift:10: its type is not read
              not read: .sheet(item: binding()) at Sample.swift:11: what it presents is not read
            """)
    }

    @Test func anAppWhoseCallsAreAllReadPassesStrict() throws {
        let result = try ImportRuleTests.importing("""
            import SwiftUI
            enum Route: Hashable { case list, detail }
            struct Root: View {
                @State var path: [Route] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        Button("Go") { path.append(.detail) }
                            .navigationDestination(for: Route.self) { _ in Text("") }
                    }
                }
            }
            """)
        #expect(result.findings.unresolved.isEmpty)
        #expect(result.strictFailure == nil)
    }
}
