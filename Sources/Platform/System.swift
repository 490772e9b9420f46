#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library, as navrepl uses it: the one file that imports Glibc or Darwin, so the
/// rest compiles unchanged on Linux and macOS.
///
/// Calls that can fail answer as the C calls do (-1, nil or false), and `SystemError.last`,
/// read straight after, says why. The calls on the paths measured in millions of lines a
/// second (reading, writing, finding and copying bytes) are `@inlinable`, so they cost what
/// the bare C call costs.
public enum System {
    // MARK: Standard streams, reading and writing

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

    // MARK: Files

    /// How `open` opens a file; files it creates get `permissions` (less the umask).
    public enum OpenMode: Sendable {
        case reading
        case readingAndWriting
        case appending(creatingWith: UInt16)
        /// An existing file, emptied: to rewrite it in place.
        case truncating
    }

    /// An open descriptor, which the caller closes, or -1.
    public static func open(_ path: String, _ mode: OpenMode) -> Int32 {
        switch mode {
        case .reading: return libcOpen(path, O_RDONLY)
        case .readingAndWriting: return libcOpen(path, O_RDWR)
        case .appending(let permissions): return libcOpen(path, O_WRONLY | O_APPEND | O_CREAT, mode_t(permissions))
        case .truncating: return libcOpen(path, O_WRONLY | O_TRUNC)
        }
    }

    /// Gives an open file an owner and group (fchown(2)); false when not allowed.
    @discardableResult
    public static func setOwner(_ descriptor: Int32, user: UInt32, group: UInt32) -> Bool {
        fchown(descriptor, uid_t(user), gid_t(group)) == 0
    }

    /// Opens a file to read by its path as bytes (a path need not be UTF-8); -1 on failure.
    public static func openForReading(pathBytes: [UInt8]) -> Int32 {
        let path = (pathBytes + [0]).map { CChar(bitPattern: $0) }
        return path.withUnsafeBufferPointer { libcOpen($0.baseAddress!, O_RDONLY) }
    }

    /// Creates a new file named `prefix` and six random characters, mode 0600, and opens it
    /// (mkstemp(3): exclusively, so nothing planted at the name is followed or overwritten).
    /// The file is the one `endOnSignal` removes if SIGTERM or SIGHUP comes before
    /// `finishTemporaryFile`: those signals are held off while it is made and noted.
    public static func makeTemporaryFile(prefix: String) -> (descriptor: Int32, path: String)? {
        var template = Array((prefix + "XXXXXX").utf8CString)
        return withTerminationHeld {
            let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard descriptor >= 0 else { return nil }
            let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            Termination.note(template)
            return (descriptor, path)
        }
    }

    /// Renames the temporary file over `destination` (nil: removes it), and forgets it.
    /// False, with `SystemError.last` set, when the rename failed; the file is then removed.
    @discardableResult
    public static func finishTemporaryFile(_ path: String, renamingTo destination: String?) -> Bool {
        withTerminationHeld {
            defer { Termination.forget(path) }
            if let destination {
                if libcRename(path, destination) == 0 { return true }
                let failure = errno
                unlink(path)
                errno = failure
                return false
            }
            unlink(path)
            return true
        }
    }

    /// The permissions a new file gets from `open(..., 0o666)`: 0666 less the umask.
    public static var newFilePermissions: UInt16 {
        let mask = umask(0o022)
        umask(mask)
        return UInt16(0o666 & ~mask & 0o777)
    }

    @discardableResult
    public static func close(_ descriptor: Int32) -> Bool { libcClose(descriptor) == 0 }

    /// fsync(2): true once the file's data is on the disk.
    @discardableResult
    public static func synchronize(_ descriptor: Int32) -> Bool { fsync(descriptor) == 0 }

    @discardableResult
    public static func setPermissions(_ descriptor: Int32, _ permissions: UInt16) -> Bool {
        fchmod(descriptor, mode_t(permissions)) == 0
    }

    /// Takes an exclusive advisory lock (flock(2)), waiting for it; other processes taking it
    /// wait in turn.
    @discardableResult
    public static func lock(_ descriptor: Int32) -> Bool { flock(descriptor, LOCK_EX) == 0 }

    @discardableResult
    public static func unlock(_ descriptor: Int32) -> Bool { flock(descriptor, LOCK_UN) == 0 }

