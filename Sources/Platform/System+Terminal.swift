#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a descriptor is a terminal, how wide it is, and its settings kept to be put back
/// when a signal ends the process.
extension System {
    public static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    /// The width of the terminal `descriptor` is, in columns; nil when it is not one.
    public static func terminalColumns(_ descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Notes the terminal settings of `descriptor` now, to be put back on SIGTERM or SIGHUP
    /// (the line editor changes them while it waits for a key).
    public static func keepTerminal(_ descriptor: Int32) {
        Termination.keepTerminal(descriptor)
    }
}
