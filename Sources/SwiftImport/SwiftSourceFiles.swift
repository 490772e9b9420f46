import Platform

/// The `.swift` files the importer reads: files given by name, and every `.swift` file under a
/// folder (hidden folders and build folders skipped), in a stable order.
public enum SwiftSourceFiles {
    /// A path that cannot be read; the importer stops with it before reading anything.
    public struct Problem: Error, CustomStringConvertible {
        public let description: String
    }

    /// Folders of generated or fetched code, never an app's own sources.
    static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "checkouts"]

    /// The files to read, named as the paths name them; relative paths are found in `directory`.
    public static func list(_ paths: [String], in directory: String? = nil) throws(Problem) -> [String] {
        var files: [String] = []
        for path in paths {
            guard let status = System.status(at: location(of: path, in: directory)) else {
                throw Problem(description: "cannot read '\(path)': \(SystemError.last.message)")
            }
            switch status.kind {
            case .directory:
                files += swiftFiles(under: path, in: directory)
            case .regular:
                guard path.hasSuffix(".swift") else {
                    throw Problem(description: "'\(path)' is not a .swift file (give .swift files or folders that hold them)")
                }
                files.append(path)
            case .symbolicLink, .fifo, .socket, .device, .other:
                throw Problem(description: "'\(path)' is neither a file nor a folder")
            }
        }
        var seen = Set<String>()
        return files.filter { seen.insert($0).inserted }
    }

    /// Where a path given relative to `directory` is.
    static func location(of path: String, in directory: String?) -> String {
        guard let directory, !path.hasPrefix("/") else { return path }
        return directory + "/" + path
    }

    private static func swiftFiles(under folder: String, in directory: String?) -> [String] {
        var files: [String] = []
        var pending = [folder]
        var visited = Set<String>()
        while let current = pending.popLast() {
            // A symbolic link back up the tree must not make the walk endless.
            let here = location(of: current, in: directory)
            guard visited.insert(System.canonicalPath(here) ?? here).inserted,
                  let names = System.directoryEntries(at: here) else { continue }
            var folders: [String] = []
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = current.hasSuffix("/") ? current + name : current + "/" + name
                guard let status = System.status(at: location(of: path, in: directory)) else { continue }
                if status.kind == .directory, !skippedFolders.contains(name) {
                    folders.append(path)
                } else if status.kind == .regular, name.hasSuffix(".swift") {
                    files.append(path)
                }
            }
            pending += folders.reversed()
        }
        return files
    }

    /// The file's text, or why it cannot be read.
    static func read(_ path: String, in directory: String?) -> Result<String, Problem> {
        let descriptor = System.open(location(of: path, in: directory), .reading)
        guard descriptor >= 0 else {
            return .failure(Problem(description: "cannot read '\(path)': \(SystemError.last.message)"))
        }
        defer { _ = System.close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { System.read(descriptor, into: $0) }
            if count < 0 { return .failure(Problem(description: "cannot read '\(path)': \(SystemError.last.message)")) }
            if count == 0 { break }
            bytes += buffer[0..<count]
        }
        return .success(String(decoding: bytes, as: UTF8.self))
    }
}
