import NavreplKit

/// `app show`: an app schema written back as the `app NAME { ... }` declaration that
/// declares it, so that a built-in or imported app can be saved as an app file, edited and
/// loaded again.
public enum AppDeclarationPrinter {
    public static func declaration(of schema: AppSchema) -> String {
        var lines: [String] = []
        if let summary = schema.summary { lines.append("# " + summary) }
        lines.append("app \(schema.name) {")
        // An app declared without tab blocks gets one plain tab, `main`: leave it implicit
        // (but for edges, which only a declared `tab main { ... }` holds).
        let implicitTab = schema.tabs.count == 1 && schema.tabs[0].name == AppSchema.defaultTabName
            && schema.tabs[0].title == nil && schema.tabs[0].routes.isEmpty && schema.tabs[0].edges.isEmpty
        if !implicitTab {
            for tab in schema.tabs { append(tab, to: &lines) }
        }
        for route in schema.sharedRoutes {
            lines.append("  " + (schema.presentedOnlyAsCover.contains(route.name) ? "cover " : schema.presentedOnly.contains(route.name) ? "sheet " : "") + declaration(of: route))
        }
        lines += schema.flags.map { "  " + $0.spelling }
        lines += schema.redirects.map { "  " + $0.spelling }
        lines += schema.guards.map { "  " + $0.spelling }
        lines += schema.links.map { "  " + $0.spelling }
        if !schema.retapToRoot.isEmpty {
            let all = schema.tabs.allSatisfy { schema.retapToRoot.contains($0.name) }
            lines.append("  retap root" + (all ? "" : " " + schema.tabs.map(\.name).filter(schema.retapToRoot.contains).joined(separator: " ")))
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    private static func append(_ tab: AppSchema.TabDeclaration, to lines: inout [String]) {
        let head = (tab.isSplit ? "split " : "tab ") + tab.name + titled(tab.title)
        // Each route's edges on its own line; the root's, and those of app-level routes
        // (a sheet's stack), on lines of their own.
        let edges = Dictionary(grouping: tab.edges, by: \.source)
        func leads(_ source: AppSchema.RouteEdge.Source) -> String {
            edges[source].map { " -> " + $0.map(\.targetSpelling).joined(separator: ", ") } ?? ""
        }
        let declared = Set(tab.routes.map(\.name))
        var sources: [AppSchema.RouteEdge.Source] = []
        var seen = Set<AppSchema.RouteEdge.Source>()
        for edge in tab.edges where seen.insert(edge.source).inserted { sources.append(edge.source) }
        let edgeLines = sources.filter { source in
            if case .route(let name) = source { return !declared.contains(name) }
            return true
        }.map { "\($0.name)\(leads($0))" }
        lines.append("  \(head) {")
        guard tab.isSplit else {
            lines += edgeLines.map { "    " + $0 }
            lines += tab.routes.map { "    " + declaration(of: $0) + leads(.route($0.name)) }
            lines.append("  }")
            return
        }
        for (index, column) in tab.columns.enumerated() {
            lines.append("    column \(column.name)\(titled(column.placeholder)) {")
            if index == 0 { lines += edgeLines.map { "      " + $0 } }
            lines += column.routes.map { "      " + declaration(of: $0) + leads(.route($0.name)) }
            lines.append("    }")
        }
        lines.append("  }")
    }

    /// `detail(name: String, tab: Int = 0) "Patient"`.
    static func declaration(of route: AppSchema.RouteDeclaration) -> String {
        route.signature + titled(route.title)
    }

    private static func titled(_ title: String?) -> String {
        title.map { " " + Value.quoted($0) } ?? ""
    }
}
