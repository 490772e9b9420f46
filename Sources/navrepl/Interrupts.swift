#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C: the SIGINT handler only sets a flag; batch mode polls it between commands and
/// the REPL's line editor checks it when its wait for input is interrupted.
enum Interrupts {
    /// Set from the signal handler, so it is a plain C integer, allocated before the
    /// handler is installed.
    nonisolated(unsafe) private static let flag: UnsafeMutablePointer<sig_atomic_t> = {
        let pointer = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: 1)
        pointer.pointee = 0
        return pointer
    }()

    /// Installs the handler without SA_RESTART, so a blocked read or poll returns EINTR.
    /// A parent may have started us with SIGINT or SIGPIPE blocked; we need both delivered.
    static func install() {
        _ = flag
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, SIGINT)
        sigaddset(&unblocked, SIGPIPE)
        sigprocmask(SIG_UNBLOCK, &unblocked, nil)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in Interrupts.flag.pointee = 1 }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
    }

    static var pending: Bool { flag.pointee != 0 }

    /// Reports and clears a pending Ctrl-C.
    static func take() -> Bool {
        guard flag.pointee != 0 else { return false }
        flag.pointee = 0
        return true
    }
}
