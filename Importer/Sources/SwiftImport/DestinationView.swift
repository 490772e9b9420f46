import SwiftSyntax

/// The view a navigation without a value shows, read from its destination: `MovieDetail` in
/// `NavigationLink(destination: MovieDetail(movie: m).navigationTitle("Movie"))` or in
/// `.sheet(isPresented: $shows) { NavigationStack { MovieDetail(movie: m) } }`. Only a view
/// written as its type's construction is one: a function's result or a variable names no
/// screen, and SwiftUI's own views (`Text("Done")`, `VStack { ... }`) build one in place.
enum DestinationView {
    /// SwiftUI's views that are not a screen of the app: placeholders, controls and stacks.
    static let builtIn: Set<String> = [
        "Button", "Color", "ContentUnavailableView", "Divider", "EmptyView", "Form", "Grid", "HStack",
        "Image", "Label", "LazyHStack", "LazyVStack", "Link", "List", "ProgressView", "ScrollView", "Section", "Spacer",
        "Text", "VStack", "ZStack",
        // Its controls, built in place in a sheet (`.sheet(isPresented: $choosingDate) {
        // DatePicker(...).presentationDetents([.medium]) }`): a control, not a screen.
        "ColorPicker", "DatePicker", "Gauge", "MultiDatePicker", "Picker", "SecureField", "Slider", "Stepper",
        "TextEditor", "TextField", "Toggle", "PhotosPicker", "ShareLink",
        // Its tab view, laying out in place the panes of what a sheet presents
        // (`PresentedTabViews`): the panes are views, the tab view no screen of its own.
        "TabView",
        // UIKit's alert, built from swift-navigation's `AlertState` (`present(item: $model.alert)
        // { UIAlertController(state: $0) }`): a dialog, no screen.
        dialog,
    ]
    private static let dialog = "UIAlertController"

    /// Whether a presentation's content builds UIKit's alert, a dialog.
    static func buildsDialog(_ call: FunctionCallExprSyntax) -> Bool {
        call.trailingClosure?.statements.first?.item.as(FunctionCallExprSyntax.self)?
            .calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == dialog
    }
    /// SwiftUI's containers that show the view inside them: a stack given to a destination so
    /// that it has one of its own, the type eraser, and a `Group` around a choice
    /// (`Group { if let url { ShareSheet(items: [url]) } }`). The screen is the view inside.
    /// So is UIKit's hosting controller, which a view controller's swift-navigation helpers
    /// build (`present(isPresented: $x) { UIHostingController(rootView: SettingsView()) }`).
    static let transparent: Set<String> = ["AnyView", "Group", "NavigationStack", "NavigationView", "UIHostingController", "WithPerceptionTracking", "WithViewStore"]
    /// TCA's views that show a store's state when there is one (`IfLetStore(store, then:
    /// CartView.init)`, `CaseLet(/State.cart, action: Action.cart, then: CartView.init)`): the
    /// screen is the view they are given to build, by a closure or an initialiser.
    static let storeViews: Set<String> = ["IfLetStore", "CaseLet"]
    /// How many views, one inside the next, are looked through for the screen
    /// (`LazyView(NavigationView { Padded { Detail() } })` is three).
    static let maximumWrapping = 4

    /// The views an expression may show, one chain per branch of an `if` or a `switch` in
    /// it, each chain the views constructed one inside the next: `[["LazyView", "Detail"]]`
    /// for `LazyView(Detail(item: x))` or `LazyView { Detail() }`, `[["QuickEvent"],
    /// ["NewEvent"]]` for `if quick { QuickEvent() } else { NewEvent() }`. The app's own
    /// wrapper views are known only once every file is read (`SwiftDeclarations.unwrapContentWrappers`),
    /// so a construction's content is kept whatever its type. A branch that shows no view
    /// of the app (`Text`, a function's result) gives none; the same chain twice is one.
    static func alternatives(of expression: ExprSyntax) -> [[String]] {
        var unique: [[String]] = []
        for chain in alternatives(of: expression, depth: 0) where !chain.isEmpty && !unique.contains(chain) { unique.append(chain) }
        return unique
    }

