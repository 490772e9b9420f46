import SwiftSyntax

/// A case written onto a navigation path property: `chatTabPath.append(.contactDetail(c))`
/// or `chatTabPath = [.conversation(r)]`.
struct PathWrite {
    let property: String
    /// The enum when written (`HomeDestination.detail`): a write of another enum's case of
    /// the same name says nothing of this one's.
    var type: [String]? = nil
    let caseName: String
    /// Where the type is written, to resolve it from.
    var scope: [String] = []
}

/// Tabs that share one route enum, each on a path of its own: `NavigationStack(path:
/// $router.chatTabPath)` in one tab and `$router.settingsTabPath` in the other, both
/// registering `Destination`. Which cases each tab pushes is said by what the project writes
/// onto each path, not by the enum they share.
enum TabPaths {
    /// The path properties the `NavigationStack(path:)`s inside `node` bind.
    static func stackPaths(in node: Syntax) -> [String] {
        var paths: [String] = []
        var queue = [node]
        while let current = queue.popLast() {
            if let call = current.as(FunctionCallExprSyntax.self),
               call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NavigationStack",
               let path = stackPath(of: call) {
                paths.append(path)
            }
            queue.append(contentsOf: current.children(viewMode: .sourceAccurate))
        }
        return paths
    }

    /// `chatTabPath` in `NavigationStack(path: $router.chatTabPath)`.
    static func stackPath(of call: FunctionCallExprSyntax) -> String? {
        call.arguments.first { $0.label?.text == "path" }.flatMap { TypeReading.boundProperty($0.expression) }
    }

    /// The cases an assignment writes onto a path property: `path = [.a, .b(x)]`.
    static func writes(_ node: SequenceExprSyntax, scope: [String]) -> [PathWrite] {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
              let property = TypeReading.boundProperty(elements[0]), SchemaBuilder.isPathProperty(property),
              let array = elements[2].as(ArrayExprSyntax.self) else { return [] }
        return array.elements.compactMap { element in
            TypeReading.caseReference(element.expression).map { PathWrite(property: property, type: $0.type, caseName: $0.caseName, scope: scope) }
        }
    }

    /// The route names a tab keeps of those it declares, given the writes onto tabs' paths: a
    /// case written onto other tabs' paths and never onto this tab's is not this tab's, unless
    /// the tab's views push it by value (`linked`: `NavigationLink(value:)` pushes onto the
    /// stack showing it). A tab whose paths are not known, or a case written onto no tab's
    /// path, keeps what it has.
    static func kept(_ routes: [String], tabPaths: Set<String>, writes: [PathWrite], linked: Set<String>) -> [String] {
        guard !tabPaths.isEmpty else { return routes }
        let pathsByCase = Dictionary(grouping: writes, by: \.caseName).mapValues { Set($0.map(\.property)) }
        return routes.filter { name in
            guard let paths = pathsByCase[name], !linked.contains(name) else { return true }
            return !paths.isDisjoint(with: tabPaths)
        }
    }
}
