/// The apps that come with navrepl, one per seed article, loadable by name.
package enum BuiltinApps {
    /// Every built-in app, in the order `apps` lists them.
    package static let all: [AppSchema] = [hospital, views, routers, navigator, books]

    /// The built-in app named `name`, if there is one.
    package static func named(_ name: String) -> AppSchema? {
        all.first { $0.name == name }
    }

    /// Seed 000: two tabs, each with its own stack of list, create and detail screens.
    package static let hospital: AppSchema = build(
        "hospital", summary: "patients and doctors tabs, each with list, create and detail (seed 000)",
        tabs: [("patients", "Patients"), ("doctors", "Doctors")].map { name, title in
            AppSchema.TabDeclaration(name, title: title, routes: [
                AppSchema.RouteDeclaration("list", title: title),
                AppSchema.RouteDeclaration("create", title: "New \(title.dropLast().lowercased())"),
                AppSchema.RouteDeclaration("detail", [AppSchema.Parameter(label: "name", type: .string)], title: String(title.dropLast())),
            ])
        })

    /// Seed 001: one stack behind a router, each destination carrying a text.
    package static let views: AppSchema = build(
        "views", summary: "one stack of four views, each with a text (seed 001)",
        shared: ["firstView", "secondView", "thirdView", "forthView"].map {
            AppSchema.RouteDeclaration($0, [AppSchema.Parameter(label: "text", type: .string)])
        })

    /// Seed 002: one router per tab, each accepting only its own destinations.
    package static let routers: AppSchema = build(
        "routers", summary: "tabs a to d, one router each, closed-set arguments (seed 002)",
        tabs: [
            AppSchema.TabDeclaration("a", title: "Tab A", routes: [
                AppSchema.RouteDeclaration("viewOne", title: "View One"),
                AppSchema.RouteDeclaration("viewTwo", title: "View Two"),
            ]),
            AppSchema.TabDeclaration("b", title: "Tab B", routes: [
                AppSchema.RouteDeclaration("transportation", [
                    AppSchema.Parameter(label: "type", type: .oneOf([
                        "airplane", "car", "bus", "tram", "cablecar", "ferry", "bicycle", "scooter", "sailboat",
                    ]))
                ], title: "Transportation")
            ]),
            AppSchema.TabDeclaration("c", title: "Tab C", routes: [
                AppSchema.RouteDeclaration("inbox", title: "Inbox"),
                AppSchema.RouteDeclaration("chat", title: "Chat"),
            ]),
            AppSchema.TabDeclaration("d", title: "Tab D", routes: [
                AppSchema.RouteDeclaration("subview", title: "Subview"),
                AppSchema.RouteDeclaration("inbox", title: "Inbox"),
                AppSchema.RouteDeclaration("chat", title: "Chat"),
            ]),
        ])

    /// Seed 003: a navigator over one path of four screens.
    package static let navigator: AppSchema = build(
        "navigator", summary: "one path of four screens, first to fourth (seed 003)",
        shared: ["first", "second", "third", "fourth"].map { AppSchema.RouteDeclaration($0) })

    /// Seed 004: a three-column split view, a book list, its details, and a description.
    package static let books: AppSchema = build(
        "books", summary: "a three-column split view: list, details, description (seed 004)",
        tabs: [
            AppSchema.TabDeclaration("library", title: "Library", columns: [
                AppSchema.SplitColumn("sidebar", routes: [AppSchema.RouteDeclaration("list", title: "Books")]),
                AppSchema.SplitColumn("content", placeholder: "select a book", routes: [
                    AppSchema.RouteDeclaration("details", [AppSchema.Parameter(label: "book", type: .string)], title: "Details"),
                ]),
                AppSchema.SplitColumn("detail", placeholder: "select a book", routes: [
                    AppSchema.RouteDeclaration("description", [AppSchema.Parameter(label: "book", type: .string)], title: "Description"),
                ]),
            ])
        ])

    /// The built-in schemas are fixed and valid; a failure here is a bug in this file.
    private static func build(
        _ name: String, summary: String, tabs: [AppSchema.TabDeclaration] = [], shared: [AppSchema.RouteDeclaration] = []
    ) -> AppSchema {
        do {
            return try AppSchema(name: name, tabs: tabs, sharedRoutes: shared, summary: summary)
        } catch {
            fatalError("built-in app \(name) is invalid: \(error)")
        }
    }
}