    @discardableResult
    public static func makeDirectory(_ path: String, permissions: UInt16) -> Bool { mkdir(path, mode_t(permissions)) == 0 }

    // MARK: What a path names

    public enum FileKind: Sendable {
        case regular, directory, symbolicLink, fifo, socket, device, other
    }

    /// What stat(2) says of a file, in the terms navrepl asks about.
    public struct FileStatus: Sendable {
        public let kind: FileKind
        /// The permission bits (`0o644`).
        public let permissions: UInt16
        /// The number of names the file has (hard links).
        public let linkCount: Int
        /// The file's owner and group.
        public let user: UInt32
        public let group: UInt32
        let device: UInt64
        let inode: UInt64

        /// True when both are the same file: a name can come to name another file (a
        /// rename over it) while a descriptor stays with the one it opened.
        public func isSameFile(as other: FileStatus) -> Bool {
            device == other.device && inode == other.inode
        }

        init(_ status: stat) {
            switch status.st_mode & S_IFMT {
            case S_IFREG: kind = .regular
            case S_IFDIR: kind = .directory
            case S_IFLNK: kind = .symbolicLink
            case S_IFIFO: kind = .fifo
            case S_IFSOCK: kind = .socket
            case S_IFCHR, S_IFBLK: kind = .device
            default: kind = .other
            }
            permissions = UInt16(truncatingIfNeeded: status.st_mode & 0o777)
            linkCount = Int(truncatingIfNeeded: status.st_nlink)
            user = UInt32(truncatingIfNeeded: status.st_uid)
            group = UInt32(truncatingIfNeeded: status.st_gid)
            device = UInt64(truncatingIfNeeded: status.st_dev)
            inode = UInt64(truncatingIfNeeded: status.st_ino)
        }
    }

    /// The file `path` names, symbolic links followed, or nil.
    public static func status(at path: String) -> FileStatus? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return FileStatus(status)
    }

    /// What `path` itself names, a symbolic link not followed (lstat(2)), or nil.
    public static func linkStatus(at path: String) -> FileStatus? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return FileStatus(status)
    }

    /// The path a symbolic link holds (readlink(2)), as it is written there, or nil.
    public static func linkTarget(at path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4097)
        let count = readlink(path, &buffer, 4096)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The file an open descriptor reads or writes, or nil.
    public static func status(of descriptor: Int32) -> FileStatus? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        return FileStatus(status)
    }

    public static func fileExists(at path: String) -> Bool { access(path, F_OK) == 0 }

    /// Whether this process may read `path` (access(2), by the real user).
    public static func isReadable(_ path: String) -> Bool { access(path, R_OK) == 0 }

    /// The absolute path with `.`, `..` and symbolic links resolved (realpath(3)), or nil.
    public static func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { libcFree(resolved) }
        return String(cString: resolved)
    }

    /// The names in a folder, `.` and `..` included, in no order; nil if it cannot be read.
    public static func directoryEntries(at path: String) -> [String]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            // d_name is a fixed-size C array, imported as a tuple (of a different size on each system).
            names.append(withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            })
        }
        return names
    }

    // MARK: The process

    public static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    public static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    /// The width of the terminal `descriptor` is, in columns; nil when it is not one.
    public static func terminalColumns(_ descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
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

    // MARK: Signals

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

    // MARK: Other programs

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

    // MARK: Ending on SIGTERM and SIGHUP

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

    /// Notes the terminal settings of `descriptor` now, to be put back on SIGTERM or SIGHUP
    /// (the line editor changes them while it waits for a key).
    public static func keepTerminal(_ descriptor: Int32) {
        Termination.keepTerminal(descriptor)
    }

    private static func withTerminationHeld<T>(_ body: () -> T) -> T {
        var set = sigset_t(), old = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGTERM)
        sigaddset(&set, SIGHUP)
        pthread_sigmask(SIG_BLOCK, &set, &old)
        defer { pthread_sigmask(SIG_SETMASK, &old, nil) }
        return body()
    }

    // MARK: Memory

    /// The offset of the first `byte` in `count` bytes from `start` (memchr(3)).
    @inlinable
    public static func firstOffset(of byte: UInt8, in start: UnsafeRawPointer, count: Int) -> Int? {
        guard let found = memchr(start, Int32(byte), count) else { return nil }
        return start.distance(to: UnsafeRawPointer(found))
    }

    /// Whether `count` bytes from each are equal (memcmp(3)).
    @inlinable
    public static func bytesEqual(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer, count: Int) -> Bool {
        memcmp(first, second, count) == 0
    }

    /// memcpy(3): the regions must not overlap.
    @inlinable
    public static func copyBytes(to destination: UnsafeMutableRawPointer, from source: UnsafeRawPointer, count: Int) {
        memcpy(destination, source, count)
    }

    /// A copy of `text` in memory from malloc(3), for a C library that frees it.
    public static func mallocCopy(of text: String) -> UnsafeMutablePointer<CChar> {
        strdup(text)
    }

    /// Frees memory a C library allocated with malloc(3) and handed to us.
    public static func free(_ pointer: UnsafeMutableRawPointer?) { libcFree(pointer) }
}

