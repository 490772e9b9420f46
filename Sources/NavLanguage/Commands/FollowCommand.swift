import NavreplKit

/// `follow ROUTE`: a user's tap, along an edge the app declares from the screen in front.
/// `push`, `sheet`, `cover` and `go` stay the calls an app's code may make anywhere.
final class FollowCommand: CommandAction {
    static let spec = CommandSpec(
        "follow", "follow ROUTE", group: .navigating,
        summary: "tap through to ROUTE along an edge from the screen in front: a push, sheet, cover or other tab's push, as the app declares",
        details: """
        An app declares in each tab where its screens lead ('featured -> product, sheet promo,
        cart.checkout'; 'root ->' for the tab's root). follow takes the edge from the top of the
        stack in front (a modal's, else the selected tab's) to ROUTE and makes the call it
        declares; where no edge leads to ROUTE it is refused, naming the edges there are. In a
        tab that declares no edges, every route the tab accepts is one tap away: follow pushes.
        push, sheet, cover and go are what the app's code may do anywhere; explore walks taps.
        """,
        example: "follow product 2",
        errors: "no edge from the screen in front to ROUTE; as for push, sheet, cover or go, by the edge's kind",
        completion: .routes(.edges), cacheable: true
    ) { parser, head in
        FollowCommand(syntax: try parser.route(after: head, example: "follow product 2"))
    }

    let syntax: RouteSyntax
    private var route: Route?

    init(syntax: RouteSyntax) {
        self.syntax = syntax
    }

    func bind(in context: CommandContext) throws {
        let (schema, state) = (context.interpreter.router.schema, context.interpreter.router.state)
        guard schema.tapEdges(in: state) != nil else {
            do {
                route = try context.resolve(syntax)
            } catch {
                // `follow sheet about`, as an edge line is written: here no edge says how.
                if let style = Modal.Style(rawValue: syntax.request.name), syntax.request.qualifier == nil,
                   let first = syntax.request.arguments.first, first.label == nil, case .word(let target) = first.value,
                   schema.declaration(named: target, in: state.selectedTabName) != nil {
                    throw routeAlone(target, "this tab declares no edges, so follow pushes it; '\(style.rawValue) \(written(target))' presents it", in: context)
                }
                throw error
            }
            return
        }
        guard let edge = schema.edge(to: syntax.request.name, in: state) else {
            // `follow sheet compose`, as the taps are listed: the route alone is the tap, and
            // its edge says how it is shown.
            if Modal.Style(rawValue: syntax.request.name) != nil, syntax.request.qualifier == nil,
                let first = syntax.request.arguments.first, first.label == nil, case .word(let target) = first.value {
                switch schema.edge(to: target, in: state)?.kind {
                case .present(let shown)?: throw routeAlone(target, "its edge presents it as a \(shown.rawValue)", in: context)
                case .push?: throw routeAlone(target, "its edge pushes it", in: context)
                case .go(let tab)?: throw routeAlone(target, "its edge pushes it in tab \(tab)", in: context)
                case nil:
                    throw context.error(at: syntax.offset, schema.noEdge(to: target, in: state).description)
                }
            }
            // A route of the tab is the router's to refuse, as the app's router refuses it; a
            // name the tab does not take is refused here, by the edges there are.
            do {
                route = try context.resolve(syntax)
            } catch {
                throw context.error(at: syntax.offset, schema.noEdge(to: syntax.request.name, in: state).description)
            }
            return
        }
        // A `go` edge's route is its tab's, and may be written qualified as such.
        guard case .go(let tab) = edge.kind else {
            route = try context.resolve(syntax)
            return
        }
        if let qualifier = syntax.request.qualifier, qualifier != tab {
            throw context.error(at: syntax.offset, "the edge from \(state.frontScreen.name) goes to \(tab).\(edge.route), not \(qualifier).\(edge.route)")
        }
        do {
            route = try schema.resolve(syntax.request, in: tab)
        } catch {
            throw context.error(for: error, about: syntax)
        }
    }

    /// `follow sheet about`, written as edge lines are: the tap is the route alone, and `how`
    /// says how it is shown.
    private func routeAlone(_ target: String, _ how: String, in context: CommandContext) -> Diagnostic {
        context.error(at: syntax.offset, "a tap names its route alone: write 'follow \(written(target))' (\(how))")
    }

    /// The route as the tap would write it: its values elided (`detail ...`).
    private func written(_ target: String) -> String {
        target + (syntax.request.arguments.count > 1 ? " ..." : "")
    }

    func run(in context: CommandContext) throws -> Output {
        try context.perform(.follow(route!), at: syntax.offset)
    }
}

/// A tap on a route only other tabs declare is refused before any call, for want of an edge;
/// the exported router, whose route enum holds every tab's routes, refuses the same tap with
/// the same message.
extension FollowCommand: SingleRouteCall {
    var singleRoute: RouteSyntax? { syntax }

    func call(with route: Route) -> NavigationOperation {
        .follow(route)
    }
}
