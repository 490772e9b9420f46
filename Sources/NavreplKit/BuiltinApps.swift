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
            TabDeclaration(name, title: title, routes: [
                RouteDeclaration("list", title: title),
                RouteDeclaration("create", title: "New \(title.dropLast().lowercased())"),
                RouteDeclaration("detail", [Parameter(label: "name", type: .string)], title: String(title.dropLast())),
            ])
        })

    /// Seed 001: one stack behind a router, each destination carrying a text.
    package static let views: AppSchema = build(
        "views", summary: "one stack of four views, each with a text (seed 001)",
        shared: ["firstView", "secondView", "thirdView", "forthView"].map {
            RouteDeclaration($0, [Parameter(label: "text", type: .string)])
        })

    /// Seed 002: one router per tab, each accepting only its own destinations.
    package static let routers: AppSchema = build(
        "routers", summary: "tabs a to d, one router each, closed-set arguments (seed 002)",
        tabs: [
            TabDeclaration("a", title: "Tab A", routes: [
                RouteDeclaration("viewOne", title: "View One"),
                RouteDeclaration("viewTwo", title: "View Two"),
            ]),
            TabDeclaration("b", title: "Tab B", routes: [
                RouteDeclaration("transportation", [
                    Parameter(label: "type", type: .oneOf([
                        "airplane", "car", "bus", "tram", "cablecar", "ferry", "bicycle", "scooter", "sailboat",
                    ]))
                ], title: "Transportation")
            ]),
            TabDeclaration("c", title: "Tab C", routes: [
                RouteDeclaration("inbox", title: "Inbox"),
                RouteDeclaration("chat", title: "Chat"),
            ]),
            TabDeclaration("d", title: "Tab D", routes: [
                RouteDeclaration("subview", title: "Subview"),
                RouteDeclaration("inbox", title: "Inbox"),
                RouteDeclaration("chat", title: "Chat"),
            ]),
        ])

    /// Seed 003: a navigator over one path of four screens.
    package static let navigator: AppSchema = build(
        "navigator", summary: "one path of four screens, first to fourth (seed 003)",
        shared: ["first", "second", "third", "fourth"].map { RouteDeclaration($0) })

    /// Seed 004: a three-column split view, a book list, its details, and a description.
    package static let books: AppSchema = build(
        "books", summary: "a three-column split view: list, details, description (seed 004)",
        tabs: [
            TabDeclaration("library", title: "Library", columns: [
                SplitColumn("sidebar", routes: [RouteDeclaration("list", title: "Books")]),
                SplitColumn("content", placeholder: "select a book", routes: [
                    RouteDeclaration("details", [Parameter(label: "book", type: .string)], title: "Details"),
                ]),
                SplitColumn("detail", placeholder: "select a book", routes: [
                    RouteDeclaration("description", [Parameter(label: "book", type: .string)], title: "Description"),
                ]),
            ])
        ])

    /// The built-in schemas are fixed and valid; a failure here is a bug in this file.
    private static func build(
        _ name: String, summary: String, tabs: [TabDeclaration] = [], shared: [RouteDeclaration] = []
    ) -> AppSchema {
        do {
            return try AppSchema(name: name, tabs: tabs, sharedRoutes: shared, summary: summary)
        } catch {
            fatalError("built-in app \(name) is invalid: \(error)")
        }
    }
}
