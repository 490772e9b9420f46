import NavreplKit
import SwiftSyntax

/// What one of the project's functions or computed properties that build a view builds:
/// `func makeWhatsNewView() -> some View { WhatsNewView() }`, `var mailView: some View {
/// MailView() }`. A destination that calls it (`.sheet(isPresented: $shows) { mailView }`)
/// shows that view, though no view's type is written there.
struct ViewFactory {
    /// The views it builds, one chain per branch (as `DestinationView.alternatives` reads them).
    let views: [[String]]
    /// When it builds none itself, the names its result is called through
    /// (`WhatsNewService.createWhatsNewView { ... }`): another factory may be one of them.
    let calls: [String]
    /// When its body is one switch over a parameter (`switch page { case .about: AboutView() }`),
    /// the views each case builds: a call asking for one case (`Pages.make(.about)`) shows
    /// that case's views alone, not every page the function can build.
    var byCase: [String: [[String]]] = [:]
    /// When it builds none itself but lays a title bar over one view of the project's
    /// (`TitledPresentations`), that view: the screen a presentation calling it shows.
    var titled: [[String]] = []

    /// `byCase`'s key for a `default:` arm's views (no case's name begins so).
    static let otherCases = "*default"

    /// The views a call asking for `caseName` shows: its arm's, else the `default:` arm's;
    /// nil when the body chooses by no case.
    func views(asked caseName: String) -> [[String]]? {
        byCase[caseName] ?? byCase[Self.otherCases]
    }
}

/// The names a destination calls, innermost first, and the case each is asked for
/// (`ViewFactory`, `make: about` in `ViewFactory().make(.about)`), with the type it is in.
struct MethodCall {
    let calls: [String]
    let askedCases: [String: String]
    let scope: [String]

    /// Of a destination that is a construction with a method called on it, nil for any other:
    /// `MovieDetail(movie: m)` calls nothing, and the calls are read as a factory's only if the
    /// type turns out to be no view.
    init?(_ destination: ExprSyntax, scope: [String]) {
        let calls = ViewFactories.calledNames(destination)
        guard calls.count > 1, calls[0].first?.isUppercase == true else { return nil }
        self.calls = calls
        askedCases = ViewFactories.askedCases(destination)
        self.scope = scope
    }
}

/// A navigation without a value whose destination names no view's type, kept until every
/// file is read: a factory of the project may say which view it shows.
struct FactoryLink {
    let calls: [String]
    /// The type it is in: a factory of that name there is the one it calls.
    let scope: [String]
    let style: Modal.Style?
    let usesKey: String
    let place: SourcePlace
    /// The report's note when no factory says: as for any destination naming no view; none for
    /// an item's content, whose views its item's cases may say.
    let note: String?
    /// The item a `.sheet(item:)` shows it for (`{ sheet in endSheet(for: sheet) }`).
    var item: ModalMention? = nil
    /// The case each called name is asked for by its only argument (`make: about` in
    /// `Pages.make(.about)`).
    var askedCases: [String: String] = [:]
}

enum ViewFactories {
    /// Whether a declared type is a view's: `some View`, `AnyView`, or a type named `...View`.
    static func buildsView(_ type: TypeSyntax?) -> Bool {
        guard let text = type?.trimmedDescription else { return false }
        return text == "some View" || text.hasSuffix("View")
    }

    /// What a body builds, or nil when it neither builds a view nor calls anything;
    /// `parameters`, a function's, which a switch choosing its view may be over.
    static func factory(of body: CodeBlockItemListSyntax, parameters: Set<String> = []) -> ViewFactory? {
        let views = DestinationView.alternatives(of: body)
        if !views.isEmpty { return ViewFactory(views: views, calls: [], byCase: casesChosen(in: body, by: parameters)) }
        guard let result = DestinationView.firstExpression(of: body) else { return nil }
        // `func settingsView() -> SettingsView { .init(manager: manager) }`: the type it returns.
        if let made = result.as(FunctionCallExprSyntax.self).flatMap(ImplicitInitialisers.type(of:)) {
            return ViewFactory(views: [[made]], calls: [])
        }
        let calls = calledNames(result)
        return calls.isEmpty ? nil : ViewFactory(views: [], calls: calls, titled: TitledPresentations.alternatives(of: result))
    }

