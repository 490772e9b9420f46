import SwiftSyntax

/// The view a navigation without a value shows, read from its destination: `MovieDetail` in
/// `NavigationLink(destination: MovieDetail(movie: m).navigationTitle("Movie"))` or in
/// `.sheet(isPresented: $shows) { NavigationStack { MovieDetail(movie: m) } }`. Only a view
/// written as its type's construction is one: a function's result or a variable names no
/// screen, and SwiftUI's own views (`Text("Done")`, `VStack { ... }`) build one in place.
enum DestinationView {
    /// SwiftUI's views that are not a screen of the app: placeholders, controls and stacks.
    static let builtIn: Set<String> = [
        "Button", "Color", "ContentUnavailableView", "Divider", "EmptyView", "Form", "Grid", "Group", "HStack",
        "Image", "Label", "LazyHStack", "LazyVStack", "Link", "List", "ProgressView", "ScrollView", "Section", "Spacer",
        "Text", "VStack", "ZStack",
    ]
    /// SwiftUI's containers that show the view inside them: a stack given to a destination so
    /// that it has one of its own, and the type eraser. The screen is the view inside.
    static let transparent: Set<String> = ["AnyView", "NavigationStack", "NavigationView"]
    /// How many views, one inside the next, are looked through for the screen
    /// (`LazyView(NavigationView { Padded { Detail() } })` is three).
    static let maximumWrapping = 4

    /// The type of the view an expression constructs, through its modifiers and a stack
    /// around it; nil when it is no such construction.
    static func name(of expression: ExprSyntax) -> String? {
        chain(of: expression).first
    }

    /// The views an expression constructs, each inside the one before: `["LazyView",
    /// "Detail"]` for `LazyView(Detail(item: x))` or `LazyView { Detail() }`. The app's own
    /// wrapper views are known only once every file is read (`SwiftDeclarations.unwrapContentWrappers`),
    /// so a construction's content is kept whatever its type. Empty when the expression
    /// constructs no view of the app.
    static func chain(of expression: ExprSyntax) -> [String] {
        chain(of: expression, depth: 0)
    }

    private static func chain(of expression: ExprSyntax, depth: Int) -> [String] {
        guard depth <= maximumWrapping else { return [] }
        if let closure = expression.as(ClosureExprSyntax.self) { return chain(of: closure.statements, depth: depth) }
        var expression = expression
        // `MovieDetail(...).navigationTitle(...).environmentObject(store)`: the chain's base.
        while let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base {
            expression = base
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), let type = TypeReading.typePath(call.calledExpression),
              let name = type.last, name.first?.isUppercase == true, !builtIn.contains(name) else { return [] }
        let inner = content(of: call).map { chain(of: $0, depth: depth + 1) } ?? []
        return transparent.contains(name) ? inner : [name] + inner
    }

    /// What a construction is given to show: its trailing closure, its one unlabelled
    /// argument, or one labelled `content`, `destination` or `view`.
    private static func content(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        if let closure = call.trailingClosure { return ExprSyntax(closure) }
        let labels: Set<String> = ["content", "destination", "view"]
        if let labelled = call.arguments.first(where: { $0.label.map { labels.contains($0.text) } ?? false }) { return labelled.expression }
        guard call.arguments.count == 1, let only = call.arguments.first, only.label == nil else { return nil }
        return only.expression
    }

    /// The view a content closure builds: its first statement's (a platform's `#if` branch
    /// first), or the one every branch of an `if` builds; nil when branches build different views.
    static func name(of statements: CodeBlockItemListSyntax) -> String? {
        chain(of: statements, depth: 0).first
    }

    private static func chain(of statements: CodeBlockItemListSyntax, depth: Int) -> [String] {
        guard let item = statements.first?.item else { return [] }
        if let conditional = item.as(IfConfigDeclSyntax.self) {
            guard case .statements(let branch) = conditional.clauses.first?.elements else { return [] }
            return chain(of: branch, depth: depth)
        }
        let expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
        guard let expression else { return [] }
        if let choice = expression.as(IfExprSyntax.self) { return chain(of: choice, depth: depth) }
        return chain(of: expression, depth: depth)
    }

    /// `if #available(iOS 16, *) { NavigationStack { Settings() } } else { Settings() }`: the view
    /// both branches build.
    private static func chain(of choice: IfExprSyntax, depth: Int) -> [String] {
        let first = chain(of: choice.body.statements, depth: depth)
        guard !first.isEmpty, let elseBody = choice.elseBody else { return [] }
        let other: [String]
        switch elseBody {
        case .ifExpr(let next): other = chain(of: next, depth: depth)
        case .codeBlock(let block): other = chain(of: block.statements, depth: depth)
        }
        return first == other ? first : []
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
