/// Turns a ``TypedRoute`` into a ``Route`` by running its synthesised `encode(to:)`: the case
/// arrives as the one key of a keyed container, its associated values as the keys of the
/// container nested under it. Strings, integers and truth values become a route's
/// ``Value``s; any other value (a closed set's `String` enum) must encode as one of those.
enum RouteEncoder {
    static func route<T: Encodable>(for value: T) throws(RouteCodingError) -> Route {
        let capture = RouteCapture()
        do {
            try value.encode(to: RouteEncoding(capture: capture, depth: 0))
        } catch let error as RouteCodingError {
            throw error
        } catch {
            throw RouteCodingError("\(T.self) did not encode as a route: \(error)")
        }
        guard let name = capture.name else { throw RouteCodingError("\(T.self) encoded no case, so it is not a route") }
        return Route(name, capture.arguments)
    }
}

/// What the encoding has written so far. A class, as every container the encoder hands out
/// writes into the same one.
private final class RouteCapture {
    var name: String?
    var arguments: [Route.Argument] = []
    var single: NavreplKit.Value?
}

/// The encoder at each level: depth 0 is the route (its case), depth 1 its arguments, and a
/// single value at depth 2 is an argument that encodes itself (a closed set's raw value).
private struct RouteEncoding: Encoder {
    let capture: RouteCapture
    let depth: Int
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(RouteKeyedEncoding<Key>(capture: capture, depth: depth))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        Unsupported(capture: capture, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        ArgumentValueEncoding(capture: capture, codingPath: codingPath)
    }
}

private struct RouteKeyedEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let capture: RouteCapture
    let depth: Int
    var codingPath: [any CodingKey] = []

    private func refuse(_ what: String, _ key: Key) throws(RouteCodingError) -> Never {
        throw RouteCodingError("\(what) '\(key.stringValue)' is not a route argument (a route's arguments are strings, integers, truth values or String enums)")
    }

    private func argument(_ value: NavreplKit.Value, forKey key: Key) throws {
        guard depth == 1 else { try refuse("the value", key) }
        capture.arguments.append(Route.Argument(label: key.stringValue, value: value))
    }

    mutating func encodeNil(forKey key: Key) throws {}
    mutating func encode(_ value: Bool, forKey key: Key) throws { try argument(.bool(value), forKey: key) }
    mutating func encode(_ value: String, forKey key: Key) throws { try argument(.string(value), forKey: key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try argument(.int(value), forKey: key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try refuse("the Double", key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try refuse("the Float", key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try refuse("the Int8", key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try refuse("the Int16", key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try refuse("the Int32", key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try refuse("the Int64", key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try refuse("the UInt", key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try refuse("the UInt8", key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try refuse("the UInt16", key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try refuse("the UInt32", key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try refuse("the UInt64", key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        guard depth == 1 else { try refuse("the value", key) }
        let single = RouteCapture()
        try value.encode(to: RouteEncoding(capture: single, depth: 2))
        guard let encoded = single.single else { try refuse("the \(T.self)", key) }
        try argument(encoded, forKey: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        // The case: its name is the key, its associated values go in the nested container.
        if depth == 0 { capture.name = key.stringValue }
        return KeyedEncodingContainer(RouteKeyedEncoding<NestedKey>(capture: capture, depth: depth + 1))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        Unsupported(capture: capture, codingPath: codingPath)
    }

    mutating func superEncoder() -> any Encoder { RouteEncoding(capture: capture, depth: depth + 1) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { RouteEncoding(capture: capture, depth: depth + 1) }
}

/// An argument that encodes itself as one value: a `String` enum's raw value.
private struct ArgumentValueEncoding: SingleValueEncodingContainer {
    let capture: RouteCapture
    var codingPath: [any CodingKey]

    private func refuse(_ type: Any.Type) throws -> Never {
        throw RouteCodingError("a \(type) is not a route argument (a route's arguments are strings, integers, truth values or String enums)")
    }

    mutating func encodeNil() throws { try refuse(Optional<Int>.self) }
    mutating func encode(_ value: Bool) throws { capture.single = .bool(value) }
    mutating func encode(_ value: String) throws { capture.single = .string(value) }
    mutating func encode(_ value: Int) throws { capture.single = .int(value) }
    mutating func encode(_ value: Double) throws { try refuse(Double.self) }
    mutating func encode(_ value: Float) throws { try refuse(Float.self) }
    mutating func encode(_ value: Int8) throws { try refuse(Int8.self) }
    mutating func encode(_ value: Int16) throws { try refuse(Int16.self) }
    mutating func encode(_ value: Int32) throws { try refuse(Int32.self) }
    mutating func encode(_ value: Int64) throws { try refuse(Int64.self) }
    mutating func encode(_ value: UInt) throws { try refuse(UInt.self) }
    mutating func encode(_ value: UInt8) throws { try refuse(UInt8.self) }
    mutating func encode(_ value: UInt16) throws { try refuse(UInt16.self) }
    mutating func encode(_ value: UInt32) throws { try refuse(UInt32.self) }
    mutating func encode(_ value: UInt64) throws { try refuse(UInt64.self) }
    /// A value that is itself one value of another type (a `Tagged` ID over a `UUID`, whose
    /// own Codable writes a `String`): written through that type in turn.
    mutating func encode<T: Encodable>(_ value: T) throws {
        try value.encode(to: RouteEncoding(capture: capture, depth: 2))
    }
}

/// Lists have no place in a route: every write to one is refused.
private struct Unsupported: UnkeyedEncodingContainer {
    let capture: RouteCapture
    var codingPath: [any CodingKey]
    var count: Int { 0 }

    private func refuse() throws -> Never {
        throw RouteCodingError("a list is not a route argument (a route's arguments are strings, integers, truth values or String enums)")
    }

    mutating func encodeNil() throws { try refuse() }
    mutating func encode<T: Encodable>(_ value: T) throws { try refuse() }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(RouteKeyedEncoding<NestedKey>(capture: capture, depth: 3))
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
    mutating func superEncoder() -> any Encoder { RouteEncoding(capture: capture, depth: 3) }
}
