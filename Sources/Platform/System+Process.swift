#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// This process: its environment, processors, clock and ending.
extension System {
    public static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// How many processors are online: how many threads can run at once.
    public static var processorCount: Int { max(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 1) }

    /// Nanoseconds on a clock that only goes forward (CLOCK_MONOTONIC), for timing.
    public static func monotonicNanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }

    /// exit(3): runs exit handlers and flushes C's buffered streams (what `print` wrote).
    public static func exit(_ status: Int32) -> Never { libcExit(status) }

    /// Ends the process as a write to a closed pipe would have, had SIGPIPE not been caught or
    /// ignored: a shell then says nothing, as after `cat big | head -1`.
    public static func endAsBrokenPipe() -> Never {
        signal(SIGPIPE, SIG_DFL)
        raise(SIGPIPE)
        _exit(141)
    }
}
