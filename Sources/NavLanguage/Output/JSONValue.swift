/// A parsed JSON value. Objects keep their keys in order; numbers are whole numbers only,
/// because navrepl's states hold nothing else.
package enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.int(let a), .int(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)): return a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        default: return false
        }
    }

    package var kind: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .int: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// A strict JSON parser over UTF-8 bytes, with a nesting limit so hostile input cannot
/// exhaust the stack.
package struct JSONParser {
    package struct Failure: Error {
        package let offset: Int
        package let message: String
    }

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    private var isInterrupted: () -> Bool = { false }
    /// The message of the failure a Ctrl-C makes.
    static let interrupted = "interrupted (Ctrl-C)"
    /// Values read since `isInterrupted` was last asked.
    private var sinceAsked = 0
    static let maximumDepth = 256

    /// `isInterrupted` is asked now and then (Ctrl-C): true stops the parse with a failure.
    package static func parse(_ bytes: [UInt8], isInterrupted: () -> Bool = { false }) throws(Failure) -> JSONValue {
        try withoutActuallyEscaping(isInterrupted) { isInterrupted throws(Failure) in
            var parser = JSONParser(bytes: bytes)
            parser.isInterrupted = isInterrupted
            return try parser.parseWhole()
        }
    }

    private mutating func parseWhole() throws(Failure) -> JSONValue {
        skipSpace()
        let value = try value()
        skipSpace()
        guard index == bytes.count else { throw failure("unexpected text after the JSON value") }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func failure(_ message: String) -> Failure {
        Failure(offset: index, message: message)
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private mutating func value() throws(Failure) -> JSONValue {
        guard index < bytes.count else { throw failure("the JSON ends too early") }
        sinceAsked += 1
        if sinceAsked >= 1 << 14 {
            sinceAsked = 0
            if isInterrupted() { throw failure(JSONParser.interrupted) }
        }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .int(try number())
        default: throw failure("expected a JSON value")
        }
    }

    private mutating func literal(_ word: String) throws(Failure) {
        let expected = Array(word.utf8)
        guard bytes.count - index >= expected.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw failure("expected a JSON value")
        }
        index += expected.count
    }

    private mutating func nest() throws(Failure) {
        depth += 1
        guard depth <= JSONParser.maximumDepth else { throw failure("the JSON is nested too deeply") }
    }

    private mutating func object() throws(Failure) -> JSONValue {
        try nest()
        defer { depth -= 1 }
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        // Small objects are checked for a repeated key by looking back; large ones by a set.
        var keys = Set<String>()
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("expected a key in quotes") }
            let key = try string()
            let repeated: Bool
            if members.count < 16 {
                repeated = members.contains { $0.key == key }
            } else {
                if keys.isEmpty { keys = Set(members.map(\.key)) }
                repeated = !keys.insert(key).inserted
            }
            if repeated { throw failure("the key \"\(key.count <= 60 ? key : key.prefix(57) + "...")\" appears twice") }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw failure("expected ':' after a key") }
            index += 1
            skipSpace()
            members.append((key, try value()))
            skipSpace()
            guard index < bytes.count else { throw failure("the JSON ends inside an object") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            throw failure("expected ',' or '}' in an object")
        }
    }

    private mutating func array() throws(Failure) -> JSONValue {
        try nest()
        defer { depth -= 1 }
        index += 1
        var elements: [JSONValue] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipSpace()
            elements.append(try value())
            skipSpace()
            guard index < bytes.count else { throw failure("the JSON ends inside an array") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
            throw failure("expected ',' or ']' in an array")
        }
    }

    private mutating func number() throws(Failure) -> Int {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        if index < bytes.count, [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[index]) {
            throw Failure(offset: start, message: "only whole numbers appear in a navrepl state")
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let number = Int(text) else { throw Failure(offset: start, message: "number \(text) is out of range") }
        return number
    }

    private mutating func string() throws(Failure) -> String {
        index += 1
        var result: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: result, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { throw failure("the JSON ends inside a string") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): result.append(0x22)
                case UInt8(ascii: "\\"): result.append(0x5C)
                case UInt8(ascii: "/"): result.append(0x2F)
                case UInt8(ascii: "b"): result.append(0x08)
                case UInt8(ascii: "f"): result.append(0x0C)
                case UInt8(ascii: "n"): result.append(0x0A)
                case UInt8(ascii: "r"): result.append(0x0D)
                case UInt8(ascii: "t"): result.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                            throw failure("a lone UTF-16 surrogate in a string")
                        }
                        index += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw failure("a lone UTF-16 surrogate in a string") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let character = Unicode.Scalar(scalar) else { throw failure("an invalid \\u escape in a string") }
                    result += Array(String(character).utf8)
                default:
                    throw failure("an invalid escape in a string")
                }
            case 0..<0x20:
                throw failure("a control character inside a string (write it escaped)")
            default:
                result.append(byte)
                index += 1
            }
        }
        throw failure("the JSON ends inside a string")
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count, let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
            throw failure("an invalid \\u escape in a string")
        }
        index += 4
        return value
    }
}
