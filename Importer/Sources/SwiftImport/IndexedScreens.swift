import NavreplKit
import SwiftSyntax

/// An app's own tab bar that selects its screens by an index, an integer or a string: a row of
/// buttons setting `@State var selected = 0` (or `= "Home"`) and a root that shows the screen
/// for it (`switch selected { case 0: HomeView() case 1: SearchView() default: ProfileView() }`,
/// or `if selected == 0 { ... } else if selected == 1 { ... } else { ... }`). Each arm is a
/// tab, named after the view it shows, as an enum's modes are named after its cases. A switch's
/// arms are keyed by the index written (`0`, `"Home"` with its quotes), and its `default:` or a
/// chain's last `else` by `default`.
enum IndexedScreens {
    static let otherwise = "default"

    /// The integer or the string a pattern or a comparison writes (`0` in `case 0:`, `"Home"` in
    /// `case "Home":`, quoted), as text.
    static func index(_ node: some SyntaxProtocol) -> String? {
        var syntax = Syntax(node)
        if let pattern = syntax.as(ExpressionPatternSyntax.self) { syntax = Syntax(pattern.expression) }
        if let integer = syntax.as(IntegerLiteralExprSyntax.self) { return integer.literal.text }
        guard let string = syntax.as(StringLiteralExprSyntax.self), string.segments.count == 1,
              let text = string.segments.first?.as(StringSegmentSyntax.self)?.content.text else { return nil }
        return "\"" + text + "\""
    }

    static func isIndex(_ key: String) -> Bool {
        Int(key) != nil || key.count >= 2 && key.hasPrefix("\"") && key.hasSuffix("\"")
    }

    /// The value a statement steps on or back (`step += 1`, `page = page - 1`, `self.step -= 1`):
    /// an index stepped so counts a wizard's pages or an onboarding's steps, not a bar's screens,
    /// which its buttons set each to its own (`selected = 2`).
    static func stepped(by node: SequenceExprSyntax) -> String? {
        let elements = Array(node.elements)
        guard elements.count >= 3, let target = name(elements[0]) else { return nil }
        if let compound = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text, ["+=", "-="].contains(compound) { return target }
        guard elements[1].is(AssignmentExprSyntax.self) else { return nil }
        let rest = elements.dropFirst(2)
        let arithmetic = rest.contains { ["+", "-"].contains($0.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "") }
        return arithmetic && rest.contains(where: { name($0) == target }) ? target : nil
    }

    /// `step`, or `step` of `self.step` or `model.step`.
    private static func name(_ expression: ExprSyntax) -> String? {
        expression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// The arms' keys in the order the tabs are in: as the arms are written.
    static func ordered(_ arms: [String: SwitchArm]) -> [String] {
        arms.keys.sorted { (arms[$0]!.position, $0) < (arms[$1]!.position, $1) }
    }
}

extension SchemaBuilder {
    /// The tabs of a top-level switch over an index the app changes (`IndexedScreens`),
    /// as an enum of one case per arm showing a view of the project's, and why, for the report.
    /// Not where the app has a TabView, nor for an index stepped on and back (a wizard's), nor
    /// for arms that show where the app is in its life (`OnboardingView`, `LoginView`: steps of
    /// setting up, not screens to switch between).
    func indexedScreens() -> (EnumDeclaration, String)? {
        guard !found.uses.values.contains(where: { $0.constructed.contains("TabView") }) else { return nil }
        let levels = topLevelViews()
        var propertiesByScope: [[String]: [Property]] = [:]
        for property in found.properties { propertiesByScope[property.scope, default: []].append(property) }
        var chosen: (level: Int, declaration: EnumDeclaration, note: String)?
        for (path, member, subject, parameter, arms, _) in found.memberSwitches where parameter == nil && (member == "body" || isShownComputedView(member, of: path)) {
            guard let subject, let view = path.last, let level = levels[view], level < chosen?.level ?? .max,
                  arms.keys.contains(where: IndexedScreens.isIndex), arms.keys.allSatisfy({ IndexedScreens.isIndex($0) || $0 == IndexedScreens.otherwise }),
                  let type = switchedType(subject, parameter: nil, in: path, propertiesByScope)?.type, type == ["Int"] || type == ["String"],
                  let name = subject.split(separator: ".").last.map(String.init), found.changedMembers.contains(name),
                  !found.steppedMembers.contains(name), !choosesColumnPanes(subject, in: path)
            else { continue }
            var screens: [(name: String, arm: SwitchArm, place: SourcePlace)] = []
            for key in IndexedScreens.ordered(arms) {
                guard let arm = arms[key], let (shown, place) = arm.constructed.lazy.compactMap(projectView).first else { continue }
                let screen = DestinationView.routeName(shown)
                guard AppName.isValid(screen), !screens.contains(where: { $0.name == screen }) else { continue }
                screens.append((screen, arm, place))
            }
            guard screens.count >= 2, !screens.contains(where: { Self.saysWhereInLife($0.name) }) else { continue }
            let declaration = EnumDeclaration(path: [view, subject], genericParameters: [], conformances: [], place: screens[0].place, isIndirect: false)
            var renamed: [String: SwitchArm] = [:]
            for screen in screens {
                declaration.add(EnumCase(name: screen.name, values: [], isIndirect: false, place: screen.place, isConditional: false))
                renamed[screen.name] = screen.arm
            }
            declaration.switches[member] = renamed
            let shown = level == 0 ? "" : ", shown by the scene through \(level) view\(level == 1 ? "" : "s")"
            chosen = (level, declaration, "tabs read from \(view)'s switch over the index \(subject)\(shown), named after the views it shows: the app's top level switches between these screens, without a TabView")
        }
        return chosen.map { ($0.declaration, $0.note) }
    }

    /// A view the sources declare, not one of SwiftUI's (`VStack`, `Text`), and where.
    private func projectView(_ name: String) -> (String, SourcePlace)? {
        guard case .nominal(let type) = index.resolve([name], from: []) else { return nil }
        return (name, type.place)
    }
}
