#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a system call failed: an errno value.
public struct SystemError: Error, Equatable, Sendable {
    public let code: Int32

    public init(code: Int32) {
        self.code = code
    }

    /// errno: why the last call that failed did.
    @inlinable public static var last: SystemError { SystemError(code: errno) }

    /// As the system says it: "No such file or directory".
    public var message: String { String(cString: strerror(code)) }

    /// EINTR: a signal came first; the call may be made again.
    @inlinable public var isInterruption: Bool { code == EINTR }

    /// EAGAIN: a read that does not wait found nothing.
    public var wouldBlock: Bool { code == EAGAIN || code == EWOULDBLOCK }

    /// EPIPE: the reading end of a pipe was closed.
    public var isBrokenPipe: Bool { code == EPIPE }
}
