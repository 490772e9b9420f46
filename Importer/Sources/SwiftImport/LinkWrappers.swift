import Foundation

/// A view given to one of the project's views as an argument: `DialogView` in
/// `NavigationRow(destination: DialogView(dialog: d)) { ... }`, or what the argument calls
/// when it builds no view itself (`destination: { selectionDestination(contact) }`).
struct ViewArgument {
    let callee: String
    let label: String
    let views: [[String]]
    let calls: [String]
    let scope: [String]
    let usesKey: String
    let place: SourcePlace
    /// The function whose parameter the argument passes on, and that parameter's label
    /// (`ForwardedViews`): `listRow`'s `destination` in `func listRow(destination: D) ->
    /// some View { modifier(RowModifier(destination: destination)) }`.
    var forwarded: (function: String, label: String)? = nil

    /// The label of a call's first trailing closure, which the sources do not write: the
    /// wrapper's first property of a view it is given (`LinkWrappers.trailingLabels`).
    static let firstTrailingClosure = ""
}

/// The project's own views that wrap a navigation around a view they are given: a row whose
/// body is `NavigationLink(destination: destination) { ... }` over its stored `destination`.
/// Each call's argument (`NavigationRow(destination: DialogView(...))`) is then a navigation
/// to that view from the view that makes the call; and a view that passes its own stored
/// closure on to such a wrapper (`ImageTitleRow(destination: { selectionDestination(c) })`)
/// wraps in turn, up to `maximumIndirection` deep.
extension SwiftDeclarations {
    mutating func followLinkWrappers() {
        guard !factoryLinks.isEmpty, !viewArguments.isEmpty else { return }
        // Stored, not computed: a computed view is a factory (`ViewFactories`), not a wrapper.
        let computed = Set(viewFactories.flatMap { name, made in made.map { ($0.scope + [name]).joined(separator: ".") } })
        let stored = Set(properties.map { ($0.scope + [$0.name]).joined(separator: ".") }).subtracting(computed)
        // "View.label" → how it shows what it is given.
        var wrappers: [String: FactoryLink] = [:]
        var consumed = Set<Int>()
        for (position, link) in factoryLinks.enumerated() {
            guard link.calls.count == 1, let name = link.calls.first, let view = link.scope.last,
                  stored.contains((link.scope + [name]).joined(separator: ".")) else { continue }
            wrappers[view + "." + name] = link
            consumed.insert(position)
        }
        guard !wrappers.isEmpty else { return }
        for _ in 0..<Self.maximumIndirection {
            var added = false
            for argument in viewArguments where argument.views.isEmpty {
                // A function of the project passing its parameter on to a wrapper wraps too:
                // its callers' argument for that parameter is shown (`ForwardedViews`).
                if let forwarded = argument.forwarded, let link = wrappers[argument.callee + "." + argument.label],
                   wrappers[forwarded.function + "." + forwarded.label] == nil {
                    wrappers[forwarded.function + "." + forwarded.label] = link
                    added = true
                    continue
                }
                guard let link = wrappers[argument.callee + "." + argument.label], let view = argument.scope.last,
                      let name = argument.calls.first(where: { stored.contains((argument.scope + [$0]).joined(separator: ".")) }),
                      wrappers[view + "." + name] == nil else { continue }
                wrappers[view + "." + name] = link
                added = true
            }
            if !added { break }
        }
        let trailing = trailingLabels()
        for argument in viewArguments where !argument.views.isEmpty {
            let label = argument.label == ViewArgument.firstTrailingClosure ? trailing[argument.callee] ?? "" : argument.label
            guard let link = wrappers[argument.callee + "." + label] else { continue }
            for chain in argument.views {
                uses[argument.usesKey, default: ViewUses()].viewLinks.append(
                    ViewLink(view: chain[0], wrapped: Array(chain.dropFirst()), style: link.style, item: nil, place: argument.place))
            }
        }
        factoryLinks = factoryLinks.enumerated().filter { !consumed.contains($0.offset) }.map(\.element)
    }

    /// What a wrapper's first trailing closure gives it (`StealthLink { Detail() } label: {
    /// ... }`), by the wrapper's name: its first stored property of a view it is generic over
    /// (`var destination: Destination`, `let destination: () -> Destination`), as Swift
    /// matches an unlabelled trailing closure to the first parameter that takes one, and a
    /// wrapper's initialiser takes its views in the order it holds them.
    func trailingLabels() -> [String: String] {
        var labels: [String: String] = [:]
        for property in properties {
            guard let view = property.scope.last, labels[view] == nil, let generic = viewParameters[view] else { continue }
            if Self.madeView(by: property.type, among: generic) != nil { labels[view] = property.name }
        }
        return labels
    }
}
