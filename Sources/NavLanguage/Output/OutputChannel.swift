/// Where renderers send text: standard output and standard error, or a test's buffers.
public protocol OutputChannel: AnyObject {
    /// Writes to standard output; `text` carries its own newlines.
    func write(_ text: String)
    /// Writes to standard error; `text` carries its own newlines.
    func writeError(_ text: String)
    /// Writes UTF-8 bytes to standard output: the renderers' fast path.
    func write(bytes: UnsafeRawBufferPointer)
}

extension OutputChannel {
    public func write(bytes: UnsafeRawBufferPointer) {
        write(String(decoding: bytes, as: UTF8.self))
    }
}
