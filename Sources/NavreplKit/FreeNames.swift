/// The one rule for names: a letter or `_`, then letters, digits and `_`, as app declarations
/// write them. Free mode has no declarations, so its tab names, route names and labels are
/// checked against this rule wherever they come from (push, tab, open, restore): every state
/// it accepts can be saved, restored and written as a link, and no name carries a control
/// character to the terminal.
package enum Identifier {
    /// Whether `text` is a plain name a free-mode tab or route may have.
    package static func isValid(_ text: some StringProtocol) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}

/// Free mode's checks of names and labels, shared by every way a free-mode state is made.
package enum FreeNames {
    /// Refuses a free-mode tab name that is not a plain name.
    package static func checkTab(_ name: String) throws(NavigationError) {
        guard Identifier.isValid(name) else { throw .invalidName(name, kind: "tab") }
    }

    /// The route's name and its labels: valid names, none reserved (`_0`, `_1`, ... name the
    /// unlabelled arguments in state files), none given twice.
    package static func check(_ route: Route) throws(NavigationError) {
        guard Identifier.isValid(route.name) else { throw .invalidName(route.name, kind: "route") }
        var labels = Set<String>()
        for (index, argument) in route.arguments.enumerated() {
            guard let label = argument.label else { continue }
            guard Identifier.isValid(label) else { throw .invalidLabel(label, route: route.name, argument: index) }
            if FreeLabel.isReserved(label) { throw .reservedLabel(label, route: route.name, argument: index) }
            // Few arguments are checked by looking back; many by a set, so a long route is linear.
            let repeated = index < 16
                ? route.arguments[..<index].contains { $0.label == label }
                : !labels.insert(label).inserted
            if index == 15 { labels = Set(route.arguments[...index].compactMap(\.label)) }
            if repeated { throw .duplicateFreeArgument(label, route: route.name, argument: index) }
        }
    }
}
