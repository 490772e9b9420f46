#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Opening, creating, locking and closing files and folders.
extension System {
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

    /// Creates a new folder named `prefix` and six random characters, mode 0700 (mkdtemp(3):
    /// nothing planted at the name is used), and returns its path.
    public static func makeTemporaryDirectory(prefix: String) -> String? {
        var template = Array((prefix + "XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) != nil }
        return made ? String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : nil
    }

    /// Renames `source` to `destination` (rename(2): a folder may replace an empty folder).
    public static func rename(_ source: String, to destination: String) -> Bool { libcRename(source, destination) == 0 }

    /// Removes a file, or a link itself (not what it points to).
    @discardableResult
    public static func removeFile(_ path: String) -> Bool { unlink(path) == 0 }

    /// Removes an empty folder.
    @discardableResult
    public static func removeDirectory(_ path: String) -> Bool { rmdir(path) == 0 }
}
