#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path names, as stat(2), access(2) and readdir(3) say.
extension System {
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
        /// The size in bytes (of a regular file; what else it means varies by kind).
        public let size: Int
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
            size = Int(truncatingIfNeeded: status.st_size)
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
}