/// A mutual-exclusion lock (a pthread mutex) for the few values threads share, such as a
/// test run's queue of files.
public final class Lock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    public init() {
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` holding the lock.
    public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}

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

// Inside `System`, its own `read`, `write`, ... hide the C functions of the same names;
// these reach them.
@inlinable func libcRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

@inlinable func libcWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

func libcOpen(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }
func libcOpen(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 { open(path, flags) }
func libcOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 { open(path, flags, mode) }
func libcClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
func libcRename(_ source: String, _ destination: String) -> Int32 { rename(source, destination) }
func libcExit(_ status: Int32) -> Never { exit(status) }
func libcFree(_ pointer: UnsafeMutableRawPointer?) { free(pointer) }

/// What the SIGTERM and SIGHUP handler needs, allocated before it is installed: the paths
/// of the temporary files being written (a slot each; `navrepl test --jobs` saves from several
/// threads at once; a slot whose first byte is 0 is free) and the terminal settings to restore.
private enum Termination {
    static let slotCount = 16
    static let pathCapacity = 4096
    nonisolated(unsafe) static var paths: UnsafeMutablePointer<CChar>?
    /// Guards choosing and freeing slots between threads; the handler only reads.
    nonisolated(unsafe) static var lock: UnsafeMutablePointer<pthread_mutex_t>?
    nonisolated(unsafe) static var terminal: UnsafeMutablePointer<termios>?
    nonisolated(unsafe) static var terminalDescriptor: Int32 = -1

    static func prepare() {
        if paths == nil {
            paths = .allocate(capacity: slotCount * (pathCapacity + 1))
            paths!.initialize(repeating: 0, count: slotCount * (pathCapacity + 1))
            lock = .allocate(capacity: 1)
            pthread_mutex_init(lock!, nil)
        }
        if terminal == nil {
            terminal = .allocate(capacity: 1)
            terminal!.initialize(to: termios())
        }
    }

    static func keepTerminal(_ descriptor: Int32) {
        prepare()
        if tcgetattr(descriptor, terminal!) == 0 { terminalDescriptor = descriptor }
    }

    static func slot(_ index: Int) -> UnsafeMutablePointer<CChar> {
        paths! + index * (pathCapacity + 1)
    }

    /// Notes a temporary file's path (NUL-terminated) in a free slot; called with the signals
    /// held off. Its first byte is written last, so the handler never reads half a path.
    static func note(_ template: [CChar]) {
        guard let lock, template.count <= pathCapacity, template.first != 0 else { return }
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        for index in 0..<slotCount where slot(index)[0] == 0 {
            let path = slot(index)
            for (offset, byte) in template.enumerated().dropFirst() { path[offset] = byte }
            path[0] = template[0]
            return
        }
    }

    /// Frees the slot holding `path`.
    static func forget(_ path: String) {
        guard let lock else { return }
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        for index in 0..<slotCount where slot(index)[0] != 0 && String(cString: slot(index)) == path {
            slot(index)[0] = 0
            return
        }
    }

    static func end(_ number: Int32) {
        if paths != nil {
            for index in 0..<slotCount where slot(index)[0] != 0 { unlink(slot(index)) }
        }
        if terminalDescriptor >= 0, let terminal { tcsetattr(terminalDescriptor, TCSANOW, terminal) }
        _exit(128 + number)
    }
}
