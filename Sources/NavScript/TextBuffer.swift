#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NavigationModel

/// Output text built as UTF-8 bytes in storage of its own: a stack is printed after every
/// command in a few dozen small pieces, and copying each with one `memcpy` (rather than an
/// array append) halves the cost of printing. Used from one thread, by one renderer.
public final class TextBuffer {
    @exclusivity(unchecked) private var storage: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) public private(set) var count = 0

    public init(capacity: Int = 4096) {
        self.capacity = capacity
        storage = .allocate(capacity: capacity)
    }

    deinit {
        storage.deallocate()
    }

    public func removeAll() {
        count = 0
    }

    /// The text so far, as bytes.
    public func withBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        body(UnsafeRawBufferPointer(start: storage, count: count))
    }

    public var string: String {
        String(decoding: UnsafeBufferPointer(start: storage, count: count), as: UTF8.self)
    }

    public func append(bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > capacity { grow(to: count + bytes.count) }
        memcpy(storage + count, base, bytes.count)
        count += bytes.count
    }

    private func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        bigger.update(from: storage, count: count)
        storage.deallocate()
        storage = bigger
        capacity = newCapacity
    }

    public func append(_ text: String) {
        var text = text
        text.withUTF8 { append(bytes: UnsafeRawBufferPointer($0)) }
    }

    public func append(_ text: StaticString) {
        append(bytes: UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    public func append(byte: UInt8) {
        if count + 1 > capacity { grow(to: count + 1) }
        storage[count] = byte
        count += 1
    }

    public func append(_ number: Int) {
        if number >= 0 && number < 10 {
            append(byte: UInt8(ascii: "0") + UInt8(number))
        } else {
            append(String(number))
        }
    }

    /// A route as `Route.description` writes it (`detail(name: "Mary Doe")`), coloured by `style`.
    public func append(_ route: Route, style: TextStyle) {
        guard !style.enabled else { return append(style.route(route)) }
        append(route.name)
        guard !route.arguments.isEmpty else { return }
        append(byte: UInt8(ascii: "("))
        for (index, argument) in route.arguments.enumerated() {
            if index > 0 { append(", ") }
            if let label = argument.label {
                append(label)
                append(": ")
            }
            switch argument.value {
            case .string(let text): appendQuoted(text)
            case .int(let number): append(number)
            case .bool(let flag): append(flag ? "true" : "false")
            }
        }
        append(byte: UInt8(ascii: ")"))
    }

    /// A string literal: copied as it is when nothing in it needs an escape.
    func appendQuoted(_ text: String) {
        var text = text
        let plain = text.withUTF8 { utf8 in
            utf8.allSatisfy { $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") && $0 != 0x7F }
        }
        guard plain else { return append(Value.quoted(text)) }
        append(byte: UInt8(ascii: "\""))
        text.withUTF8 { append(bytes: UnsafeRawBufferPointer($0)) }
        append(byte: UInt8(ascii: "\""))
    }
}
