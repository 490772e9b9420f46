import SwiftSyntax

/// Cases held by values: a menu's items each carrying the route they open (`struct MenuItem {
/// let title: String; let route: AppRoute }`, made as `MenuItem(title: "Orders", route:
/// .orders)`) and pushed through the value (`router.push(item.route)`). The cases given for that
/// property, wherever such a value is made, are where the push goes, not every case of its
/// type; once a value is made with anything else for it (`route: next`), the sources no
/// longer say which, and every case of the type is kept.
struct HeldCases {
    /// What one label of a type's constructions is given.
    private enum Given {
        /// Only cases, these.
        case cases(Set<String>)
        /// Something else, at least once.
        case other

        func adding(_ given: Given) -> Given {
            guard case .cases(let mine) = self, case .cases(let theirs) = given else { return .other }
            return .cases(mine.union(theirs))
        }
    }

    /// By type, then by label.
    private var given: [String: [String: Given]] = [:]

    /// Records a construction's labelled arguments (`MenuItem(title: "Orders", route: .orders)`).
    mutating func record(_ call: FunctionCallExprSyntax, of type: String) {
        for argument in call.arguments {
            guard let label = argument.label?.text else { continue }
            let this = Self.caseName(argument.expression).map { Given.cases([$0]) } ?? .other
            given[type, default: [:]][label] = given[type]?[label]?.adding(this) ?? this
        }
    }

    /// The cases values of `type` are made with for `property`; nil when one is made with
    /// anything else, or none is made with it.
    func cases(of property: String, in type: String) -> Set<String>? {
        guard case .cases(let cases)? = given[type]?[property] else { return nil }
        return cases
    }

    mutating func merge(_ other: HeldCases) {
        for (type, labels) in other.given {
            for (label, theirs) in labels {
                given[type, default: [:]][label] = given[type]?[label]?.adding(theirs) ?? theirs
            }
        }
    }

    /// `.orders`, `.product(id: 1)` or `AppRoute.orders`: the case an argument names; nil for
    /// any other value (a literal, a variable, a function's result).
    private static func caseName(_ expression: ExprSyntax) -> String? {
        guard let reference = TypeReading.caseReference(expression), reference.caseName != "init",
              reference.caseName.first?.isLowercase == true else { return nil }
        return reference.caseName
    }
}
