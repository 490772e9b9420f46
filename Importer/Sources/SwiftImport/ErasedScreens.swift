import NavreplKit
import SwiftSyntax

/// A case given on its own to a call: `coordinator.push(HomeScreen.profile(userID: 1))`,
/// `presentSheet(HomeScreen.settings)`, `path.append(AnyScreen(HomeScreen.about))`. Kept until
/// every file is read: it is a route when its enum is one of those a type-erased stack holds.
struct CaseArgument {
    /// The function called: `push`, `presentSheet`, `append`.
    let function: String
    let type: [String]
    let caseName: String
    let scope: [String]
    let usesKey: String
    let place: SourcePlace
    /// The function the call is made in (`showDebugMenu`), nil outside any.
    let enclosingFunction: String?
}

/// A coordinator whose stack and modals hold type-erased values: `struct AnyScreen: Screen {
/// private let base: any Screen }` registered by `.navigationDestination(for: AnyScreen.self)`,
/// or a path of `[any Screen]`. The wrapper is no route: the routes are the cases of the enums
/// conforming to the protocol it erases that the project pushes or presents
/// (`coordinator.push(HomeScreen.profile(userID: id))`, `presentSheet(HomeScreen.settings)`),
/// each shown as the function's name says. A case given only in a function nothing in the
/// sources calls or names (a template's `pushSomeScreen()`) is not pushed. Each enum's cases so
/// shown are made into enums of their own, one per style, as `Coordinators` does, so that the
/// schema builder reads them as route and modal enums.
enum ErasedScreens {
    /// How a call shows a value, by the words of its name: nil for a call that does not.
    static func style(of function: String) -> Modal.Style?? {
        let name = function.lowercased()
        if name.contains("cover") || name.contains("fullscreen") { return .some(.cover) }
        if name.contains("sheet") || name.contains("present") || name.contains("modal") { return .some(.sheet) }
        if ["push", "navigate", "show", "append", "open", "goto"].contains(where: name.hasPrefix) { return .some(nil) }
        return nil
    }

    static func add(to found: inout SwiftDeclarations) {
        guard !found.erasingHolders.isEmpty || !found.erasedPaths.isEmpty else { return }
        let index = TypeIndex(found)
        // The wrappers registered as destinations, and the protocols they erase. (Each
        // destination resolved once: an app may hold many an `any Service`.)
        var registered = Set<[String]>()
        for mention in found.destinations {
            if case .nominal(let type) = index.resolve(mention.type, from: mention.scope) { registered.insert(type.path) }
        }
        var wrappers = Set<String>()
        var protocols = Set(found.erasedPaths)
        for holder in found.erasingHolders where registered.contains(holder.type) {
            wrappers.insert(holder.type.joined(separator: "."))
            protocols.insert(holder.erased)
        }
        guard !protocols.isEmpty else { return }
        let isWrapper = { (mention: TypeMention) -> Bool in
            if case .nominal(let type) = index.resolve(mention.type, from: mention.scope) { return wrappers.contains(type.path.joined(separator: ".")) }
            return false
        }
        for mention in found.destinations where isWrapper(mention) {
            found.notes.append("\(mention.type.joined(separator: ".")) at \(mention.place) is a type-erased wrapper, not a route: the routes are the cases of the enums conforming to \(protocols.sorted().joined(separator: ", ")) that the project pushes and presents")
        }
        found.destinations.removeAll(where: isWrapper)
        for key in found.uses.keys { found.uses[key]!.destinations.removeAll(where: isWrapper) }

        var extensionConformances: [String: [String]] = [:]
        for (path, names) in found.extensionConformances { extensionConformances[path.last ?? "", default: []] += names }
        let conforms = { (declaration: EnumDeclaration) in
            !protocols.isDisjoint(with: declaration.conformances + (extensionConformances[declaration.path.last!] ?? []))
        }
        // Each enum's cases by how they are shown, in the order first given.
        var shown: [(declaration: EnumDeclaration, style: Modal.Style?, cases: [CaseArgument])] = []
        for argument in found.caseArguments {
            guard let style = style(of: argument.function),
                  let declaration = index.enumeration(argument.type, from: argument.scope), conforms(declaration),
                  declaration.enumCase(named: argument.caseName) != nil,
                  argument.enclosingFunction.map(found.referencedNames.contains) ?? true else { continue }
            if let position = shown.firstIndex(where: { $0.declaration === declaration && $0.style == style }) {
                shown[position].cases.append(argument)
            } else {
                shown.append((declaration, style, [argument]))
            }
        }
        for (declaration, style, arguments) in shown {
            let word = style == nil ? "pushes" : style == .cover ? "covers" : "sheets"
            let made = EnumDeclaration(
                path: Array(declaration.path.dropLast()) + [declaration.path.last! + " " + word], genericParameters: [],
                conformances: ["Hashable"], place: declaration.place, isIndirect: false)
            for argument in arguments where made.enumCase(named: argument.caseName) == nil {
                made.add(declaration.enumCase(named: argument.caseName)!)
            }
            found.enums.append(made)
            let mention = TypeMention(type: made.path, scope: [], place: arguments[0].place)
            switch style {
            case nil:
                found.pushedTypes.append(mention)
                for argument in arguments { found.uses[argument.usesKey, default: ViewUses()].destinations.append(mention) }
            case .cover?:
                found.coveredTypes.append(mention)
            case .sheet?:
                found.presentedTypes.append(mention)
            }
        }
    }

    /// The protocol an existential names: `Screen` in `any Screen`.
    static func erased(_ type: TypeSyntax) -> String? {
        guard let existential = type.as(SomeOrAnyTypeSyntax.self), existential.someOrAnySpecifier.tokenKind == .keyword(.any) else { return nil }
        return TypeReading.written(existential.constraint).path?.last
    }

    /// The case a lone argument gives: `HomeScreen.settings`, or the one a wrapper is made
    /// from (`AnyScreen(HomeScreen.settings)`); only a case whose type is written.
    static func givenCase(_ expression: ExprSyntax) -> (type: [String], caseName: String)? {
        if let reference = TypeReading.caseReference(expression), let type = reference.type, !reference.caseName.isEmpty {
            return (type, reference.caseName)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1, call.arguments.first?.label == nil,
              TypeReading.typePath(call.calledExpression)?.last?.first?.isUppercase == true,
              let inner = call.arguments.first?.expression, let reference = TypeReading.caseReference(inner),
              let type = reference.type else { return nil }
        return (type, reference.caseName)
    }
}
