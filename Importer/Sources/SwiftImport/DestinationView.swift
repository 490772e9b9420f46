import SwiftSyntax

/// The view a navigation without a value shows, read from its destination: `MovieDetail` in
/// `NavigationLink(destination: MovieDetail(movie: m).navigationTitle("Movie"))` or in
/// `.sheet(isPresented: $shows) { NavigationStack { MovieDetail(movie: m) } }`. Only a view
/// written as its type's construction is one: a function's result or a variable names no
/// screen, and SwiftUI's own views (`Text("Done")`, `VStack { ... }`) build one in place.
enum DestinationView {
    /// SwiftUI's views that are not a screen of the app: placeholders, controls and stacks.
    static let builtIn: Set<String> = [
        "AnyView", "Button", "Color", "ContentUnavailableView", "Divider", "EmptyView", "Form", "Grid", "Group", "HStack",
        "Image", "Label", "LazyHStack", "LazyVStack", "Link", "List", "ProgressView", "ScrollView", "Section", "Spacer",
        "Text", "VStack", "ZStack",
    ]
    /// Containers a destination is wrapped in to give it a stack of its own: the screen is inside.
    static let stacks: Set<String> = ["NavigationStack", "NavigationView"]

    /// The type of the view an expression constructs, through its modifiers and a stack
    /// around it; nil when it is no such construction.
    static func name(of expression: ExprSyntax) -> String? {
        if let closure = expression.as(ClosureExprSyntax.self) { return name(of: closure.statements) }
        var expression = expression
        // `MovieDetail(...).navigationTitle(...).environmentObject(store)`: the chain's base.
        while let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base {
            expression = base
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), let type = TypeReading.typePath(call.calledExpression),
              let name = type.last, name.first?.isUppercase == true else { return nil }
        if stacks.contains(name) {
            guard let closure = call.trailingClosure else { return nil }
            return self.name(of: closure.statements)
        }
        return builtIn.contains(name) ? nil : name
    }

    /// The view a content closure builds: its first statement's (a platform's `#if` branch
    /// first), or the one every branch of an `if` builds; nil when branches build different views.
    static func name(of statements: CodeBlockItemListSyntax) -> String? {
        guard let item = statements.first?.item else { return nil }
        if let conditional = item.as(IfConfigDeclSyntax.self) {
            guard case .statements(let branch) = conditional.clauses.first?.elements else { return nil }
            return name(of: branch)
        }
        let expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
        guard let expression else { return nil }
        if let choice = expression.as(IfExprSyntax.self) { return name(of: choice) }
        return name(of: expression)
    }

    /// `if #available(iOS 16, *) { NavigationStack { Settings() } } else { Settings() }`: the view
    /// both branches build.
    private static func name(of choice: IfExprSyntax) -> String? {
        guard let first = name(of: choice.body.statements), let elseBody = choice.elseBody else { return nil }
        let other: String?
        switch elseBody {
        case .ifExpr(let next): other = name(of: next)
        case .codeBlock(let block): other = name(of: block.statements)
        }
        return first == other ? first : nil
    }

    /// `MovieDetailView` → `movieDetail`: the route a view's type stands for.
    static func routeName(_ view: String) -> String {
        // A private view's name in the view graph carries its file (`Flow_swift#HomeView`).
        let type = String(view.split(separator: "#").last ?? "")
        for suffix in ["View", "Screen"] where type.hasSuffix(suffix) && type.count > suffix.count {
            return ParameterMapping.lowerCamel(String(type.dropLast(suffix.count)))
        }
        return ParameterMapping.lowerCamel(type)
    }
}
