#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Signals: their handlers and masks, the pipe a handler wakes a wait with, and ending on
/// SIGTERM and SIGHUP.
extension System {
    public enum Signal: Sendable {
        /// SIGINT: Ctrl-C.
        case interrupt
        /// SIGPIPE: a write to a pipe nobody reads.
        case brokenPipe
        /// SIGXFSZ: a write past the file-size limit.
        case fileSizeLimit

        var number: Int32 {
            switch self {
            case .interrupt: return SIGINT
            case .brokenPipe: return SIGPIPE
            case .fileSizeLimit: return SIGXFSZ
            }
        }
    }

    public static func restoreDefault(_ which: Signal) {
        _ = signal(which.number, SIG_DFL)
    }

    /// Ignores `signal`; the call it would have interrupted fails with an error instead.
    public static func ignore(_ which: Signal) {
        _ = signal(which.number, SIG_IGN)
    }

    /// Unblocks `signals`, which a parent process may have left blocked.
    public static func unblock(_ signals: [Signal]) {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal.number) }
        sigprocmask(SIG_UNBLOCK, &set, nil)
    }

    /// Calls `handler` on `signal`, without SA_RESTART: a blocked read or wait returns with
    /// an interruption, so the caller sees the signal. The handler may only touch memory
    /// allocated beforehand and make async-signal-safe calls (`write`).
    public static func handle(_ signal: Signal, with handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #elseif canImport(Darwin)
        action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signal.number, &action, nil)
    }

    /// A pipe whose ends never block and are closed in programs we start: what a signal
    /// handler writes to, to wake a wait.
    public static func makePipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    /// Waits until one of `descriptors` can be read, has hung up or failed (poll(2); negative
    /// ones are left out). Says which, in order; all false when a signal interrupted the
    /// wait; nil when waiting failed.
    public static func waitUntilReadable(_ descriptors: [Int32], milliseconds: Int32 = -1) -> [Bool]? {
        var waits = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let ready = poll(&waits, nfds_t(waits.count), milliseconds)
        if ready < 0 {
            return SystemError.last.isInterruption ? descriptors.map { _ in false } : nil
        }
        return waits.map { $0.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 }
    }

    /// On SIGTERM or SIGHUP: removes the temporary files being written, if any, puts the
    /// terminal back as `keepTerminal` found it, and exits with 128 + the signal's number.
    /// The handler only makes async-signal-safe calls on memory allocated here beforehand.
    public static func endOnTermination() {
        Termination.prepare()
        for number in [SIGTERM, SIGHUP] {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { number in Termination.end(number) }
            #elseif canImport(Darwin)
            action.__sigaction_u.__sa_handler = { number in Termination.end(number) }
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(number, &action, nil)
        }
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGTERM)
        sigaddset(&set, SIGHUP)
        sigprocmask(SIG_UNBLOCK, &set, nil)
    }

    /// Runs `body` with Ctrl-C (SIGINT), SIGTERM and SIGHUP held off: they arrive once it is
    /// done, so that what it writes is written whole or not at all. For short work only.
    public static func withInterruptionsHeld<T, Failure: Error>(_ body: () throws(Failure) -> T) throws(Failure) -> T {
        var set = sigset_t(), old = sigset_t()
        sigemptyset(&set)
        for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&set, number) }
        pthread_sigmask(SIG_BLOCK, &set, &old)
        defer { pthread_sigmask(SIG_SETMASK, &old, nil) }
        return try body()
    }

    /// Runs `body` with SIGTERM and SIGHUP held off, so that the handler never finds a
    /// temporary file made but not yet noted, or noted but already renamed.
    static func withTerminationHeld<T>(_ body: () -> T) -> T {
        var set = sigset_t(), old = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGTERM)
        sigaddset(&set, SIGHUP)
        pthread_sigmask(SIG_BLOCK, &set, &old)
        defer { pthread_sigmask(SIG_SETMASK, &old, nil) }
        return body()
    }
}
