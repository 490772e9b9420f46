#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading and writing descriptors, and the standard streams.
extension System {
    @inlinable public static var standardInput: Int32 { STDIN_FILENO }
    @inlinable public static var standardOutput: Int32 { STDOUT_FILENO }
    @inlinable public static var standardError: Int32 { STDERR_FILENO }

    /// One read(2): the number of bytes read, 0 at the end, -1 on failure.
    @inlinable
    public static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        libcRead(descriptor, buffer.baseAddress, buffer.count)
    }

    /// One read(2) that does not wait: -1 with `wouldBlock` when nothing is there yet. The
    /// descriptor is made non-blocking only for the call (it may be a terminal shared with
    /// the shell).
    public static func readWithoutWaiting(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        let flags = fcntl(descriptor, F_GETFL)
        guard flags >= 0 else { return -1 }
        _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK)
        let count = libcRead(descriptor, buffer.baseAddress, buffer.count)
        let failure = errno
        _ = fcntl(descriptor, F_SETFL, flags)
        errno = failure
        return count
    }

    /// One write(2): the number of bytes written, perhaps fewer than all, or -1.
    @inlinable @discardableResult
    public static func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
        libcWrite(descriptor, bytes.baseAddress, bytes.count)
    }

    /// One write(2) of `text`'s UTF-8, for messages written unbuffered.
    @discardableResult
    public static func write(_ descriptor: Int32, _ text: String) -> Int {
        var text = text
        return text.withUTF8 { write(descriptor, UnsafeRawBufferPointer($0)) }
    }

    /// Writes all of `bytes`, again after a short write or a signal; nil, or why it stopped.
    @inlinable
    public static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> SystemError? {
        var written = 0
        while written < bytes.count {
            let count = write(descriptor, UnsafeRawBufferPointer(rebasing: bytes[written...]))
            if count >= 0 {
                written += count
            } else if !SystemError.last.isInterruption {
                return .last
            }
        }
        return nil
    }

    /// Opens /dev/null on any of descriptors 0, 1 and 2 that is closed (`2>&-`), so that no
    /// file opened later takes its number and receives what was meant for that stream.
    public static func openClosedStandardDescriptors() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) < 0 && errno == EBADF {
            let opened = libcOpen("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
            if opened >= 0 && opened != descriptor {
                dup2(opened, descriptor)
                _ = libcClose(opened)
            }
        }
    }
}
