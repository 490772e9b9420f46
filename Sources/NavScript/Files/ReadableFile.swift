import Platform

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
        let descriptor = System.open(path, .reading)
        guard descriptor >= 0 else { throw Problem(reason: SystemError.last.message) }
        let kind = System.status(of: descriptor)?.kind
        guard kind != nil, kind != .directory else {
            let reason = kind == nil ? SystemError.last.message : "it is a directory"
            System.close(descriptor)
            throw Problem(reason: reason)
        }
        return descriptor
    }
}
