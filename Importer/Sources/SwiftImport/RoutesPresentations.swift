import NavreplKit
import SwiftSyntax

/// FlowStacks' presentations of a case on a routes array (`routes.presentSheet(.settings)`,
/// `routes.presentCover(.login, withNavigation: true)`, TCACoordinators' `state.routes
/// .presentSheet(...)`). The array's enum is read as its pushed routes (`routes.push(.detail)`);
/// a case it only ever presents is a route presented as a sheet or a cover, as a
/// `.sheet(item:)` enum's cases are, not one pushed.
enum RoutesPresentations {
    private static let styles: [String: Modal.Style] = ["presentSheet": .sheet, "presentCover": .cover]

    /// The case a routes array's presenting call is given, and how it shows it; nil for any
    /// other call (a wrapper's `.presentSheet(isPresented:)` is given no case).
    static func presented(by call: FunctionCallExprSyntax, function: String) -> ScopedCase? {
        guard let style = styles[function], call.calledExpression.as(MemberAccessExprSyntax.self)?.base != nil,
              let first = call.arguments.first, first.label == nil,
              let reference = TypeReading.caseReference(first.expression) else { return nil }
        return ScopedCase(caseName: reference.caseName, style: style)
    }

    /// Of the routes named, those presented so and never pushed nor linked to, and of those the
    /// covers: a case both pushed and presented stays a pushed route, which may be presented too.
    static func presentedOnly(among routes: [String], in found: SwiftDeclarations) -> (presented: [String], covers: [String]) {
        guard !found.routePresentations.isEmpty else { return ([], []) }
        let styles = Dictionary(grouping: found.routePresentations, by: \.caseName).mapValues { $0.map(\.style) }
        let pushed = Set(found.uses.values.flatMap { $0.links.map(\.caseName) })
        let presented = routes.filter { styles[$0] != nil && !pushed.contains($0) }
        return (presented, presented.filter { styles[$0]!.allSatisfy { $0 == .cover } })
    }
}
