import Platform

/// Opening a file to read: the one place that refuses folders and devices and says why a file
/// cannot be read, for scripts, `source`, app files and state files alike. (A device such as
/// /dev/zero never ends; a pipe does, and is read: `navrepl <(make-script)`.)
package enum ReadableFile {
    /// Why a file cannot be read, as the system says it ("No such file or directory") or
    /// "it is a directory"; callers put their own words in front.
    package struct Problem: Error {
        package let reason: String
    }

    /// An open descriptor, which the caller closes.
    static func open(_ path: String) throws(Problem) -> Int32 {
        let descriptor = System.open(path, .reading)
        guard descriptor >= 0 else { throw Problem(reason: SystemError.last.message) }
        let kind = System.status(of: descriptor)?.kind
        guard let kind, kind != .directory, kind != .device else {
            let reason = kind == nil ? SystemError.last.message
                : kind == .directory ? "it is a directory" : "it is a device, not a file (to read standard input, give '-')"
            System.close(descriptor)
            throw Problem(reason: reason)
        }
        return descriptor
    }

    /// The whole file, up to `limit` bytes.
    package static func contents(of path: String, limit: Int = Int.max) throws(Problem) -> [UInt8] {
        let descriptor = try open(path)
        defer { System.close(descriptor) }
        return try contents(of: descriptor, limit: limit)
    }

    /// The rest of an open file, up to `limit` bytes.
    static func contents(of descriptor: Int32, limit: Int = Int.max) throws(Problem) -> [UInt8] {
        var bytes: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = block.withUnsafeMutableBytes { System.read(descriptor, into: $0) }
            if count < 0 && SystemError.last.isInterruption { continue }
            if count < 0 { throw Problem(reason: SystemError.last.message) }
            if count == 0 { return bytes }
            bytes += block[0..<count]
            if bytes.count > limit { throw Problem(reason: "it is larger than \(limit >> 20) MiB") }
        }
    }
}
