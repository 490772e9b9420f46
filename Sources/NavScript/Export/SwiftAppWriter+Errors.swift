import NavreplKit

/// The exported router's `NavigationError`: the refusals it can make, each described with
/// navrepl's message, word for word.
extension SwiftAppWriter {
    func writeError(_ source: inout SwiftSource) {
        source.append(
            """
            /// Why the router refused a call. The messages are navrepl's, word for word.
            enum NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
                case routeInOtherTab(route: String, tab: String, owners: [String])
                case invalidPopCount(Int)
                case popBeyondRoot(count: Int, stack: String, depth: Int)
                case routeNotInStack(String, missing: String, stack: String)
                case modalInTheWay(command: String)
                case noModal
                case sidebarRoute(String, tab: String)
                case wrongColumn(String, column: String, tab: String, shows: [String])
                case notSplit(tab: String)
                case notAColumnRoute(String, tab: String)
                case columnEmpty(String, column: String, tab: String, needs: [String])
                /// A deep link that does not read, with navrepl's message, which names the segment.
                case badLink(String)
                case nothingOnTop(stack: String)
                case redirectLoop([String])
                case tooManyRedirects([String])
                case redirectTarget(String)
                case guarded(String, rule: String, reason: String, fix: String)

                var description: String {
                    switch self {
                    case .routeInOtherTab(let route, let tab, let owners):
                        "route '\\(route)' is not available in tab \\(tab): it belongs to \\(owners.joined(separator: ", "))"
                            + " (use 'go \\(owners[0]).\\(route)', or 'tab \\(owners[0])' first)"
                    case .invalidPopCount(let count):
                        "cannot pop \\(count): the count must not be negative ('pop 0' pops nothing)"
                    case .popBeyondRoot(let count, let stack, 0):
                        "cannot pop \\(count): the \\(stack) stack is already at its root"
                    case .popBeyondRoot(let count, let stack, let depth):
                        "cannot pop \\(count): the \\(stack) stack holds \\(depth) route\\(depth == 1 ? "" : "s") (use 'root' to go back to the root)"
                    case .routeNotInStack(let name, let missing, let stack):
                        "cannot pop to \\(name): there is \\(missing) in the \\(stack) stack (use 'show' to see the stack)"
                    case .modalInTheWay(let command):
                        "cannot use '\\(command)' while a modal is presented (use 'dismiss all' first)"
                    case .noModal:
                        "no modal is presented (use 'sheet ROUTE' or 'cover ROUTE' to present one)"
                    case .sidebarRoute(let route, let tab):
                        "'\\(route)' is the \\(tab) sidebar, the root of the split view (use 'select \\(route)' or 'root' to go back to it)"
                    case .wrongColumn(let route, let column, let tab, let shows):
                        "cannot put '\\(route)' in the \\(column) column of \\(tab): that column shows \\(shows.joined(separator: ", "))"
                            + " (use 'select' to fill a column)"
                    case .notSplit(let tab):
                        "'select' works in split tabs, and \\(tab) is not one (use 'push' here)"
                    case .notAColumnRoute(let route, let tab):
                        "'\\(route)' is not shown in a column of \\(tab) (select a column's route, or 'push' it inside the last column)"
                    case .columnEmpty(let route, let column, let tab, let needs):
                        "cannot select '\\(route)': the \\(column) column of \\(tab) is empty"
                            + " (select \\(needs.map { "'\\($0)'" }.joined(separator: " or ")) first)"
                    case .badLink(let message):
                        message
                    case .nothingOnTop(let stack):
                        "cannot replace the top: the \\(stack) stack is at its root (use 'push' to add a route)"
                    case .redirectLoop(let chain):
                        "redirect loop: \\(chain.joined(separator: " -> ")) (nothing changed; check the app's redirect rules)"
                    case .tooManyRedirects(let chain):
                        "too many redirects: \\(chain.joined(separator: " -> ")) (the limit is 5, as go_router's; nothing changed)"
                    case .redirectTarget(let message):
                        message
                    case .guarded(let route, let rule, let reason, let fix):
                        "cannot pop \\(route): '\\(rule)' holds, as \\(reason) (set the flag with '\\(fix)' first)"
                    }
                }
            }


            """)
    }
}
