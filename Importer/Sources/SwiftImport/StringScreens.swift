import SwiftSyntax

/// A destination keyed by `String` whose content switches over the string's literals, each
/// arm building a screen of the project's: `.navigationDestination(for: String.self) { screen
/// in switch screen { case "settings": SettingsView() case "profile": ProfileView() default:
/// Text("Unknown") } }`, or the same switch in a view-building method the content hands the
/// string to (`destinationView(for: screen)`), as apps write a stack of a few named screens
/// pushed by their names (`NavigationLink(value: "settings")`, `path.append("profile")`).
/// The literals name screens as an enum's cases would: each arm's screen is a route named
/// after its view, pushed from the view registering the destination as a link to it would be,
/// and the string is no route of its own; a string pushed onto the stack is one of them. A
/// `default:` arm (an unknown string's placeholder) is none. Fewer than two such arms leave
/// the destination as any string-keyed one is read.
enum StringScreens {
    /// A string-keyed destination whose content calls through `calls` with the string, read
    /// once every file is: the method's switch says the screens.
    struct Call {
        let mention: TypeMention
        let usesKey: String
        let calls: [String]
    }

    static func isString(_ type: [String]) -> Bool {
        type == ["String"] || type == ["Swift", "String"]
    }

    /// The screens a switch's literal arms build, each arm's views: nil for fewer than two.
    static func screens(of switchExpression: SwitchExprSyntax) -> [[String]]? {
        var screens: [[String]] = []
        for element in switchExpression.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self), case .case(let label) = switchCase.label,
                  label.caseItems.allSatisfy({ isLiteral($0.pattern) }) else { continue }
            for chain in DestinationView.alternatives(of: switchCase.statements) where !screens.contains(chain) { screens.append(chain) }
        }
        return screens.count >= 2 ? screens : nil
    }

    /// `"settings"` in `case "settings":`.
    private static func isLiteral(_ pattern: PatternSyntax) -> Bool {
        IndexedScreens.index(pattern).map { $0.hasPrefix("\"") } ?? false
    }

    /// Resolves the destinations whose content calls a method of the project's with the
    /// string: a switch of that name, in the type registering the destination, over string
    /// literals building two views of the project's or more, gives those screens, pushed from
    /// the registering view; the string's own route is dropped.
    static func resolve(in found: inout SwiftDeclarations) {
        guard !found.stringScreenCalls.isEmpty else { return }
        let views = Set(found.declaredViews.compactMap(\.last))
        for call in found.stringScreenCalls {
            guard let name = call.calls.first else { continue }
            let switched = found.memberSwitches.first { $0.path == call.mention.scope && $0.member == name }
            guard let arms = switched?.arms else { continue }
            var screens: [String] = []
            for key in IndexedScreens.ordered(arms) where key.hasPrefix("\"") {
                guard let view = arms[key]!.constructed.first(where: { views.contains(PrivateViews.name($0)) }), !screens.contains(view) else { continue }
                screens.append(view)
            }
            guard screens.count >= 2 else { continue }
            for view in screens {
                found.uses[call.usesKey, default: ViewUses()].viewLinks.append(ViewLink(view: view, style: nil, item: nil, place: call.mention.place))
            }
            found.stringScreenDestinations.append(call.mention)
            found.destinations.removeAll { $0.place == call.mention.place && $0.type == call.mention.type }
            found.uses[call.usesKey]?.destinations.removeAll { $0.place == call.mention.place && $0.type == call.mention.type }
            found.screenArms.removeAll { $0.type == call.mention.type && $0.scope == call.mention.scope && $0.isWhole }
        }
    }
}
