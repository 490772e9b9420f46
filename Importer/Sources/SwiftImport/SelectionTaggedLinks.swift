import SwiftSyntax

/// `NavigationLink(destination: HelloPane(), tag: .hello, selection: $pane)`: a link of a
/// selection (a macOS sidebar's, iOS 13's programmatic links). The case it is tagged with is
/// how the app's state names the screen it shows, and deep links set that case: the route is
/// named after it (`hello`), as a case of a route enum is, not after the view's type.
enum SelectionTaggedLinks {
    /// The case a link's `tag:` names, when it is tagged for a `selection:`.
    static func selectionCase(of call: FunctionCallExprSyntax) -> String? {
        guard call.arguments.contains(where: { $0.label?.text == "selection" }),
              let tag = call.arguments.first(where: { $0.label?.text == "tag" })?.expression,
              let name = TypeReading.caseReference(tag)?.caseName, AppName.isValid(name) else { return nil }
        return name
    }
}
