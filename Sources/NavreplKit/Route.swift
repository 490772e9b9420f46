extension Route {
    /// One argument of a route: its label (nil in free mode, where arguments are positional)
    /// and its value.
    public struct Argument: Hashable, Sendable {
        /// The parameter it is for; nil for a positional argument in free mode.
        public let label: String?
        /// The value, typed.
        public let value: Value

        /// An argument; `label` is nil only in free mode.
        public init(label: String?, value: Value) {
            self.label = label
            self.value = value
        }
    }
}

/// A screen on a stack: a route name with its arguments, e.g. `detail(name: "Mary Doe")`.
///
/// A route is immutable and its parts live in one shared object: a stack of a million
/// routes is a million references, pushing a route already on a stack costs one reference
/// count, and the printed form is made once, when the route is, rather than every time a
/// stack is shown.
public struct Route: Hashable, Sendable, CustomStringConvertible {
    // Storage is immutable once made; ManagedBuffer, its base, is marked unavailable for
    // Sendable only because its subclasses may mutate their elements, which this one never does.
    @usableFromInline nonisolated(unsafe) let storage: Storage

    /// A route of this name with these arguments, unchecked (a schema checks it with `check(_:in:)`).
    public init(_ name: String, _ arguments: [Argument] = []) {
        storage = Storage.make(name: name, arguments: arguments, bare: 0)
    }

    /// A route whose arguments at the set bits of `bare` print without quotes: the members of
    /// closed sets, as its declaration makes it (`RouteDeclaration.route(_:)`). Equality and
    /// hashing do not see it.
    init(_ name: String, _ arguments: [Argument], bare: UInt64) {
        storage = Storage.make(name: name, arguments: arguments, bare: bare)
    }

    /// The route's name, as the app declares it.
    public var name: String { storage.name }
    /// Its arguments, in declaration order.
    public var arguments: [Argument] { storage.arguments }

    /// The form the program prints and the parser reads back:
    /// `detail(name: "Mary Doe")`, `chat("Ann", 3)` in free mode, or a bare `list`.
    public var description: String { String(decoding: storage.utf8, as: UTF8.self) }

    /// `description` as UTF-8, without making a string: for printing stacks. The bytes belong
    /// to the route and stay valid only as long as it does, so this is for this package's own
    /// printing code, not its users.
    @inlinable
    package var utf8: UnsafeBufferPointer<UInt8> { storage.utf8 }

    /// The shared storage's identity: two routes made from one are the same value, known
    /// without comparing them (explore's interner looks routes up by it first).
    package var identity: ObjectIdentifier { ObjectIdentifier(storage) }

    /// Two routes are equal when their names and arguments are.
    public static func == (lhs: Route, rhs: Route) -> Bool {
        lhs.storage === rhs.storage || (lhs.name == rhs.name && lhs.arguments == rhs.arguments)
    }

    /// Hashes the name and the arguments, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(arguments)
    }

    /// Immutable once made, so it may be shared between threads. The printed form's bytes
    /// are stored in the object itself, after its other parts: a route is one allocation
    /// (and its arguments' array), and the bytes live exactly as long as the route.
    @usableFromInline
    final class Storage: ManagedBuffer<Storage.Parts, UInt8> {
        @usableFromInline
        struct Parts {
            let name: String
            let arguments: [Argument]
            /// The arguments printed without quotes (closed-set members), as bits.
            let bare: UInt64
            @usableFromInline let count: Int
        }

        static func make(name: String, arguments: [Argument], bare: UInt64) -> Storage {
            // Every new route is made here. Most printed forms are short: written once, to room
            // on the stack, and copied from there. A longer one is written again, into room
            // made for exactly the count the first writing took.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { room in
                var draft = DraftWriter(room)
                RoutePrinter.write(name, arguments, bare: bare, style: PlainRouteStyle(), to: &draft)
                let count = draft.count
                let buffer = create(minimumCapacity: count) { _ in Parts(name: name, arguments: arguments, bare: bare, count: count) }
                buffer.withUnsafeMutablePointerToElements { bytes in
                    if count <= room.count {
                        bytes.initialize(from: room.baseAddress!, count: count)
                    } else {
                        var writer = ByteWriter(bytes)
                        RoutePrinter.write(name, arguments, bare: bare, style: PlainRouteStyle(), to: &writer)
                    }
                }
                return unsafeDowncast(buffer, to: Storage.self)
            }
        }

        // The parts are read through pointers rather than `header`, a variable whose every
        // read is checked for exclusive access at run time: the parts never change.
        var name: String { withUnsafeMutablePointerToHeader { $0.pointee.name } }
        var arguments: [Argument] { withUnsafeMutablePointerToHeader { $0.pointee.arguments } }
        var bare: UInt64 { withUnsafeMutablePointerToHeader { $0.pointee.bare } }

        /// The printed form; valid as long as this object is.
        @inlinable
        var utf8: UnsafeBufferPointer<UInt8> {
            withUnsafeMutablePointers { parts, bytes in UnsafeBufferPointer(start: bytes, count: parts.pointee.count) }
        }
    }
}

extension Array where Element == Route {
    /// How many routes this stack and `other` start with alike: what replacing one by the
    /// other keeps in place (FlowStacks' calculateSteps), so that only the rest is popped.
    public func commonPrefixCount(with other: [Route]) -> Int {
        var count = 0
        while count < Swift.min(self.count, other.count) && self[count] == other[count] { count += 1 }
        return count
    }
}
