#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Opening a file to read: the one place that refuses folders and says why a file cannot
/// be read, for scripts, `source`, app files and state files alike.
enum ReadableFile {
    /// Why a file cannot be read, as the system says it ("No such file or directory") or
    /// "it is a directory"; callers put their own words in front.
    struct Problem: Error {
        let reason: String
    }

    /// An open descriptor, which the caller closes.
    static func open(_ path: String) throws(Problem) -> Int32 {
        let descriptor = openForReading(path)
        guard descriptor >= 0 else { throw Problem(reason: String(cString: strerror(errno))) }
        var status = stat()
        if fstat(descriptor, &status) != 0 || (status.st_mode & S_IFMT) == S_IFDIR {
            let reason = (status.st_mode & S_IFMT) == S_IFDIR ? "it is a directory" : String(cString: strerror(errno))
            close(descriptor)
            throw Problem(reason: reason)
        }
        return descriptor
    }
}

/// open(2) for reading, named apart from `ReadableFile.open`.
private func openForReading(_ path: String) -> Int32 {
    open(path, O_RDONLY)
}
