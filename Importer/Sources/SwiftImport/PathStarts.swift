import SwiftSyntax

/// The case an app's own array of screens starts from: `Flow(screens: [.home])`, or
/// `var screens: [Screen] = [.home]`. A flow that keeps its screens in an array it shows itself
/// (hidden links chained one per screen, as FlowStacks and the flows written after it do) has
/// its root as the array's first value, where SwiftUI's `NavigationStack(path:)` has it as the
/// stack's content. Such a case, which nothing appends, is where the flow starts, not a screen
/// pushed on it (`StackRoots`).
struct PathStart {
    /// The path property the array is given for (`screens`).
    let property: String
    /// The enum, when the case is written with it (`Screen.home`).
    let type: [String]?
    let caseName: String
    /// Where it is written, to resolve `type` from.
    let scope: [String]
}

enum PathStarts {
    /// The start an argument gives a path property: `screens: [.home]` in a construction.
    static func start(givenBy argument: LabeledExprSyntax, scope: [String]) -> PathStart? {
        // Every call's arguments come here: the cheap test first.
        guard argument.expression.is(ArrayExprSyntax.self), let label = argument.label?.text else { return nil }
        return start(of: argument.expression, for: label, scope: scope)
    }

    /// The start an array of one case gives a path property (`[.home]`, FlowStacks'
    /// `[.root(.home, embedInNavigationView: true)]`); an empty array, or one of several
    /// screens, says no single root.
    static func start(of value: ExprSyntax, for property: String, scope: [String]) -> PathStart? {
        guard let array = value.as(ArrayExprSyntax.self), array.elements.count == 1,
              SchemaBuilder.isPathProperty(property) || SchemaBuilder.isScreenList(property) else { return nil }
        var first = array.elements.first!.expression
        if let root = first.as(FunctionCallExprSyntax.self), root.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "root",
           let screen = root.arguments.first, screen.label == nil {
            first = screen.expression
        }
        guard let reference = TypeReading.caseReference(first) else { return nil }
        return PathStart(property: property, type: reference.type, caseName: reference.caseName, scope: scope)
    }

    /// The cases, keyed as `StackRoots` keys them, the project's own arrays of screens start
    /// from and nothing appends (`pushed`). A property a SwiftUI `NavigationStack(path:)` binds
    /// is left out: there the first value is pushed over the stack's content.
    static func rootCases(_ found: SwiftDeclarations, index: TypeIndex, pushed: Set<String>) -> Set<String> {
        guard !found.pathStarts.isEmpty else { return [] }
        let swiftUIPaths = Set(found.uses.values.flatMap(\.stackPaths))
        let starts = found.pathStarts.filter { !pushed.contains($0.caseName) && !swiftUIPaths.contains($0.property) }
        guard !starts.isEmpty else { return [] }
        let propertiesByName = Dictionary(grouping: found.properties, by: \.name)
        var cases = Set<String>()
        for start in starts {
            let named = start.type.flatMap { index.enumeration($0, from: start.scope) }
            for property in propertiesByName[start.property] ?? [] {
                guard let path = SchemaBuilder.screenType(ofPath: property.type.unwrapped.type),
                      let declaration = index.enumeration(path, from: property.scope),
                      named == nil || named === declaration,
                      declaration.enumCase(named: start.caseName) != nil else { continue }
                cases.insert(StackRoots.key(declaration, start.caseName))
            }
        }
        return cases
    }
}
