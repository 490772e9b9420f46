import NavreplKit

/// The project's own wrappers of SwiftUI's presentations, and the calls made of them: a
/// function or `ViewModifier` that passes one of its parameters on to
/// `.navigationDestination(for:)`, to the `isPresented:` or `item:` of a sheet, cover,
/// popover or `.navigationDestination`, to a path's `append(_:)` (a push helper), or into a
/// property an item is presented from (`func show(_ route: Route) { next = route }`), is
/// called by screens that say what they present or push.
/// Which functions are wrappers is known once every file is read.

/// What a wrapper's parameter is passed on to.
enum WrapperRole: Equatable {
    /// `.navigationDestination(for:)`: each call names a route type.
    case destination
    /// `isPresented:`: each call's content is a view's route, shown as `style` (nil: pushed).
    case flag(Modal.Style?)
    /// `item:`: each call's binding is presented, by its enum's cases or its content's view.
    case item(Modal.Style?)
    /// `path.append(_:)`: a push helper, each of whose calls pushes a case.
    case push
    /// `next = route`: each call writes a case into the property, presented where the
    /// property is an item (`.navigationDestination(item: $router.next)`), so the case is a
    /// tap of the view making the call, as `next = .detail` written there would be.
    case write(PropertyMention)

    /// `.sheet(isPresented:)`, as the report names what a wrapper forwards to.
    var forwardedTo: String {
        switch self {
        case .destination: ".navigationDestination(for:)"
        case .flag(let style): ".\(Self.modifier(style))(isPresented:)"
        case .item(let style): ".\(Self.modifier(style))(item:)"
        case .push: "a path's append(_:)"
        case .write(let property): "the item \(property.name)"
        }
    }

    /// What the calls of such a wrapper are read as, for the report.
    var callsRead: String {
        switch self {
        case .destination: "destinations"
        case .push: "pushes"
        case .flag, .item, .write: "presentations"
        }
    }

    private static func modifier(_ style: Modal.Style?) -> String {
        switch style {
        case nil: "navigationDestination"
        case .cover: "fullScreenCover"
        case .sheet: "sheet"
        }
    }
}

/// A wrapper's parameter, what it is passed on to, and where.
struct PresentationWrapper {
    let role: WrapperRole
    let place: SourcePlace
    /// A wrapper that shows a view of its own (`sheet(isPresented: flag) { HelpView() }`):
    /// its calls give no content, and need none.
    var showsOwnView = false
    /// A wrapper passing its flag to `.popover`, whose calls showing a view made for a
    /// popover are dialogs beside their controls (`DialogPopovers`), as the popover's own are.
    var isPopover = false

    /// What the report says the wrapper forwards to: a popover by its name, though its other
    /// calls are read as a sheet's are.
    var forwardedTo: String { isPopover ? ".popover(isPresented:)" : role.forwardedTo }
}

/// A function's parameter passed on, as is, to another function's: the wrapper of a wrapper.
struct ForwardedArgument {
    let from: WrappedParameter
    let to: WrappedParameter
    let place: SourcePlace
    /// The type `from` is declared with (`BarItem` in `func barItem(_ item: BarItem, ...)`),
    /// when the function writes one: what a call's implicit member (`.loans`) is a case of.
    var fromType: [String]? = nil
}

/// A call that may be of a wrapper: an argument that is a type (`Route.self`) or a binding
/// (`$showsHelp`, `$router.sheet`), and the views its content constructs.
struct WrapperCall {
    enum Argument {
        case type([String])
        /// The bound property, and the one its key path starts from (`router` in `$router.sheet`).
        case binding(String, owner: String?)
        /// A flag's binding a call builds (`store.binding(get: ..., enable: ..., disable: ...)`,
        /// `Binding(get:set:)`): a store's state read and its actions sent, no property bound.
        case builtBinding
        /// A case, `.detail(id: 3)` or `Route.detail(id: 3)`, with its type when written.
        case caseValue(type: [String]?, caseName: String)
        /// A value no case is written in (`item.route`, `stop`), for a push helper's call:
        /// read as `push(item.route)` is, through the member it reads (`member`), else by
        /// where the value is bound (`typed`); `shown`, the call as the report quotes it.
        case value(member: String?, typed: TypedPush.Source?, shown: String)
    }

    let parameter: WrappedParameter
    let argument: Argument
    /// The views its content closure may show (see `DestinationView.alternatives`).
    let content: [[String]]
    let scope: [String]
    let usesKey: String
    let place: SourcePlace
}

extension SwiftDeclarations {
    /// How many wrappers of wrappers are followed: a cycle of them ends.
    static let maximumIndirection = 4

