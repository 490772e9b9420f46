/// The one way a route argument's value is read and checked: by its parameter's type with a
/// schema, by its own look in free mode. Commands, deep links and state files all read values
/// here, so that a value one of them accepts, the others accept too.
package enum ValueCodec {
    /// Why a value does not fit; each caller says where the value was, in its own words.
    package enum Failure: Error, Hashable, Sendable {
        /// Not of the type: `seven`, or the quoted `"7"`, for an Int.
        case wrongType
        /// Digits beyond the range of Int.
        case outOfRange
        /// Not one of a closed set's words (`members`).
        case notAMember([String])
    }

    /// `value` as a parameter of `type` takes it; with `type` nil (free mode), any value fits.
    /// An `untyped` value is text whose type is still open (a bare word, a deep-link segment),
    /// so it takes the type it spells: `42` is an Int for an Int parameter and, in free mode, for
    /// any. A value whose source fixed its type (a quoted string, a JSON number) must already
    /// be of the type.
    package static func decode(_ value: Value, untyped: Bool, as type: AppSchema.ParameterType?) throws(Failure) -> Value {
        switch (type, value) {
        case (nil, .string(let text)) where untyped:
            if text == "true" || text == "false" { return .bool(text == "true") }
            return Integer.looksNumeric(text) ? .int(try integer(text)) : value
        case (nil, _), (.string?, .string), (.int?, .int), (.bool?, .bool):
            return value
        case (.int?, .string(let text)) where untyped && Integer.looksNumeric(text):
            return .int(try integer(text))
        case (.bool?, .string("true")) where untyped:
            return .bool(true)
        case (.bool?, .string("false")) where untyped:
            return .bool(false)
        case (.oneOf(let members)?, .string(let text)):
            guard members.contains(text) else { throw .notAMember(members) }
            return value
        default:
            throw .wrongType
        }
    }

    private static func integer(_ digits: String) throws(Failure) -> Int {
        guard let number = Int(digits) else { throw .outOfRange }
        return number
    }
}

/// Decimal integers as the command language writes them: an optional sign, then digits.
package enum Integer {
    /// Whether `word` is written as a whole number: an optional sign, then digits.
    package static func looksNumeric(_ word: String) -> Bool {
        var digits = word.utf8[...]
        if let first = digits.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            digits = digits.dropFirst()
        }
        return !digits.isEmpty && digits.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }
}
