import NavreplKit
import Platform

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
        System.copyBytes(to: storage + count, from: base, count: bytes.count)
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
        append(bytes: UnsafeRawBufferPointer(route.utf8))
    }

    /// ` > a > b`: plain routes, each after the separator, as a stack is printed. Room for
    /// them all is made first, so that the copying loop calls nothing (and so holds no
    /// reference count on each route).
    func append(_ routes: some Collection<Route>) {
        var needed = count
        for route in routes { needed += 3 + route.utf8.count }
        if needed > capacity { grow(to: needed) }
        var end = storage + count
        for route in routes {
            let text = route.utf8
            end[0] = UInt8(ascii: " ")
            end[1] = UInt8(ascii: ">")
            end[2] = UInt8(ascii: " ")
            end += 3
            if let base = text.baseAddress { end.update(from: base, count: text.count) }
            end += text.count
        }
        count = needed
    }
}
