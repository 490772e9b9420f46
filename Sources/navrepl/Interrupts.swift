#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C: the SIGINT handler sets a flag and writes a byte to a pipe. Batch mode polls the
/// flag between commands; the REPL's line editor waits on the pipe beside standard input,
/// so a Ctrl-C is seen even when it lands just before the wait begins.
enum Interrupts {
    /// The flag, then the pipe's read and write ends: plain C integers, allocated before the
    /// handler is installed, because the handler may touch nothing else.
    nonisolated(unsafe) private static let cells: UnsafeMutablePointer<Int32> = {
        let pointer = UnsafeMutablePointer<Int32>.allocate(capacity: 3)
        pointer.initialize(repeating: -1, count: 3)
        pointer[0] = 0
        return pointer
    }()

    /// Installs the handler without SA_RESTART, so a blocked read returns EINTR.
    /// A parent may have started us with SIGINT or SIGPIPE blocked; we need both delivered.
    static func install() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            cells[1] = ends[0]
            cells[2] = ends[1]
        }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, SIGINT)
        sigaddset(&unblocked, SIGPIPE)
        sigprocmask(SIG_UNBLOCK, &unblocked, nil)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            Interrupts.cells[0] = 1
            var byte: UInt8 = 1
            _ = write(Interrupts.cells[2], &byte, 1)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
    }

    /// Readable after each Ctrl-C, for waiting on beside standard input.
    static var descriptor: Int32 { cells[1] }

    /// Nonzero once a Ctrl-C has come and not been taken.
    static var flag: UnsafePointer<Int32> { UnsafePointer(cells) }

    /// Reports and clears a pending Ctrl-C.
    static func take() -> Bool {
        var byte: UInt8 = 0
        while read(cells[1], &byte, 1) == 1 {}
        guard cells[0] != 0 else { return false }
        cells[0] = 0
        return true
    }
}
