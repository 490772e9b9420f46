import Foundation
import NavreplKit
import NavScript
import Testing
import TestSupport

/// `export swift` then `app import` gives back the app: for every built-in app, the Swift that
/// navrepl writes is read by navrepl-import into the same tabs, routes, parameters, types,
/// closed sets, defaults and titles. (A split tab's columns are not read back: its routes
/// come back as a plain tab's, in the same order.)
struct ExportImportRoundTripTests {
    @Test(arguments: BuiltinApps.all.map(\.name))
    func exportedSwiftImportsAsTheSameApp(app: String) throws {
        let file = Binary.temporaryFolder() + "/\(app).swift"
        let exported = try Binary.run(["-q", "--app", app, "-e", "export swift \(file)"])
        #expect(exported.status == 0, "\(exported.stderr)")
        let imported = try Binary.run([file, "--name", "roundtrip"], program: ImportTests.importer)
        #expect(imported.status == 0, "\(imported.stderr)")
        let report = ImportedAppFile.report(in: imported.stdout)
        #expect(report.first == "imported \(Self.counts(of: BuiltinApps.named(app)!)) from 1 file")
        // Nothing assumed; only a split view is noted, as read as a plain tab.
        let splitNotes = BuiltinApps.named(app)!.hasSplitTabs ? 1 : 0
        #expect(report.count == 1 + splitNotes, "\(report)")
        #expect(report.dropFirst().allSatisfy { $0.hasPrefix("note: NavigationSplitView at \(file):") })
        let schema = try AppFile.parse(StringLineSource(imported.stdout), file: "<navrepl-import>", named: app)
        expectSameText(Self.outline(of: schema), Self.outline(of: BuiltinApps.named(app)!))
    }

    static func counts(of schema: AppSchema) -> String {
        let routes = schema.tabs.reduce(schema.sharedRoutes.count) { $0 + $1.routes.count }
        return "\(schema.tabs.count) tab\(schema.tabs.count == 1 ? "" : "s"), \(routes) route\(routes == 1 ? "" : "s")"
    }

    /// Each tab with its title and routes (a split tab's, column after column), then the app-level routes.
    static func outline(of schema: AppSchema) -> String {
        let tabs = schema.tabs.map { tab in
            (["tab \(tab.name) \(tab.title ?? "-")"] + tab.routes.map { "  " + $0.signature + " " + ($0.title ?? "-") })
                .joined(separator: "\n")
        }
        return (tabs + schema.sharedRoutes.map { $0.signature + " " + ($0.title ?? "-") }).joined(separator: "\n") + "\n"
    }
}
