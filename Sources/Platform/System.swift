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
        case replacing(creatingWith: UInt16)
    }

    /// An open descriptor, which the caller closes, or -1.
    public static func open(_ path: String, _ mode: OpenMode) -> Int32 {
        switch mode {
        case .reading: return libcOpen(path, O_RDONLY)
        case .readingAndWriting: return libcOpen(path, O_RDWR)
        case .appending(let permissions): return libcOpen(path, O_WRONLY | O_APPEND | O_CREAT, mode_t(permissions))
        case .replacing(let permissions): return libcOpen(path, O_WRONLY | O_CREAT | O_TRUNC, mode_t(permissions))
        }
    }

    /// Creates a new file named `prefix` and six random characters, mode 0600, and opens it.
    public static func makeUniqueFile(prefix: String) -> (descriptor: Int32, path: String)? {
        var template = Array((prefix + "XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return nil }
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return (descriptor, path)
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

    /// Renames atomically, replacing whatever `destination` named.
    @discardableResult
    public static func rename(_ source: String, to destination: String) -> Bool { libcRename(source, destination) == 0 }

    /// Removes a file's name (unlink(2)).
    @discardableResult
    public static func remove(_ path: String) -> Bool { unlink(path) == 0 }

    @discardableResult
    public static func makeDirectory(_ path: String, permissions: UInt16) -> Bool { mkdir(path, mode_t(permissions)) == 0 }

    // MARK: What a path names

    public enum FileKind: Sendable {
        case regular, directory, other
    }

    /// What stat(2) says of a file, in the terms navrepl asks about.
    public struct FileStatus: Sendable {
        public let kind: FileKind
        /// The permission bits (`0o644`).
        public let permissions: UInt16
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
            default: kind = .other
            }
            permissions = UInt16(truncatingIfNeeded: status.st_mode & 0o777)
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

    public static var processID: Int32 { getpid() }

    public static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

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
    public static func waitUntilReadable(_ descriptors: [Int32]) -> [Bool]? {
        var waits = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let ready = poll(&waits, nfds_t(waits.count), -1)
        if ready < 0 {
            return SystemError.last.isInterruption ? descriptors.map { _ in false } : nil
        }
        return waits.map { $0.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 }
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
func libcOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 { open(path, flags, mode) }
func libcClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
func libcRename(_ source: String, _ destination: String) -> Int32 { rename(source, destination) }
func libcExit(_ status: Int32) -> Never { exit(status) }
func libcFree(_ pointer: UnsafeMutableRawPointer?) { free(pointer) }
