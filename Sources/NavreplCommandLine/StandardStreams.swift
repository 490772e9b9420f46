import NavLanguage
import NavScript
import Platform

/// Standard output, buffered, and standard error, unbuffered. A closed pipe on standard
/// output ends the program quietly at once, as `cat` does; any other write error (a full
/// disk) is reported and ends it with status 1. Standard error that cannot be written
/// (`2>/dev/full`, `2>&-`) loses its messages but stops nothing: the script goes on, and
/// the exit status still says a command failed.
public final class StandardStreams: OutputChannel {
    /// Used from one thread; skips the run-time exclusivity checks on every write.
    @exclusivity(unchecked) private var buffer: [UInt8] = []
    private let capacity = 1 << 16
    /// Flush after every result (a terminal, where output should appear as it is made).
    // Unchecked for the same reason: it is read on every write.
    @exclusivity(unchecked) public var flushesEachWrite: Bool

    public init(flushesEachWrite: Bool) {
        self.flushesEachWrite = flushesEachWrite
        buffer.reserveCapacity(capacity)
    }

    public func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if flushesEachWrite || buffer.count >= capacity { flush() }
    }

    public func write(bytes: UnsafeRawBufferPointer) {
        buffer.append(contentsOf: bytes)
        if flushesEachWrite || buffer.count >= capacity { flush() }
    }

    public func writeError(_ text: String) {
        flush()
        writeAll(System.standardError, Array(text.utf8))
    }

    public func flush() {
        guard !buffer.isEmpty else { return }
        writeAll(System.standardOutput, buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    private func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) {
        guard let error = bytes.withUnsafeBytes({ System.writeAll(descriptor, $0) }) else { return }
        if descriptor == System.standardError { return }
        // The reader has gone (`navrepl big.nav | head -1`): stop as SIGPIPE would.
        if error.isBrokenPipe { System.endAsBrokenPipe() }
        if descriptor == System.standardOutput {
            System.write(System.standardError, "navrepl: cannot write output: \(error.message)\n")
        }
        System.exit(1)
    }
}
