import Foundation
import NavLanguage
import NavreplKit
@testable import SwiftImport
import Testing
import TestSupport

/// What the report says of sources read in part, and what an import is named and refused for.
struct ImportReportTests {
    /// Writes `files` (paths relative to a new folder) and runs `body` with the folder.
    static func inFolder<T>(_ files: [String: String], _ body: (String) throws -> T) throws -> T {
        let folder = NSTemporaryDirectory() + "navrepl-report-tests-\(getpid())-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (path, text) in files {
            let file = folder + "/" + path
            try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: file, atomically: true, encoding: .utf8)
        }
        return try body(folder)
    }

    static let routes = """
        enum Route: Hashable { case list, detail }
        struct Root: View { var body: some View { Text("").navigationDestination(for: Route.self) { _ in Text("") } } }

        """

    /// A file that does not parse may hold what the model misses: `--strict` refuses it, by name.
    @Test func aFileThatDoesNotParseFailsStrict() throws {
        let result = try Self.inFolder(["App/Routes.swift": Self.routes, "App/Broken.swift": "enum Other: Hashable {\n    case x\n"]) { folder in
            try SwiftImporter.run(["App"], directory: folder)
        }
        #expect(result.findings.unresolved.isEmpty)
        expectSameText(result.strictFailure ?? "", """
            --strict: 1 file not read whole, so the app may miss routes:
              file not read whole: App/Broken.swift:2:11: expected '}' to end enum; the rest of the file was read
            """)
    }

    /// Past the nesting the parser takes, it stops: what follows in the file is not read, and
    /// the report says so rather than that the rest was read.
    @Test func nestingTooDeepSaysTheRestOfTheFileWasNotRead() throws {
        let deep = "struct Deep { func f() {\n" + String(repeating: "if true {\n", count: 70) + String(repeating: "}\n", count: 70) + "} }\n"
        let result = try Self.inFolder(["App/Routes.swift": Self.routes, "App/Deep.swift": deep + "enum Later: Hashable { case unseen }\n"]) { folder in
            try SwiftImporter.run(["App"], directory: folder)
        }
        let unread = "App/Deep.swift:65:1: nested more than 64 levels deep, where the Swift parser stops; the file was read up to there, the rest of it was not"
        #expect(result.findings.notes == ["warning: " + unread, "edges not imported (tab main: the view it shows not found)"])
        #expect(result.findings.unreadFiles == [unread])
        #expect(result.schema.sharedRoutes.map(\.name) == ["list", "detail"])
    }

    /// Tabs whose stacks have only their roots are an app navrepl loads: imported, not refused.
    @Test func tabsWithoutRoutesAreImported() throws {
        let result = try ImportRuleTests.importing("""
            enum AppTab: Hashable { case home, settings }
            struct Root: View {
                @State var tab = AppTab.home
                var body: some View { TabView(selection: $tab) { Text("Home").tag(AppTab.home); Text("Settings").tag(AppTab.settings) } }
            }

            """)
        #expect(result.schema.tabs.map(\.name) == ["home", "settings"])
        #expect(result.summary == "imported 2 tabs, 0 routes from 1 file")
    }

    /// A refusal's notes are one a line, as the report's are.
    @Test func theNotesOfARefusalAreOneALine() throws {
        let files = ["Model.swift": "struct Patient { let name: String }\n", "Broken.swift": "enum E {\n"]
        do {
            _ = try Self.inFolder(files) { folder in try SwiftImporter.run(["Model.swift", "Broken.swift"], directory: folder) }
            Issue.record("sources without routes were imported")
        } catch let failure as SwiftImporter.Failure {
            let lines = failure.description.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == 2 && lines[0].hasPrefix("no routes found in 2 files: "), "\(lines)")
            #expect(lines.last == "  warning: Broken.swift:1:9: expected '}' to end enum; the rest of the file was read")
        }
    }

    /// Without a `@main` App, sources in a folder named as sources are (`Sources`, `src`, `.`)
    /// take the name of the project they are of, and the report says so.
    @Test func anAppWithoutMainIsNamedAfterItsProjectNotItsSourcesFolder() throws {
        try Self.inFolder(["Clinic/Sources/Routes.swift": Self.routes]) { folder in
            let result = try SwiftImporter.run(["Clinic/Sources"], directory: folder)
            #expect(result.schema.name == "clinic")
            #expect(result.findings.notes == ["edges not imported (tab main: the view it shows not found)", "no @main App type: the app is named after the folder 'Clinic', not 'Sources' (give another name with --name)"])
            let here = try SwiftImporter.run(["."], directory: folder + "/Clinic/Sources")
            #expect(here.schema.name == "clinic")
        }
        try Self.inFolder(["Ward/Ward.xcodeproj/project.pbxproj": "", "Ward/src/Routes.swift": Self.routes]) { folder in
            let result = try SwiftImporter.run(["Ward/src"], directory: folder)
            #expect(result.schema.name == "ward")
            #expect(result.findings.notes == ["edges not imported (tab main: the view it shows not found)", "no @main App type: the app is named after the Xcode project Ward.xcodeproj, not 'src' (give another name with --name)"])
        }
    }

    /// `@main struct App` names nothing: the app is named after its folder, as without one.
    @Test func aMainTypeNamedAppNamesNothing() throws {
        let app = "import SwiftUI\n@main struct App: SwiftUI.App { var body: some Scene { WindowGroup { Text(\"\") } } }\n"
        try Self.inFolder(["Emitron/Sources/App.swift": app, "Emitron/Sources/Routes.swift": Self.routes]) { folder in
            let result = try SwiftImporter.run(["Emitron/Sources"], directory: folder)
            #expect(result.schema.name == "emitron")
            #expect(result.findings.notes == ["edges not imported (tab main: no taps read from its views)", "the @main type is named App: the app is named after the folder 'Emitron', not 'Sources' (give another name with --name)"])
        }
    }

    /// `--name` of a built-in app is refused before anything is read, with the fix.
    @Test func aBuiltInAppsNameIsNoName() {
        #expect(AppFile.problem(withImportedName: "hospital") == "--name 'hospital' is a built-in app's name, and navrepl refuses an app file that takes it: choose another (e.g. --name hospital_imported)")
        #expect(AppFile.problem(withImportedName: "clinic") == nil)
    }
}
