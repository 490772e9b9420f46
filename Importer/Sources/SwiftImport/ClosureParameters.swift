import SwiftSyntax

extension ClosureExprSyntax {
    /// The names the closure gives its parameters: `item` in `{ item in ... }` and in
    /// `{ (item: Item) in ... }` (`item` too in `{ (_ item: Item) in ... }`); none when it names
    /// none (`{ Row(item: $0) }`, `{ () in ... }`).
    var parameterNames: [String] {
        guard let parameters = signature?.parameterClause else { return [] }
        if let shorthand = parameters.as(ClosureShorthandParameterListSyntax.self) { return shorthand.map(\.name.text) }
        return parameters.as(ClosureParameterClauseSyntax.self)?.parameters.map { ($0.secondName ?? $0.firstName).text } ?? []
    }
}
