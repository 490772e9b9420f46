import Platform

/// Finds the scenario files of a suite: every `*.nav` file under the folders given, in
/// sorted order, folders whose names start with `.` skipped; a file given by name is taken
/// whatever its name.
public enum SuiteFinder {
    /// A file to run, and whether it was named on the command line (so `--update` may give
    /// it a transcript it did not have).
    public struct File: Sendable, Equatable {
        public let path: String
        public let isNamed: Bool
    }

    /// A path that names nothing: a usage error.
    public struct Problem: Error, Sendable {
        public let message: String
    }

    /// The scripts under `paths` (the current folder if none). Finding none at all is a
    /// problem too, most likely a wrong path; a shard or filter that leaves none is not.
    public static func files(under paths: [String]) throws(Problem) -> [File] {
        let paths = paths.isEmpty ? ["."] : paths
        var files: [File] = []
        var seen: Set<String> = []
        var visitedFolders: Set<String> = []
        for path in paths {
            guard let status = System.status(at: path) else {
                throw Problem(message: "cannot find '\(path)': \(SystemError.last.message)")
            }
            if status.kind == .directory {
                collect(in: path, into: &files, seen: &seen, visited: &visitedFolders)
            } else if seen.insert(path).inserted {
                files.append(File(path: path, isNamed: true))
            }
        }
        guard !files.isEmpty else {
            let places = paths == ["."] ? "the current folder" : paths.map { "'\($0)'" }.joined(separator: ", ")
            throw Problem(message: "no .nav scripts in \(places)")
        }
        return files
    }

    private static func collect(in folder: String, into files: inout [File], seen: inout Set<String>, visited: inout Set<String>) {
        // A symbolic link back up the tree would otherwise be walked for ever.
        guard visited.insert(System.canonicalPath(folder) ?? folder).inserted,
              let names = System.directoryEntries(at: folder) else { return }
        for name in names.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) where !name.hasPrefix(".") {
            let path = folder == "." ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
            guard let status = System.status(at: path) else { continue }
            if status.kind == .directory {
                collect(in: path, into: &files, seen: &seen, visited: &visited)
            } else if name.hasSuffix(".nav") && status.kind == .regular && seen.insert(path).inserted {
                files.append(File(path: path, isNamed: false))
            }
        }
    }
}
