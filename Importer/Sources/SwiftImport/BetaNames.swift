import NavreplKit
import SwiftSyntax

/// SwiftUI's first betas' names (2019), which apps written then still call: `TabbedView` was
/// `TabView`, its items set by `.tabItemLabel(Text("News"))` (given the view, not a closure);
/// `NavigationButton(destination:) { ... }` pushed its destination, as `NavigationLink` does
/// since; `PresentationButton(destination:)` and, a beta later,
/// `PresentationLink(destination:)` presented it as a sheet. The links are read so when
/// called as the betas declared them: a project's own button of that name given more
/// (`NavigationButton(destination:text:width:)`) is read as the wrapper it is.
enum BetaNames {
    private static let swiftUINames: [String: String] = ["TabbedView": "TabView", "tabItemLabel": "tabItem"]
    private static let linkStyles: [String: Modal.Style?] = [
        "NavigationButton": nil, "PresentationButton": .sheet, "PresentationLink": .sheet,
    ]
    private static let linkLabels: Set<String?> = ["destination", "isDetail", "onTrigger", "label", nil]

    /// The SwiftUI name a call's name stands for: itself, unless a first beta's.
    static func swiftUIName(_ name: String) -> String {
        swiftUINames[name] ?? name
    }

    /// The destination a beta link shows and how (nil: pushed), or nil for any other call.
    static func link(_ callee: String, call: FunctionCallExprSyntax) -> (destination: ExprSyntax, style: Modal.Style?)? {
        guard let style = linkStyles[callee],
              let destination = call.arguments.first(where: { $0.label?.text == "destination" })?.expression,
              call.arguments.allSatisfy({ linkLabels.contains($0.label?.text) }) else { return nil }
        return (destination, style)
    }
}
