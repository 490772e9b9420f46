import Foundation
import NavreplKit
import NavLanguage
import NavScript
import Testing
import TestSupport

/// `export swift` then `app import` gives back the app: for every built-in app, navrepl-import
/// reads the `AppSchema(...)` the exported Swift declares as exactly that app: tabs, split
/// columns, routes, parameters, types, closed sets, optionals, defaults, titles, app-level
/// routes, flags, redirects, guards and the summary.
struct ExportImportRoundTripTests {
    /// An app with flags, redirects, guards, retap and a presented-only route comes back as
    /// the same declaration too.
    @Test func theExportTestsShopAppComesBackWithItsRules() throws {
        let folder = Binary.temporaryFolder()
        let declaration = try String(contentsOfFile: Repository.root.appendingPathComponent("Tests/ExportPackage/shop.nav").path, encoding: .utf8)
        let block = String(declaration[declaration.range(of: "app shop {")!.lowerBound...declaration.range(of: "\n}\n")!.lowerBound]) + "\n}\n"
        try Binary.write(block, to: folder + "/shop.navapp")
        let shown = try Binary.run(["-q", "--app", folder + "/shop.navapp", "-e", "app show"])
        #expect(shown.status == 0, "\(shown.stderr)")
        let exported = try Binary.run(["-q", "--app", folder + "/shop.navapp", "-e", "export swift \(folder)/Shop.swift"])
        #expect(exported.status == 0, "\(exported.stderr)")
        let imported = try Binary.run([folder + "/Shop.swift"], program: ImportTests.importer)
        #expect(imported.status == 0, "\(imported.stderr)")
        let app = imported.stdout.split(separator: "\n", omittingEmptySubsequences: false).drop { $0.hasPrefix("#") || $0.isEmpty }.joined(separator: "\n")
        expectSameText(app, shown.stdout)
    }

    @Test(arguments: BuiltinApps.all.map(\.name))
    func exportedSwiftImportsAsTheSameApp(app: String) throws {
        let builtin = try #require(BuiltinApps.named(app))
        let file = Binary.temporaryFolder() + "/\(app).swift"
        let exported = try Binary.run(["-q", "--app", app, "-e", "export swift \(file)"])
        #expect(exported.status == 0, "\(exported.stderr)")
        let imported = try Binary.run([file, "--name", "roundtrip"], program: ImportTests.importer)
        #expect(imported.status == 0, "\(imported.stderr)")
        let renamed = try AppSchema(
            name: "roundtrip", tabs: builtin.tabs, sharedRoutes: builtin.sharedRoutes, flags: builtin.flags,
            redirects: builtin.redirects, guards: builtin.guards, summary: builtin.summary)
        // Nothing assumed, nothing noted: the report is the summary line alone, then the app.
        expectSameText(imported.stdout, """
            # imported \(Self.counts(of: builtin)) from 1 file

            \(AppDeclarationPrinter.declaration(of: renamed))

            """)
        // An app file carries no summary (it is a comment): the rest comes back as values.
        let schema = try AppFile.parse(StringLineSource(imported.stdout), file: "<navrepl-import>", named: app)
        #expect(schema.tabs == builtin.tabs)
        #expect(schema.sharedRoutes == builtin.sharedRoutes)
        #expect(schema.flags == builtin.flags)
        #expect(schema.redirects == builtin.redirects)
        #expect(schema.guards == builtin.guards)
    }

    /// The books app is a split view: its columns come back as columns, not as a plain tab.
    @Test func aSplitViewComesBackWithItsColumns() throws {
        let file = Binary.temporaryFolder() + "/books.swift"
        let exported = try Binary.run(["-q", "--app", "books", "-e", "export swift \(file)"])
        #expect(exported.status == 0, "\(exported.stderr)")
        let imported = try Binary.run([file, "--name", "roundtrip"], program: ImportTests.importer)
        let schema = try AppFile.parse(StringLineSource(imported.stdout), file: "<navrepl-import>", named: "books")
        #expect(schema.tabs.map(\.isSplit) == BuiltinApps.books.tabs.map(\.isSplit))
        #expect(schema.tabs.flatMap(\.columns) == BuiltinApps.books.tabs.flatMap(\.columns))
    }

    static func counts(of schema: AppSchema) -> String {
        let routes = schema.tabs.reduce(schema.sharedRoutes.count) { $0 + $1.routes.count }
        return "\(schema.tabs.count) tab\(schema.tabs.count == 1 ? "" : "s"), \(routes) route\(routes == 1 ? "" : "s")"
    }
}