    /// Reads each call of a wrapper as the presentation it makes, and says which wrappers were followed.
    mutating func followPresentationWrappers() {
        guard !presentationWrappers.isEmpty else { return }
        for _ in 0..<Self.maximumIndirection {
            var added = false
            for forward in forwardedArguments where presentationWrappers[forward.from] == nil {
                guard let inner = presentationWrappers[forward.to] else { continue }
                presentationWrappers[forward.from] = PresentationWrapper(role: inner.role, place: forward.place, showsOwnView: inner.showsOwnView, isPopover: inner.isPopover)
                added = true
            }
            if !added { break }
        }
        var followed = Set<WrappedParameter>()
        for call in wrapperCalls {
            guard let wrapper = presentationWrappers[call.parameter] else { continue }
            switch (wrapper.role, call.argument) {
            case (.destination, .type(let type)):
                let mention = TypeMention(type: type, scope: call.scope, place: call.place)
                destinations.append(mention)
                uses[call.usesKey, default: ViewUses()].destinations.append(mention)
            case (.flag(let style), .binding), (.flag(let style), .builtBinding):
                if call.content.isEmpty && !wrapper.showsOwnView {
                    notes.append("\(call.parameter.function)(\(call.parameter.label ?? "_"):) at \(call.place) navigates without a value to no view's type: not imported")
                    continue
                }
                if wrapper.isPopover, let dialog = DialogPopovers.dialogView(ofWrapperContent: call.content) {
                    notes.append("\(call.parameter.function)(\(call.parameter.label ?? "_"):) at \(call.place) shows \(dialog), \(DialogPopovers.kind(of: dialog)): a dialog beside its control, not a route")
                    continue
                }
                for chain in call.content {
                    uses[call.usesKey, default: ViewUses()].viewLinks.append(ViewLink(view: chain[0], wrapped: Array(chain.dropFirst()), style: style, item: nil, place: call.place))
                }
            case (.item(let style), .binding(let name, let owner)):
                let mention = ModalMention(
                    property: PropertyMention(name: name, scope: call.scope, place: call.place),
                    owner: owner.map { PropertyMention(name: $0, scope: call.scope, place: call.place) },
                    style: style?.rawValue ?? "push")
                modals.append(mention)
                uses[call.usesKey, default: ViewUses()].presents.append(mention)
                for chain in call.content {
                    uses[call.usesKey, default: ViewUses()].viewLinks.append(ViewLink(view: chain[0], wrapped: Array(chain.dropFirst()), style: style, item: mention, place: call.place))
                }
            case (.push, .caseValue(let type, let caseName)):
                uses[call.usesKey, default: ViewUses()].links.append(CaseLink(type: type, caseName: caseName, scope: call.scope, place: call.place))
                guard let type else { break }
                let mention = TypeMention(type: type, scope: call.scope, place: call.place)
                pushedTypes.append(mention)
                uses[call.usesKey, default: ViewUses()].destinations.append(mention)
            case (.push, .value(let member, let source, let shown)):
                let typed = source.map { TypedPush(source: $0, scope: call.scope, place: call.place, path: nil, call: "\(shown) at \(call.place)") }
                let unread = "\(shown) at \(call.place): which route it pushes is not read"
                if let member {
                    computedPushes.append(ComputedPush(member: member, pathProperty: nil, scope: call.scope, usesKey: call.usesKey, place: call.place, unresolved: unread, typed: typed))
                } else if let typed {
                    // A tap of the view making it, to the routes of the value's type, as a
                    // typed value's push is.
                    typedPushes.append(typed)
                    uses[call.usesKey, default: ViewUses()].links.append(CaseLink(type: nil, caseName: "", scope: call.scope, place: call.place, typed: typed.source))
                } else {
                    unresolved.append((call.place, unread))
                }
            case (.write(let property), .caseValue(_, let caseName)):
                // Only a property something presents: a setter of any other property is no wrapper.
                guard modals.contains(where: { $0.property.name == property.name }) else { continue }
                uses[call.usesKey, default: ViewUses()].itemSets.append(ItemSet(property: property, caseName: caseName))
            default:
                continue
            }
            followed.insert(call.parameter)
        }
        for parameter in followed.sorted(by: { ($0.function, $0.label ?? "") < ($1.function, $1.label ?? "") }) {
            let wrapper = presentationWrappers[parameter]!
            notes.append("\(parameter.function)(\(parameter.label ?? "_"):) at \(wrapper.place) forwards to \(wrapper.forwardedTo): its calls are read as \(wrapper.role.callsRead)")
        }
    }
}
