#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finding and running other programs.
extension System {
    /// The running program's own file (to find the programs installed beside it), or nil.
    public static func executablePath() -> String? {
#if canImport(Darwin)
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        let path = String(cString: buffer)
        return canonicalPath(path) ?? path
#else
        var buffer = [CChar](repeating: 0, count: 4097)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
#endif
    }

    /// What a program run to its end wrote, and its exit status (128 + N when signal N ended it).
    public struct Completion: Sendable {
        public let status: Int32
        public let output: [UInt8]
        public let errors: [UInt8]
        /// Why the program was stopped before it ended, if it was.
        public let stopped: Stop?
    }

    /// Why `run` stopped a program: it wrote more than it may, ran longer, or was interrupted.
    public enum Stop: Sendable {
        case tooMuchOutput
        case tooLong
        case interrupted
    }

    /// Runs `program` (a path) with `arguments`, standard input empty, and collects its
    /// standard output and standard error as it ends; nil (and `SystemError.last`) when it
    /// cannot be started. It is killed, and `stopped` says why, once it has written more than
    /// `limit` bytes, run more than `seconds`, or `isInterrupted` says so (checked at least
    /// every tenth of a second).
    public static func run(
        _ program: String, _ arguments: [String], limit: Int = Int.max, seconds: Double = .infinity,
        isInterrupted: () -> Bool = { false }
    ) -> Completion? {
        var outputEnds: [Int32] = [-1, -1], errorEnds: [Int32] = [-1, -1]
        guard pipe(&outputEnds) == 0 else { return nil }
        guard pipe(&errorEnds) == 0 else {
            outputEnds.forEach { _ = libcClose($0) }
            return nil
        }
        // The child's copies on 1 and 2 are made by dup2, which keeps them open across exec.
        for end in outputEnds + errorEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
#if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
#else
        var actions = posix_spawn_file_actions_t()
#endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outputEnds[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorEnds[1], 2)
        let argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { libcFree($0) } }
        var child = pid_t()
#if canImport(Darwin)
        // Darwin declares `environ` for programs, not for libraries: ask dyld for it.
        let environment = _NSGetEnviron().pointee
#else
        let environment = environ
#endif
        let spawned = posix_spawn(&child, program, &actions, nil, argv, environment)
        _ = libcClose(outputEnds[1])
        _ = libcClose(errorEnds[1])
        guard spawned == 0 else {
            _ = libcClose(outputEnds[0])
            _ = libcClose(errorEnds[0])
            errno = spawned
            return nil
        }
        // Both pipes are drained together: a child blocked writing to one while we wait on
        // the other would never end.
        var collected: [[UInt8]] = [[], []]
        var open = [outputEnds[0], errorEnds[0]]
        var buffer = [UInt8](repeating: 0, count: 65536)
        let started = monotonicNanoseconds()
        var stopped: Stop?
        while open.contains(where: { $0 >= 0 }) {
            if collected[0].count + collected[1].count > limit { stopped = .tooMuchOutput }
            else if Double(monotonicNanoseconds() - started) / 1e9 > seconds { stopped = .tooLong }
            else if isInterrupted() { stopped = .interrupted }
            if stopped != nil {
                kill(child, SIGKILL)
                break
            }
            guard let ready = waitUntilReadable(open, milliseconds: 100) else { break }
            for index in open.indices where ready[index] && open[index] >= 0 {
                let count = buffer.withUnsafeMutableBytes { libcRead(open[index], $0.baseAddress, $0.count) }
                if count > 0 {
                    collected[index] += buffer[0..<count]
                } else if count == 0 || !SystemError.last.isInterruption {
                    _ = libcClose(open[index])
                    open[index] = -1
                }
            }
        }
        open.filter { $0 >= 0 }.forEach { _ = libcClose($0) }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && SystemError.last.isInterruption {}
        // WIFEXITED and WEXITSTATUS are C macros, which Swift does not import.
        let signal = status & 0x7f
        return Completion(status: signal == 0 ? (status >> 8) & 0xff : 128 + signal, output: collected[0], errors: collected[1], stopped: stopped)
    }
}
