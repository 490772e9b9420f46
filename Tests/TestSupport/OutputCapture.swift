import NavLanguage

/// An output channel that keeps what an interpreter writes to it, in order, for a test to read.
public final class OutputCapture: OutputChannel {
    public enum Stream: Sendable { case output, error }

    public private(set) var writes: [(stream: Stream, text: String)] = []
    /// How many times something was written to standard error: once per error reported.
    public private(set) var errorCount = 0

    public init() {}

    public func write(_ text: String) { writes.append((.output, text)) }

    public func writeError(_ text: String) {
        writes.append((.error, text))
        errorCount += 1
    }

    /// Everything written to standard output.
    public var output: String { text(of: .output) }

    /// Everything written to standard error.
    public var errors: String { text(of: .error) }

    /// Both streams as one text, in the order written, each write to standard error starting
    /// with `errorMark`.
    public func interleaved(errorMark: String) -> String {
        writes.map { $0.stream == .error ? errorMark + $0.text : $0.text }.joined()
    }

    private func text(of stream: Stream) -> String {
        writes.filter { $0.stream == stream }.map(\.text).joined()
    }
}