    /// The names an expression is called or read through, innermost first:
    /// `coordinator.makeWhatsNewView { }.textScaling(size)` gives `coordinator`,
    /// `makeWhatsNewView` and `textScaling`; `mailView` gives `mailView`.
    static func calledNames(_ expression: ExprSyntax) -> [String] {
        chain(of: expression).map(\.name)
    }

    /// The case each name of an expression's chain is called with as its only argument:
    /// `Pages.make(.about)` and `Pages.make(Page.about)` give `make: about`.
    static func askedCases(_ expression: ExprSyntax) -> [String: String] {
        var asked: [String: String] = [:]
        for link in chain(of: expression) { if let caseName = link.askedCase { asked[link.name] = caseName } }
        return asked
    }

    /// The chain's names, innermost first, each with the case its call's only argument names.
    private static func chain(of expression: ExprSyntax) -> [(name: String, askedCase: String?)] {
        var names: [(name: String, askedCase: String?)] = []
        var current: ExprSyntax? = expression
        // The case the call just read asks for, given to the name it calls.
        var asked: String?
        // A chain is as long as it is written; the bound keeps a pathological one cheap.
        for _ in 0..<16 {
            guard let expression = current else { break }
            if let closure = expression.as(ClosureExprSyntax.self) {
                current = DestinationView.firstExpression(of: closure.statements)
            } else if let call = expression.as(FunctionCallExprSyntax.self) {
                asked = call.arguments.count == 1 ? caseNamed(by: call.arguments.first!.expression) : nil
                current = call.calledExpression
            } else if let member = expression.as(MemberAccessExprSyntax.self) {
                names.append((member.declName.baseName.text, asked))
                asked = nil
                current = member.base
            } else if let optional = expression.as(OptionalChainingExprSyntax.self) {
                // `destination?.content` is read through `destination`, as `destination.content` is.
                current = optional.expression
            } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
                names.append((reference.baseName.text, asked))
                current = nil
            } else {
                current = nil
            }
        }
        return names.reversed()
    }

    /// `.about`, `Page.about` or `.book(id: 3)`: the case an argument names; nil for any other
    /// value.
    private static func caseNamed(by argument: ExprSyntax) -> String? {
        guard let reference = TypeReading.caseReference(argument), reference.caseName != "init",
              reference.caseName.first?.isLowercase == true else { return nil }
        return reference.caseName.trimmingBackticks
    }

    /// `switch page { case .about: AboutView() case .help, .faq: HelpView() default: ... }`, a
    /// body's one choice, over one of `parameters`: each case's views, and the `default:` arm's
    /// under `ViewFactory.otherCases`, for a case no arm names.
    private static func casesChosen(in body: CodeBlockItemListSyntax, by parameters: Set<String>) -> [String: [[String]]] {
        guard !parameters.isEmpty, let choice = DestinationView.firstExpression(of: body)?.as(SwitchExprSyntax.self),
              let subject = choice.subject.as(DeclReferenceExprSyntax.self)?.baseName.text, parameters.contains(subject) else { return [:] }
        var views: [String: [[String]]] = [:]
        for element in choice.cases {
            guard let arm = element.as(SwitchCaseSyntax.self) else { continue }
            let built = DestinationView.alternatives(of: arm.statements)
            switch arm.label {
            case .case(let label):
                for item in label.caseItems {
                    for name in ConstructionFinder.caseNames(in: Syntax(item.pattern)) { views[name] = built }
                }
            case .default:
                views[ViewFactory.otherCases] = built
            }
        }
        return views
    }
}

extension SwiftDeclarations {
    /// Reads each destination that names no view's type through the factories it calls, up
    /// to `maximumIndirection` deep (a factory calling a factory), else through the views
    /// values hold (`item.destination`), and notes those still unread; and a whole type's
    /// destination so (`{ levelDestination(for: $0) }`), when the factory builds one view:
    /// that is the type's screen. One that chooses between views (`{ destination(for: $0) }`
    /// switching over the enum) gives each case its own, read from its switch.
    mutating func followViewFactories() {
        readMethodsOfMadeFactories()
        readCalledArms()
        for (position, arms) in screenArms.enumerated() where !arms.calls.isEmpty {
            let built = views(through: arms.calls, from: arms.scope, asked: [:], depth: 0)
            guard built.count == 1, let (caseName, _) = arms.views.first else { continue }
            screenArms[position].views[caseName] = built[0]
        }
        for link in factoryLinks {
            var views = views(through: link.calls, from: link.scope, asked: link.askedCases, depth: 0)
            if views.isEmpty { views = heldViews(for: link) }
            if views.isEmpty, link.style != nil { views = titledViews(for: link) }
            guard !views.isEmpty else {
                if let note = link.note { notes.append(note) }
                continue
            }
            for chain in views {
                uses[link.usesKey, default: ViewUses()].viewLinks.append(
                    ViewLink(view: chain[0], wrapped: Array(chain.dropFirst()), style: link.style, item: link.item, place: link.place))
            }
        }
    }

