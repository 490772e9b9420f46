import NavreplKit
import SwiftSyntax

/// The links of SwiftUI's first betas (2019), which apps written then still call:
/// `NavigationButton(destination:) { ... }` pushed its destination, as `NavigationLink` does
/// since; `PresentationButton(destination:)` and, a beta later, `PresentationLink(destination:)`
/// presented it as a sheet. Read so, when called as the betas declared them: a project's own
/// button of that name given more (`NavigationButton(destination:text:width:)`) is read as the
/// wrapper it is.
enum BetaLinks {
    private static let styles: [String: Modal.Style?] = [
        "NavigationButton": nil, "PresentationButton": .sheet, "PresentationLink": .sheet,
    ]
    private static let betaLabels: Set<String?> = ["destination", "isDetail", "onTrigger", "label", nil]

    /// The destination a beta link shows and how (nil: pushed), or nil for any other call.
    static func link(_ callee: String, call: FunctionCallExprSyntax) -> (destination: ExprSyntax, style: Modal.Style?)? {
        guard let style = styles[callee],
              let destination = call.arguments.first(where: { $0.label?.text == "destination" })?.expression,
              call.arguments.allSatisfy({ betaLabels.contains($0.label?.text) }) else { return nil }
        return (destination, style)
    }
}
