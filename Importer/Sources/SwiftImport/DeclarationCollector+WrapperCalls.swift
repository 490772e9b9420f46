import NavreplKit
import SwiftSyntax

/// Calls whose meaning is known only once every file is read: the names a call refers to, a
/// case given alone to a call that pushes, and the arguments of what may be the project's own
/// wrapper of a presentation.
extension DeclarationCollector {
    /// The names a call refers to as functions: the one it calls, and those it is given to call
    /// (`Button(action: flow.showAbout)`). SwiftUI's `.fullScreenCover(item:)` is no call of
    /// the project's `func fullScreenCover()`, and a binding (`$model.sheet`) is no function.
    func recordReferences(_ call: FunctionCallExprSyntax) {
        if let callee = Self.calleeName(call) {
            let isPresentation = Self.presentations.contains(callee) && call.arguments.contains { ["item", "isPresented", "for"].contains($0.label?.text) }
            if !isPresentation { found.referencedNames.insert(callee) }
        }
        // An instance's member (`flow.showAbout`, not `$model.sheet` nor a case, `Route.about`),
        // or a name given as an action (`action: showAbout`): a value's name (`build(screen)`)
        // may be any local's.
        for argument in call.arguments {
            let expression = argument.expression
            if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
               base.first?.isLowercase == true {
                found.referencedNames.insert(member.declName.baseName.text)
            } else if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, ["action", "perform"].contains(argument.label?.text) {
                found.referencedNames.insert(name)
            }
        }
    }

    /// The name a call calls: `push` in `coordinator?.push(...)` too.
    private static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
        let called = call.calledExpression
        return called.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? called.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// `push(HomeScreen.settings)`: a case given alone to a call that pushes or presents (by
    /// its name: `.font(Font.title)` is none), with the function it is in.
    func recordCaseArgument(_ call: FunctionCallExprSyntax) {
        guard call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
              let function = Self.calleeName(call), ErasedScreens.style(of: function) != nil,
              let (type, caseName) = ErasedScreens.givenCase(argument.expression), !Self.isInPreview(call) else { return }
        var enclosing: String?
        var node = call.parent
        while let current = node, !current.isProtocol(DeclGroupSyntax.self) {
            if let declaration = current.as(FunctionDeclSyntax.self) { enclosing = declaration.name.text; break }
            node = current.parent
        }
        found.caseArguments.append(CaseArgument(function: function, type: type, caseName: caseName, scope: scope, usesKey: usesKey, place: place(argument), enclosingFunction: enclosing))
    }

    /// SwiftUI's modifiers that push or present, read where they are called.
    static let presentations: Set<String> = ["navigationDestination", "flowDestination", "sheet", "fullScreenCover", "popover"]

    /// A call that may be of the project's wrapper of a presentation (known once every file is
    /// read): its arguments that are types (`Route.self`) or bindings (`$sheet`). An argument
    /// that passes on what the enclosing function was given makes that function a wrapper in
    /// turn, if the one called is.
    func recordWrapperCall(_ call: FunctionCallExprSyntax, function: String) {
        guard !Self.presentations.contains(function) else { return }
        // `router.push(.detail)` is an edge already (see `visitModifier`).
        let isReadPush = function == "push" && call.arguments.count == 1 && call.arguments.first?.label == nil
        var content: [[String]]?
        for argument in call.arguments {
            let expression = argument.expression
            let parameter = WrappedParameter(function: function, label: argument.label?.text)
            if expression.is(DeclReferenceExprSyntax.self) || TypeReading.metatype(expression) != nil,
               let forwarded = ForwardedParameter.of(expression) {
                let type = ForwardedParameter.declaredType(of: expression).map(TypeReading.written)?.unwrapped.type.path
                found.forwardedArguments.append(ForwardedArgument(from: forwarded, to: parameter, place: place(expression), fromType: type))
                continue
            }
            let read: WrapperCall.Argument
            if let type = TypeReading.metatype(expression), type.last?.first?.isUppercase == true {
                read = .type(type)
            } else if let binding = Self.binding(expression) {
                read = binding
            } else if Self.isBuiltBinding(expression) {
                read = .builtBinding
            } else if let reference = TypeReading.caseReference(expression), !isReadPush {
                read = .caseValue(type: reference.type, caseName: reference.caseName)
            } else if call.arguments.count == 1, !isReadPush, Self.callsAValuesMethod(call), let value = Self.pushableValue(expression), !Self.isInPreview(call) {
                read = .value(member: ComputedPushes.member(value), typed: TypedPushes.source(of: value),
                              shown: "\(function)(\(argument.label.map { $0.text + ": " } ?? "")\(Self.shown(value)))")
            } else {
                continue
            }
            if content == nil {
                content = Self.isInPreview(call) ? [] : Self.content(of: call).map { DestinationView.alternatives(of: $0) } ?? []
            }
            found.wrapperCalls.append(WrapperCall(parameter: parameter, argument: read, content: content ?? [], scope: scope, usesKey: usesKey, place: place(expression)))
        }
    }