    /// The view a presentation's one called property or method lays a title bar over
    /// (`.sheet(isPresented: $x) { modelConfigSheet }`, `TitledPresentations`): the one of
    /// that name in the presenting type, else the only one of that name.
    private func titledViews(for link: FactoryLink) -> [[String]] {
        guard link.calls.count == 1, let name = link.calls.first, let candidates = viewFactories[name] else { return [] }
        let chosen = candidates.first(where: { $0.scope == link.scope }) ?? (candidates.count == 1 ? candidates[0] : nil)
        return chosen?.factory.titled ?? []
    }

    /// `ViewFactory().make(.about)` was read as a view, `ViewFactory`, with a modifier: when
    /// the project declares that type and not as a view, it is a factory made in place, and
    /// the screen is what its method builds (`AboutView`, for the case asked). A type that
    /// builds nothing known stays as it was read.
    private mutating func readMethodsOfMadeFactories() {
        let types = Set(self.types.compactMap(\.path.last))
        let views = Set(declaredViews.compactMap(\.last))
        for key in uses.keys {
            var read: [ViewLink] = []
            for link in uses[key]!.viewLinks {
                let name = PrivateViews.name(link.view)
                guard let call = link.methodCall, link.wrapped.isEmpty, types.contains(name), !views.contains(name), !name.hasSuffix("View") else {
                    read.append(link)
                    continue
                }
                let built = self.views(through: call.calls, from: call.scope, asked: call.askedCases, depth: 0)
                if built.isEmpty { read.append(link) }
                for chain in built {
                    read.append(ViewLink(view: chain[0], wrapped: Array(chain.dropFirst()), style: link.style, item: link.item, place: link.place, selectionCase: link.selectionCase))
                }
            }
            uses[key]!.viewLinks = read
        }
    }

    /// The views the first factory among `calls` builds: the one of that name in `scope`, else
    /// the only one of that name (many types have a `content` of their own), else those of the
    /// types a generic value it is read through may be (`ConstrainedReceivers`). A factory
    /// choosing by the case `asked` for it builds that case's views alone.
    func views(through calls: [String], from scope: [String], asked: [String: String], depth: Int) -> [[String]] {
        guard depth < Self.maximumIndirection else { return [] }
        for (index, name) in calls.enumerated() {
            guard let candidates = viewFactories[name] else { continue }
            var chosen = candidates.first(where: { $0.scope == scope }).map { [$0] } ?? (candidates.count == 1 ? candidates : [])
            // `Pages.make(.about)`, `ViewFactory().make(.about)`: the one of the type named;
            // `factory.make(.about)`: the one of the type of the property read.
            if chosen.isEmpty, index > 0 {
                let type = properties.first { $0.name == calls[index - 1] && $0.scope == scope }?.type.unwrapped.type.path?.last ?? calls[index - 1]
                chosen = candidates.filter { $0.scope.last == type }
            }
            if chosen.isEmpty, index > 0 {
                let owners = conformingOwners(through: calls[index - 1], in: scope, among: candidates.map(\.scope))
                chosen = candidates.filter { owners.contains($0.scope) }
            }
            var views: [[String]] = []
            for (owner, factory) in chosen {
                let chosenCase = asked[name].flatMap(factory.views(asked:))
                let built = factory.views.isEmpty ? self.views(through: factory.calls, from: owner, asked: [:], depth: depth + 1) : chosenCase ?? factory.views
                for chain in built where !views.contains(chain) { views.append(chain) }
            }
            if !views.isEmpty { return views }
        }
        return []
    }
}
