import NavreplKit
import Testing
@testable import NavLanguage

/// The hand-written schema of `AppSchema`'s DocC page (kept the same here, so that it compiles)
/// is the app its app file declares.
struct HandWrittenSchemaTests {
    @Test func theCatalogsHandWrittenSchemaIsItsAppFile() throws {
        let schema = try AppSchema(
            name: "shop",
            tabs: [
                AppSchema.TabDeclaration("home", title: "Home", routes: [
                    AppSchema.RouteDeclaration("featured"),
                    AppSchema.RouteDeclaration("product", [AppSchema.Parameter(label: "id", type: .int)], title: "Product"),
                ]),
                AppSchema.TabDeclaration("cart", title: "Cart", routes: [
                    AppSchema.RouteDeclaration("cart"),
                    AppSchema.RouteDeclaration("checkout", title: "Checkout"),
                ]),
            ],
            sharedRoutes: [AppSchema.RouteDeclaration("login", title: "Sign in")],
            flags: [AppSchema.FlagDeclaration("signedIn", initialValue: false)],
            redirects: [
                // redirect checkout -> sheet login unless signedIn
                AppSchema.RedirectRule(
                    source: "checkout",
                    target: .present(.sheet, AppSchema.RouteRequest(name: "login")),
                    condition: AppSchema.Condition(flag: "signedIn", holdsWhenSet: false)),
            ],
            guards: [
                // guard pop checkout when signedIn
                AppSchema.GuardRule(route: "checkout", condition: AppSchema.Condition(flag: "signedIn", holdsWhenSet: true)),
            ],
            presentedOnly: ["login"]
        )
        let file = try AppFile.parse(StringLineSource("""
            app shop {
              flag signedIn = false
              tab home "Home" { featured; product(id: Int) "Product" }
              tab cart "Cart" { cart; checkout "Checkout" }
              sheet login "Sign in"
              redirect checkout -> sheet login unless signedIn
              guard pop checkout when signedIn
            }
            """), file: "<test>", named: "shop")
        #expect(AppDeclarationPrinter.declaration(of: schema) == AppDeclarationPrinter.declaration(of: file))
        #expect(schema.tabs == file.tabs && schema.sharedRoutes == file.sharedRoutes && schema.flags == file.flags)
        #expect(schema.redirects == file.redirects && schema.guards == file.guards && schema.presentedOnly == file.presentedOnly)
        #expect(throws: NavigationError.self) {
            try AppSchema(name: "shop", tabs: [AppSchema.TabDeclaration("home", routes: [])], guards: [
                AppSchema.GuardRule(route: "nowhere", condition: AppSchema.Condition(flag: "signedIn", holdsWhenSet: true)),
            ])
        }
    }

    /// An app without tab blocks whose routes are all presented keeps its edges when printed:
    /// they need the `tab main { ... }` block, though it declares no route of its own.
    @Test func anAppsOneTabKeepsItsEdgesWithoutRoutesOfItsOwn() throws {
        let text = """
            app notes {
              tab main {
                root -> sheet settings
                settings -> sheet about
              }
              sheet settings
              sheet about
            }
            """
        let schema = try AppFile.parse(StringLineSource(text), file: "<test>", named: "notes")
        let printed = AppDeclarationPrinter.declaration(of: schema)
        #expect(printed.contains("root -> sheet settings"), "\(printed)")
        let again = try AppFile.parse(StringLineSource(printed), file: "<printed>", named: "notes")
        #expect(again.tabs == schema.tabs && again.sharedRoutes == schema.sharedRoutes)
    }
}