    /// `kitchen.go(to:)`, `router?.show(_:)`, `self.go(to:)`, `go(to:)`: a call of a value's
    /// method or of a function, as a push helper's are; not a modifier (`.padding(item.inset)`,
    /// called on a view) nor a construction (`Text(item.title)`), the most common calls given
    /// a value, which are never a helper's and are not kept.
    private static func callsAValuesMethod(_ call: FunctionCallExprSyntax) -> Bool {
        let called = call.calledExpression
        if let function = called.as(DeclReferenceExprSyntax.self) { return function.baseName.text.first?.isLowercase == true }
        guard var base = called.as(MemberAccessExprSyntax.self)?.base else { return false }
        if let optional = base.as(OptionalChainingExprSyntax.self) { base = optional.expression }
        while let member = base.as(MemberAccessExprSyntax.self), let inner = member.base { base = inner }
        guard let root = base.as(DeclReferenceExprSyntax.self)?.baseName else { return false }
        return root.tokenKind == .keyword(.self) || root.text.first?.isLowercase == true
    }

    /// A value a push helper's only argument may push: a member read of a value
    /// (`shortcut.stop`) or a local value (`stop`). Literals and calls are no route.
    private static func pushableValue(_ expression: ExprSyntax) -> ExprSyntax? {
        if ComputedPushes.member(expression) != nil { return expression }
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isLowercase == true else { return nil }
        return expression
    }

    /// `$sheet`, `$router.sheet`: the bound property, and the property its key path starts from.
    static func binding(_ expression: ExprSyntax) -> WrapperCall.Argument? {
        var root = expression
        while let member = root.as(MemberAccessExprSyntax.self), let base = member.base { root = base }
        guard root.as(DeclReferenceExprSyntax.self)?.baseName.text.hasPrefix("$") == true, let name = TypeReading.boundProperty(expression) else { return nil }
        let owner = expression.as(MemberAccessExprSyntax.self)?.base.flatMap(TypeReading.boundProperty)
        return .binding(name, owner: owner)
    }

    /// `store.binding(get: ..., enable: ..., disable: ...)`, `Binding(get: ..., set: ...)`: a
    /// binding a call builds, as a Redux- or Flux-like store gives one for a flag of its state.
    static func isBuiltBinding(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self), let name = calleeName(call) else { return false }
        return name == "Binding" || name == "binding" || name.hasSuffix("Binding")
    }

    /// Records the project's wrapper whose parameter `value` passes on to a presentation;
    /// false when `value` is not what the enclosing function or modifier was given.
    func recordWrapper(_ value: ExprSyntax, role: WrapperRole, showsOwnView: Bool = false, isPopover: Bool = false) -> Bool {
        guard let wrapper = ForwardedParameter.of(value) else { return false }
        if found.presentationWrappers[wrapper] == nil {
            found.presentationWrappers[wrapper] = PresentationWrapper(role: role, place: place(value), showsOwnView: showsOwnView, isPopover: isPopover)
        }
        return true
    }
}
