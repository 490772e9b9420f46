/// Turns a ``Route`` into a ``TypedRoute`` by running its synthesised `init(from:)`: the
/// route's name is the one key of the outer container, its arguments the keys of the
/// container nested under it, each read as the associated value's type asks.
enum RouteDecoder {
    static func value<T: Decodable>(_ type: T.Type, from route: Route) throws(RouteCodingError) -> T {
        try decoding(T.self, of: route.description) { try T(from: RouteDecoding(route: route, argument: nil, depth: 0)) }
    }

    /// One argument's value as a type that decodes itself from a single value (`UUID`, a
    /// `RawRepresentable` ID, `Tagged`).
    static func value<T: Decodable>(_ type: T.Type, from value: Value) throws(RouteCodingError) -> T {
        try decoding(T.self, of: value.literal) { try T(from: RouteDecoding(route: Route("value"), argument: value, depth: 2)) }
    }

    /// What `decode` makes, its errors said as what (`what`) is not a `T`, and why.
    private static func decoding<T>(_ type: T.Type, of what: String, _ decode: () throws -> T) throws(RouteCodingError) -> T {
        do {
            return try decode()
        } catch let error as RouteCodingError {
            throw error
        } catch let error as DecodingError {
            throw RouteCodingError("\(what) is not a \(T.self): \(Self.reason(error))")
        } catch {
            throw RouteCodingError("\(what) is not a \(T.self): \(error)")
        }
    }

    private static func reason(_ error: DecodingError) -> String {
        switch error {
        case .typeMismatch(let type, let context): return "\(context.codingPath.last?.stringValue ?? "a value") is not of type \(type)"
        case .valueNotFound(_, let context), .keyNotFound(_, let context), .dataCorrupted(let context):
            return context.debugDescription
        @unknown default: return "\(error)"
        }
    }
}

/// The decoder at each level: depth 0 is the route (its name the one key), depth 1 its
/// arguments, and depth 2 one argument's value for a type that decodes itself (a closed
/// set's `String` enum).
private struct RouteDecoding: Decoder {
    let route: Route
    let argument: Value?
    let depth: Int
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard depth < 2 else {
            throw DecodingError.typeMismatch([String: Any].self, .init(codingPath: codingPath, debugDescription: "a route argument is a single value"))
        }
        return KeyedDecodingContainer(RouteKeyedDecoding<Key>(route: route, depth: depth))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw RouteCodingError("a list is not a route argument (a route's arguments are strings, integers, truth values or String enums)")
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        guard let argument else { throw RouteCodingError("\(route) is a route, not a single value") }
        return ArgumentValueDecoding(route: route, value: argument, codingPath: codingPath)
    }
}

private struct RouteKeyedDecoding<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let route: Route
    let depth: Int
    var codingPath: [any CodingKey] = []

    /// At the route's level, its name (if the type has a case of that name); at the
    /// arguments' level, the labels of the arguments given.
    var allKeys: [Key] {
        if depth == 0 { return Key(stringValue: route.name).map { [$0] } ?? [] }
        return route.arguments.compactMap { $0.label.flatMap(Key.init(stringValue:)) }
    }

    func contains(_ key: Key) -> Bool {
        if depth == 0 { return key.stringValue == route.name }
        return value(forKey: key) != nil
    }

    private func value(forKey key: Key) -> Value? {
        route.arguments.first { $0.label == key.stringValue }?.value
    }

    private func required(_ key: Key) throws -> Value {
        guard depth == 1, let value = value(forKey: key) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "\(route) has no argument '\(key.stringValue)'"))
        }
        return value
    }

    private func mismatch<T>(_ type: T.Type, _ key: Key) -> DecodingError {
        DecodingError.typeMismatch(type, .init(codingPath: codingPath + [key], debugDescription: "'\(key.stringValue)' of \(route) is not a \(type)"))
    }

    func decodeNil(forKey key: Key) throws -> Bool { value(forKey: key) == nil }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        guard case .bool(let flag) = try required(key) else { throw mismatch(type, key) }
        return flag
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        guard case .string(let text) = try required(key) else { throw mismatch(type, key) }
        return text
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        guard case .int(let number) = try required(key) else { throw mismatch(type, key) }
        return number
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { throw mismatch(type, key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { throw mismatch(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { throw mismatch(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { throw mismatch(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { throw mismatch(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { throw mismatch(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { throw mismatch(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { throw mismatch(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { throw mismatch(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { throw mismatch(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { throw mismatch(type, key) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        // The synthesised code asks for String, Int and Bool through the overloads above
        // only when the type is known statically; a generic T may still be one of them.
        switch type {
        case is String.Type: return try decode(String.self, forKey: key) as! T
        case is Int.Type: return try decode(Int.self, forKey: key) as! T
        case is Bool.Type: return try decode(Bool.self, forKey: key) as! T
        default: return try T(from: RouteDecoding(route: route, argument: try required(key), depth: 2, codingPath: codingPath + [key]))
        }
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        guard depth == 0, key.stringValue == route.name else {
            throw DecodingError.typeMismatch([String: Any].self, .init(codingPath: codingPath + [key], debugDescription: "'\(key.stringValue)' is a single value"))
        }
        return KeyedDecodingContainer(RouteKeyedDecoding<NestedKey>(route: route, depth: 1, codingPath: codingPath + [key]))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw RouteCodingError("a list is not a route argument (a route's arguments are strings, integers, truth values or String enums)")
    }

    func superDecoder() throws -> any Decoder { RouteDecoding(route: route, argument: nil, depth: depth + 1) }
    func superDecoder(forKey key: Key) throws -> any Decoder { RouteDecoding(route: route, argument: nil, depth: depth + 1) }
}

/// One argument read as a type that decodes itself from a single value.
private struct ArgumentValueDecoding: SingleValueDecodingContainer {
    /// The route the argument is of, for what its messages name.
    let route: Route
    let value: Value
    var codingPath: [any CodingKey]

    private func mismatch<T>(_ type: T.Type) -> DecodingError {
        DecodingError.typeMismatch(type, .init(codingPath: codingPath, debugDescription: "\(value.literal) is not a \(type)"))
    }

    func decodeNil() -> Bool { false }
    func decode(_ type: Bool.Type) throws -> Bool {
        guard case .bool(let flag) = value else { throw mismatch(type) }
        return flag
    }
    func decode(_ type: String.Type) throws -> String {
        guard case .string(let text) = value else { throw mismatch(type) }
        return text
    }
    func decode(_ type: Int.Type) throws -> Int {
        guard case .int(let number) = value else { throw mismatch(type) }
        return number
    }
    func decode(_ type: Double.Type) throws -> Double { throw mismatch(type) }
    func decode(_ type: Float.Type) throws -> Float { throw mismatch(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { throw mismatch(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { throw mismatch(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { throw mismatch(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { throw mismatch(type) }
    func decode(_ type: UInt.Type) throws -> UInt { throw mismatch(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { throw mismatch(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { throw mismatch(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { throw mismatch(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { throw mismatch(type) }
    /// A value that is itself one value of another type (a `Tagged` ID over a `UUID`, whose
    /// own Codable reads a `String`): read through that type in turn.
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        switch type {
        case is String.Type: return try decode(String.self) as! T
        case is Int.Type: return try decode(Int.self) as! T
        case is Bool.Type: return try decode(Bool.self) as! T
        default: return try T(from: RouteDecoding(route: route, argument: value, depth: 2, codingPath: codingPath))
        }
    }
}
