import NavreplKit

/// The app's redirect and guard rules as the exported router's `redirect(of:)` and
/// `checkGuards(_:)`: each rule in order, its flag condition as a Swift expression.
extension SwiftAppWriter {
    /// A flag condition as a Swift expression: `signedIn` for `when signedIn`, `!signedIn` for `unless`.
    private func expression(_ condition: Condition) -> String {
        (condition.holdsWhenSet ? "" : "!") + Names.identifier(condition.flag)
    }

    /// `redirect(of:)`: the app's redirect rules, in order, each target as the route's tab reads it.
    func writeRedirects(_ source: inout SwiftSource) {
        source.doc("The target of the first redirect rule whose source `route` is and whose condition holds.")
        source.block("private func redirect(of route: \(appRouteType)) throws(NavigationError) -> \(appRouteType)?") { source in
            for rule in schema.redirects {
                source.line("// \(rule.spelling)")
                source.block("if route.name == \(Value.quoted(rule.source)) && \(expression(rule.condition))") { source in
                    source.cases("switch route.tab") { source in
                        for tab in schema.tabs {
                            let name = Names.identifier(tab.name)
                            do {
                                let target = try schema.resolve(rule.target, in: tab.name)
                                source.line("case .\(name): return \(SwiftCallFormatter(schema: schema).appRoute(target, in: tab.name))")
                            } catch {
                                source.line("case .\(name): throw .redirectTarget(\(Value.quoted("\(error)")))")
                            }
                        }
                    }
                }
            }
            source.line("return nil")
        }
    }

    /// `checkGuards(_:)`: the app's guard rules, checked on the routes a call would remove.
    func writeGuards(_ source: inout SwiftSource) {
        source.doc("Refuses a call that would remove a route a guard rule holds; `removed` is top first.")
        source.block("private func checkGuards(_ removed: [\(appRouteType)]) throws(NavigationError)") { source in
            guard !schema.guards.isEmpty else { return }
            source.block("for route in removed") { source in
                for rule in schema.guards {
                    let condition = rule.condition
                    source.line("// \(rule.spelling)")
                    source.block("if route.name == \(Value.quoted(rule.route)) && \(expression(condition))") { source in
                        let arguments = [
                            Value.quoted(rule.spelling), Value.quoted(condition.reason),
                            Value.quoted("flag \(condition.flag) \(!condition.holdsWhenSet)"),
                        ]
                        source.line("throw .guarded(route.description, rule: \(arguments[0]), reason: \(arguments[1]), fix: \(arguments[2]))")
                    }
                }
            }
        }
    }
}