    private static func alternatives(of expression: ExprSyntax, depth: Int) -> [[String]] {
        guard depth <= maximumWrapping else { return [] }
        if let closure = expression.as(ClosureExprSyntax.self) { return alternatives(of: closure.statements, depth: depth) }
        if let choice = expression.as(IfExprSyntax.self) { return alternatives(of: choice, depth: depth) }
        if let choice = expression.as(SwitchExprSyntax.self) {
            return choice.cases.flatMap { element in
                element.as(SwitchCaseSyntax.self).map { alternatives(of: $0.statements, depth: depth) } ?? []
            }
        }
        // `.sheet(item: $editing, content: EventEditor.init)`: the view its initialiser makes.
        if let name = initialised(by: expression) { return [[name]] }
        var expression = expression
        // `MovieDetail(...).navigationTitle(...).environmentObject(store)`: the chain's base.
        while let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base {
            expression = base
        }
        // `ZStack { Color.black.ignoresSafeArea(); Detail() }`: the view over the backdrop (`BackdropStacks`).
        if let call = expression.as(FunctionCallExprSyntax.self), TypeReading.typePath(call.calledExpression)?.last == "ZStack",
           let layer = BackdropStacks.shownLayer(of: call) {
            return alternatives(of: layer, depth: depth + 1)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), let type = TypeReading.typePath(call.calledExpression),
              let name = type.last, name.first?.isUppercase == true, !builtIn.contains(name) else { return [] }
        if storeViews.contains(name) {
            guard let then = call.arguments.first(where: { $0.label?.text == "then" })?.expression ?? call.trailingClosure.map(ExprSyntax.init) else { return [] }
            return initialised(by: then).map { [[$0]] } ?? alternatives(of: then, depth: depth + 1)
        }
        let inner = content(of: call).map { alternatives(of: $0, depth: depth + 1) } ?? []
        if transparent.contains(name) { return inner }
        // The app's view, and what it shows when it is a wrapper: a wrapper shows one view.
        return [[name] + (inner.count == 1 ? inner[0] : [])]
    }

    /// `CartView.init` or `CartView.init(store:)`: the view an initialiser given as a function makes.
    static func initialised(by expression: ExprSyntax) -> String? {
        guard let reference = expression.as(MemberAccessExprSyntax.self), reference.declName.baseName.text == "init",
              let base = reference.base, let name = TypeReading.typePath(base)?.last, name.first?.isUppercase == true,
              !builtIn.contains(name) else { return nil }
        return name
    }

    /// What a construction is given to show: its trailing closure, its one unlabelled
    /// argument, or one labelled `content`, `destination`, `view` or (a hosting controller's)
    /// `rootView`.
    private static func content(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        if let closure = call.trailingClosure { return ExprSyntax(closure) }
        let labels: Set<String> = ["content", "destination", "view", "rootView"]
        if let labelled = call.arguments.first(where: { $0.label.map { labels.contains($0.text) } ?? false }) { return labelled.expression }
        guard call.arguments.count == 1, let only = call.arguments.first, only.label == nil else { return nil }
        return only.expression
    }

    /// The views a body of statements may show (a function's or a closure's).
    static func alternatives(of statements: CodeBlockItemListSyntax) -> [[String]] {
        var unique: [[String]] = []
        for chain in alternatives(of: statements, depth: 0) where !chain.isEmpty && !unique.contains(chain) { unique.append(chain) }
        return unique
    }

    /// A closure's or a branch's views: its first statement's (a platform's `#if` branch first).
    private static func alternatives(of statements: CodeBlockItemListSyntax, depth: Int) -> [[String]] {
        // A body that returns (`if quick { return QuickEvent() }; return NewEvent()`) shows
        // each view it returns.
        if ReturnedExpressions.topLevel(of: statements) != nil {
            return ReturnedExpressions.of(statements).flatMap { alternatives(of: $0, depth: depth) }
        }
        return firstExpression(of: statements).map { alternatives(of: $0, depth: depth) } ?? []
    }

    /// What a body shows: what it returns at its own level, else its first statement past the
    /// values it declares for the view (`let editing = route.id != nil`); a platform's `#if`
    /// branch first.
    static func firstExpression(of statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        if let returned = ReturnedExpressions.topLevel(of: statements) { return returned }
        guard let item = statements.first(where: { !$0.item.is(VariableDeclSyntax.self) })?.item else { return nil }
        if let conditional = item.as(IfConfigDeclSyntax.self) {
            guard case .statements(let branch) = conditional.clauses.first?.elements else { return nil }
            return firstExpression(of: branch)
        }
        return item.yieldedExpression
    }

    /// `if let event { EventView(event) }` or `if quick { QuickEvent() } else { NewEvent() }`:
    /// the views of each branch.
    private static func alternatives(of choice: IfExprSyntax, depth: Int) -> [[String]] {
        let first = alternatives(of: choice.body.statements, depth: depth)
        switch choice.elseBody {
        case nil: return first
        case .ifExpr(let next): return first + alternatives(of: next, depth: depth)
        case .codeBlock(let block): return first + alternatives(of: block.statements, depth: depth)
        }
    }

    /// `MovieDetailView` → `movieDetail`: the route a view's type stands for.
    static func routeName(_ view: String) -> String {
        var type = PrivateViews.name(view)
        // A coordinator pushed as a screen (`CoordinatorPushes`): `SettingsScreenCoordinator` is `settings`.
        let coordinator = CoordinatorPushes.suffix
        if type.hasSuffix(coordinator), type.count > coordinator.count { type.removeLast(coordinator.count) }
        for suffix in ["View", "Screen"] where type.hasSuffix(suffix) && type.count > suffix.count {
            return ParameterMapping.lowerCamel(String(type.dropLast(suffix.count)))
        }
        return ParameterMapping.lowerCamel(type)
    }
}
