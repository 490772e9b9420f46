import NavreplKit

/// The Swift names of an app's declarations in the code `export swift`, `export tests` and
/// `--explain` write: the one place that decides them, so that all three agree. Each is an
/// identifier made from the app file's name; one that Swift would read as something else (a
/// metatype's `.Type`, `.self`, `.init`, `_`, Optional's `.none` and `.some`) or that another
/// declaration already took (also through the nested `CodingKeys` types Swift makes, named
/// after the case with a capital) is renamed with a trailing `_`, and the coding keys and raw
/// values keep the app file's name.
package struct SwiftNames {
    private var routeCases: [String: String] = [:]
    private var tabCases: [String: String] = [:]
    private var flagCases: [String: String] = [:]
    private var closedSetTypes: [String: String] = [:]
    private var memberCases: [String: String] = [:]

    /// Members every enum has, or that Swift reads after a type name as something else.
    static let reservedMembers: Set<String> = [
        "self", "Self", "Type", "Protocol", "init", "_", "allCases", "rawValue", "hashValue", "route", "description",
        // The coding keys Swift makes for a Codable enum: a case of that name would be both.
        "CodingKeys",
        // Optional's cases: where an optional of the enum is expected (`router.currentPath.last
        // == .none`, a `Route?` parameter) Swift takes `.none` as nil, not as the case.
        "none", "some",
    ]

    package init(schema: AppSchema) {
        var taken = Set<String>()
        var routes: [AppSchema.RouteDeclaration] = []
        var seen = Set<String>()
        for route in schema.tabs.flatMap(\.routes) + schema.sharedRoutes where seen.insert(route.name).inserted {
            routes.append(route)
        }
        for route in routes {
            routeCases[route.name] = SwiftNames.unique(SwiftNames.identifier(route.name), in: &taken)
        }
        var tabsTaken = Set<String>()
        for tab in schema.tabs {
            tabCases[tab.name] = SwiftNames.unique(SwiftNames.identifier(tab.name), in: &tabsTaken)
        }
        var flagsTaken = Set<String>()
        for flag in schema.flags {
            flagCases[flag.name] = SwiftNames.unique(SwiftNames.identifier(flag.name), in: &flagsTaken)
        }
        var typesTaken: Set<String> = ["CodingKeys"]
        for route in routes {
            typesTaken.insert(SwiftNames.capitalized(routeCases[route.name]!) + "CodingKeys")
        }
        for route in routes {
            for parameter in route.parameters {
                guard case .oneOf(let members) = parameter.type else { continue }
                let key = route.name + "\u{0}" + parameter.label
                var name = SwiftNames.typeName(route.name) + SwiftNames.typeName(parameter.label)
                var number = 2
                while typesTaken.contains(name) {
                    name = SwiftNames.typeName(route.name) + SwiftNames.typeName(parameter.label) + String(number)
                    number += 1
                }
                typesTaken.insert(name)
                closedSetTypes[key] = name
                var membersTaken = Set<String>()
                for member in members {
                    memberCases[key + "\u{0}" + member] = SwiftNames.unique(SwiftNames.identifier(member), in: &membersTaken)
                }
            }
        }
    }

    /// The case of the app's route enum for the route `name`.
    package func routeCase(_ name: String) -> String { routeCases[name] ?? SwiftNames.identifier(name) }

    /// The case of the app's tab enum for the tab `name`.
    package func tabCase(_ name: String) -> String { tabCases[name] ?? SwiftNames.identifier(name) }

    /// The case of the app's flag enum for the flag `name`.
    package func flagCase(_ name: String) -> String { flagCases[name] ?? SwiftNames.identifier(name) }

    /// The enum of a closed-set parameter, nested in the route enum: `TransportationType`.
    package func closedSetType(route: String, parameter: String) -> String {
        closedSetTypes[route + "\u{0}" + parameter] ?? SwiftNames.typeName(route) + SwiftNames.typeName(parameter)
    }

    /// The case of a closed set's enum for one of its values.
    package func memberCase(route: String, parameter: String, member: String) -> String {
        memberCases[route + "\u{0}" + parameter + "\u{0}" + member] ?? SwiftNames.identifier(member)
    }

    /// The type Swift makes for a case's argument keys (`DetailCodingKeys`), which the export
    /// spells out when a label is not the app file's name.
    package func argumentKeysType(route: String) -> String {
        SwiftNames.capitalized(routeCase(route)) + "CodingKeys"
    }

    /// An argument label: any keyword but `inout`, `var` and `let` may label an argument as it is.
    package static func label(_ name: String) -> String {
        let identifier = identifier(name)
        return identifier.hasPrefix("`") && !["`inout`", "`var`", "`let`"].contains(identifier)
            ? String(identifier.dropFirst().dropLast()) : identifier
    }

    /// `name`, or `name_`, `name__`... : the first that is not reserved and whose capitalized
    /// form (what Swift names a case's coding keys after) is not taken.
    private static func unique(_ identifier: String, in taken: inout Set<String>) -> String {
        var plain = identifier.trimmingBackticks
        if reservedMembers.contains(plain) { plain += "_" }
        while taken.contains(capitalized(plain)) { plain += "_" }
        taken.insert(capitalized(plain))
        return keywords.contains(plain) ? "`\(plain)`" : plain
    }

    private static func capitalized(_ identifier: String) -> String {
        let plain = identifier.trimmingBackticks
        return plain.prefix(1).uppercased() + plain.dropFirst()
    }

    /// A Swift identifier for a schema name: kept as it is when it is one, else made
    /// lowerCamelCase from its letters and digits; keywords are put in backticks.
    package static func identifier(_ name: String) -> String {
        var words: [String] = []
        var current = ""
        for character in name {
            if character.unicodeScalars.allSatisfy(isIdentifierScalar) {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        guard var result = words.first else { return "_" }
        for word in words.dropFirst() { result += word.prefix(1).uppercased() + word.dropFirst() }
        if result.first!.isNumber { result = "_" + result }
        return keywords.contains(result) ? "`\(result)`" : result
    }

    /// Whether Swift takes `scalar` inside an identifier: ASCII letters, digits and `_`, and the
    /// ranges of other scripts the language reference lists (U+2E2F, a letter to Unicode, is
    /// not among them).
    static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) }
        let ranges: [ClosedRange<UInt32>] = [
            0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6,
            0xF8...0xFF, 0x100...0x2FF, 0x300...0x36F, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF, 0x1DC0...0x1DFF,
            0x1E00...0x1FFF, 0x203F...0x2040, 0x2054...0x2054, 0x2070...0x20CF, 0x20D0...0x20FF, 0x2100...0x218F, 0x2460...0x24FF,
            0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
            0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE20...0xFE2F, 0xFE30...0xFE44, 0xFE47...0xFFFD, 0x10000...0x1FFFD,
            0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD, 0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD,
            0x80000...0x8FFFD, 0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD, 0xD0000...0xDFFFD,
            0xE0000...0xEFFFD,
        ]
        return ranges.contains { $0.contains(value) }
    }

    /// A Swift type name made from a schema name: `patients` → `Patients`, `my-tab` → `MyTab`.
    package static func typeName(_ name: String) -> String {
        let identifier = identifier(name).trimmingBackticks
        if identifier.hasPrefix("_") { return "T" + identifier }
        return identifier.prefix(1).uppercased() + identifier.dropFirst()
    }

    /// Why `prefix` cannot begin the names of the types `export swift` writes (`ShopRoute`,
    /// `ShopTab`, ...), or nil. The rule is the one an app's own name meets as the prefix: a
    /// type name as ``typeName(_:)`` makes it, so `CaféRoute` is written for an app `café`
    /// and for `--prefix Café` alike.
    package static func typePrefixProblem(_ prefix: String) -> String? {
        let suggestion = typeName(prefix)
        guard suggestion != prefix else { return nil }
        // Only a capital is missing: the mistake most made, and the name to suggest.
        let capitalized = prefix.prefix(1).uppercased() + prefix.dropFirst()
        return "'\(prefix)' cannot begin a Swift type name: use letters (of any script), digits and _, starting with an upper-case letter"
            + (capitalized == suggestion ? " (did you mean '\(suggestion)'?)" : " (e.g. 'Shop')")
    }

    /// Whether `name` is a Swift identifier as it stands (no keyword, no backticks needed).
    package static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
            && !keywords.contains(name)
    }

    /// A string literal Swift reads back as `text`: the command language's escapes, which are
    /// Swift's, with the C1 controls and the line and paragraph separators escaped too, so that
    /// no character of user text shows as a line break in an editor.
    package static func literal(_ text: String) -> String {
        var escaped = Escaper.swiftLiteral.escaped(text)
        if escaped.unicodeScalars.contains(where: { $0 == "\u{2028}" || $0 == "\u{2029}" }) {
            escaped = escaped.replacingScalars(["\u{2028}": "\\u{2028}", "\u{2029}": "\\u{2029}"])
        }
        return escaped
    }

    package static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "func", "import", "init", "inout", "let", "operator",
        "protocol", "static", "struct", "subscript", "typealias", "var", "break", "case", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as",
        "catch", "false", "is", "nil", "self", "super", "throw", "throws", "true", "try", "Any", "Self", "Type",
        "internal", "private", "public", "fileprivate", "open", "rethrows", "any", "some", "Protocol",
    ]
}

extension String {
    /// The name without the backticks a keyword is written in.
    package var trimmingBackticks: String {
        hasPrefix("`") ? String(dropFirst().dropLast()) : self
    }

    fileprivate func replacingScalars(_ table: [Unicode.Scalar: String]) -> String {
        var result = ""
        for scalar in unicodeScalars {
            if let replacement = table[scalar] { result += replacement } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }
}
