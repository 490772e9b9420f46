import NavreplKit
@testable import SwiftImport
import Testing
import TestSupport

/// An app that declares its schema with NavreplKit's initializers is imported as exactly that
/// schema; one the importer cannot read as literals is reported, and its enums are read instead.
struct SchemaLiteralTests {
    @Test func aHandWrittenSchemaIsTheApp() throws {
        let result = try ImportRuleTests.importing(#"""
            import NavreplKit
            enum ShopRoute: Hashable { case ignored }
            @main struct ShopApp: App {
                static let schema = try! NavreplKit.AppSchema(
                    name: "shop",
                    tabs: [
                        TabDeclaration("catalogue", title: "Catalogue \u{1F6D2}", routes: [
                            RouteDeclaration("item", [Parameter(label: "id", type: .int), Parameter(label: "size", type: .oneOf(["s", "m"]), defaultValue: .string("m"))]),
                            RouteDeclaration("search", [Parameter(label: "query", type: ParameterType.string, isOptional: true)], title: "Search"),
                        ]),
                        TabDeclaration("orders", columns: [
                            SplitColumn("list", routes: [RouteDeclaration("orders")]),
                            SplitColumn("detail", placeholder: "pick an order", routes: [RouteDeclaration("order", [Parameter(label: "n", type: .int, defaultValue: .int(-1))])]),
                        ]),
                    ],
                    sharedRoutes: [RouteDeclaration("login", [Parameter(label: "again", type: .bool, defaultValue: .bool(false))])],
                    flags: [FlagDeclaration("signedIn", initialValue: true)],
                    redirects: [RedirectRule(source: "order", target: RouteRequest(name: "login", arguments: [ArgumentRequest(label: "again", value: .word("true"))]), condition: Condition(flag: "signedIn", holdsWhenSet: false))],
                    guards: [GuardRule(route: "login", condition: Condition(flag: "signedIn", holdsWhenSet: false))]
                )
            }
            """#)
        expectSameText(result.appFile, """
            # imported 2 tabs, 5 routes from 1 file
            app shop {
              tab catalogue "Catalogue 🛒" {
                item(id: Int, size: s|m = m)
                search(query: String?) "Search"
              }
              split orders {
                column list {
                  orders
                }
                column detail "pick an order" {
                  order(n: Int = -1)
                }
              }
              login(again: Bool = false)
              flag signedIn = true
              redirect order -> login(again: true) unless signedIn
              guard pop login unless signedIn
            }

            """)
    }

    @Test func aSchemaBuiltFromVariablesIsReportedAndTheEnumsAreRead() throws {
        let result = try ImportRuleTests.importing("""
            let tabs = [TabDeclaration("main", routes: [])]
            let schema = try AppSchema(name: "shop", tabs: tabs)
            enum ShopRoute: Hashable { case cart }
            """)
        #expect(result.findings.notes == [
            "AppSchema(...) at Sample.swift:2 is not read: expected an array literal, found 'tabs' (Sample.swift:2)",
            "edges not imported (tab main: the view it shows not found)",
        ])
        #expect(result.schema.sharedRoutes.map(\.name) == ["cart"])
    }
}
