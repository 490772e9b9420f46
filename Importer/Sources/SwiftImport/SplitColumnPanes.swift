import SwiftSyntax

/// The columns a split lays out side by side: the views each column shows, in order. A
/// `NavigationSplitView`'s detail column is its last, shown beside the others.
struct SplitColumnLayout {
    let columns: [[String]]
    /// Whether the last column is a `NavigationSplitView`'s detail, the window's content.
    let endsInDetail: Bool
}

/// A column's own panes, as Mac editors lay out a window: a navigator, the editor and an
/// inspector side by side in a split (`HSplitView { NavigatorColumn(); EditorArea();
/// InspectorColumn() }`, or a `NavigationSplitView` whose sidebar is the navigator), the
/// navigator's icon bar or the inspector's picker choosing which pane its column shows by a
/// selection the column holds itself (`@State private var selection = 0` and `switch
/// selection { case 0: ProjectNavigator() ... }`). Such a switch lays out that column's panes
/// beside the content, not the app's view modes. A column switching over a mode it is given
/// (`ShelfContent(shelf: shelf)`, the bar beside setting it) shows what the window's bar
/// chose: those stay the app's modes.
enum SplitColumnPanes {
    /// The columns of a split written with SwiftUI's containers, when it lays out two or more.
    static func layout(of call: FunctionCallExprSyntax, callee: String) -> SplitColumnLayout? {
        switch callee {
        case "HSplitView", "VSplitView":
            guard let content = call.trailingClosure else { return nil }
            let columns = content.statements.compactMap { item -> [String]? in
                guard let expression = item.item.as(ExprSyntax.self) else { return nil }
                let shown = DestinationView.alternatives(of: expression).flatMap { $0 }
                return shown.isEmpty ? nil : shown
            }
            return columns.count >= 2 ? SplitColumnLayout(columns: columns, endsInDetail: false) : nil
        case "NavigationSplitView":
            let sidebar = call.trailingClosure ?? call.arguments.first(where: { $0.label?.text == "sidebar" })?.expression.as(ClosureExprSyntax.self)
            let labelled = { (label: String) in call.additionalTrailingClosures.first { $0.label.text == label }?.closure }
            let closures = [sidebar, labelled("content"), labelled("detail")].compactMap { $0 }
            let columns = closures.map { DestinationView.alternatives(of: ExprSyntax($0)).flatMap { $0 } }.filter { !$0.isEmpty }
            return columns.count >= 2 ? SplitColumnLayout(columns: columns, endsInDetail: labelled("detail") != nil) : nil
        default:
            return nil
        }
    }
}

extension SchemaBuilder {
    /// Whether `view`'s switch over `subject` chooses its column's panes: the subject is a
    /// selection the view holds itself (`@State`), and a split lays the view out as a column
    /// (not a `NavigationSplitView`'s detail) beside another column showing a view of the project's.
    func choosesColumnPanes(_ subject: String, in view: [String]) -> Bool {
        guard !subject.contains("."), found.ownStates.contains(view + [subject]), let name = view.last else { return false }
        return found.splitColumnLayouts.contains { layout in
            let panesColumns = layout.endsInDetail ? layout.columns.dropLast() : layout.columns[...]
            guard let column = panesColumns.firstIndex(where: { $0.contains(name) }) else { return false }
            return layout.columns.indices.contains { other in
                other != column && layout.columns[other].contains { shown in
                    guard shown != name, case .nominal = index.resolve([shown], from: []) else { return false }
                    return true
                }
            }
        }
    }
}
