/// One argument of a route: its label (nil in free mode, where arguments are positional)
/// and its value.
public struct Argument: Hashable, Sendable {
    public let label: String?
    public let value: Value

    public init(label: String?, value: Value) {
        self.label = label
        self.value = value
    }
}

/// A screen on a stack: a route name with its arguments, e.g. `detail(name: "Mary Doe")`.
///
/// A route is immutable and its parts live in one shared object: a stack of a million
/// routes is a million references, pushing a route already on a stack costs one reference
/// count, and the printed form is made once, when the route is, rather than every time a
/// stack is shown.
public struct Route: Hashable, Sendable, CustomStringConvertible {
    @usableFromInline let storage: Storage

    public init(_ name: String, _ arguments: [Argument] = []) {
        storage = Storage(name: name, arguments: arguments)
    }

    public var name: String { storage.name }
    public var arguments: [Argument] { storage.arguments }

    /// The form the program prints and the parser reads back:
    /// `detail(name: "Mary Doe")`, `chat("Ann", 3)` in free mode, or a bare `list`.
    public var description: String { String(decoding: storage.utf8, as: UTF8.self) }

    /// `description` as UTF-8, without making a string: for printing stacks. The bytes belong
    /// to the route and stay valid only as long as it does, so this is for this package's own
    /// printing code, not its users.
    @inlinable
    package var utf8: UnsafeBufferPointer<UInt8> { storage.utf8 }

    public static func == (lhs: Route, rhs: Route) -> Bool {
        lhs.storage === rhs.storage || (lhs.name == rhs.name && lhs.arguments == rhs.arguments)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(arguments)
    }

    /// Immutable once made, so it may be shared between threads; it owns `utf8`.
    @usableFromInline
    final class Storage: @unchecked Sendable {
        let name: String
        let arguments: [Argument]
        @usableFromInline let utf8: UnsafeBufferPointer<UInt8>

        init(name: String, arguments: [Argument]) {
            self.name = name
            self.arguments = arguments
            // Written twice, counted and then into room made for exactly that: cheaper than
            // growing an array and copying it, and every new route is made here.
            var counter = ByteCounter()
            RoutePrinter.write(name, arguments, style: PlainRouteStyle(), to: &counter)
            let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: counter.count)
            var writer = ByteWriter(bytes)
            RoutePrinter.write(name, arguments, style: PlainRouteStyle(), to: &writer)
            utf8 = UnsafeBufferPointer(start: bytes, count: counter.count)
        }

        deinit {
            utf8.deallocate()
        }
    }
}
