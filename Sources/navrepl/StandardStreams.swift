#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NavScript

/// Standard output, buffered, and standard error, unbuffered. A closed pipe on standard
/// output ends the program quietly at once, as `cat` does; any other write error (a full
/// disk) is reported and ends it with status 1.
final class StandardStreams: OutputChannel {
    /// Used from one thread; skips the run-time exclusivity checks on every write.
    @exclusivity(unchecked) private var buffer: [UInt8] = []
    private let capacity = 1 << 16
    /// Flush after every result (a terminal, where output should appear as it is made).
    var flushesEachWrite: Bool

    init(flushesEachWrite: Bool) {
        self.flushesEachWrite = flushesEachWrite
        buffer.reserveCapacity(capacity)
    }

    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if flushesEachWrite || buffer.count >= capacity { flush() }
    }

    func write(bytes: UnsafeRawBufferPointer) {
        buffer.append(contentsOf: bytes)
        if flushesEachWrite || buffer.count >= capacity { flush() }
    }

    func writeError(_ text: String) {
        flush()
        writeAll(STDERR_FILENO, Array(text.utf8))
    }

    func flush() {
        guard !buffer.isEmpty else { return }
        writeAll(STDOUT_FILENO, buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    private func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count >= 0 {
                written += count
                continue
            }
            if errno == EINTR { continue }
            if errno == EPIPE {
                // The reader has gone (`navrepl big.nav | head -1`): stop as SIGPIPE would.
                signal(SIGPIPE, SIG_DFL)
                raise(SIGPIPE)
                _exit(141)
            }
            if descriptor == STDOUT_FILENO {
                let message = "navrepl: cannot write output: \(String(cString: strerror(errno)))\n"
                _ = message.withCString { Glibc.write(STDERR_FILENO, $0, strlen($0)) }
            }
            exit(1)
        }
    }
}
