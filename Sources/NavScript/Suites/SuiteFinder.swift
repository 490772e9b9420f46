import NavLanguage
import NavreplExplore
import NavreplKit
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
        /// The path within the folder it was found in (for a named file, its own path, `./`
        /// left out): what `--shard` splits by, so that `dir`, `./dir` and `/abs/dir` pick
        /// the same scripts.
        public let suitePath: String

        init(path: String, isNamed: Bool, suitePath: String? = nil) {
            self.path = path
            self.isNamed = isNamed
            var relative = suitePath ?? path
            while relative.hasPrefix("./") { relative.removeFirst(2) }
            self.suitePath = relative
        }
    }

    /// A path that names nothing: a usage error.
    public struct Problem: Error, Sendable {
        public let message: String
    }

    /// The scripts under `paths` (the current folder if none). Finding none at all is a
    /// problem too, most likely a wrong path; a shard or filter that leaves none is not.
    public static func files(under paths: [String]) throws(Problem) -> [File] {
        try find(under: paths).files
    }

    /// The scripts under `paths`, and what was passed over with why: a name that is not UTF-8,
    /// a link to nothing, a `.nav` that is not a file (a FIFO would block the suite), a link to a
    /// folder outside the one searched.
    public static func find(under paths: [String]) throws(Problem) -> (files: [File], skipped: [String]) {
        let paths = paths.isEmpty ? ["."] : paths
        var files: [File] = []
        var seen: Set<String> = []
        var visitedFolders: Set<String> = []
        var skipped: [String] = []
        for path in paths {
            guard let status = System.status(at: path) else {
                throw Problem(message: "cannot find '\(path)': \(SystemError.last.message)")
            }
            if status.kind == .directory {
                let root = System.canonicalPath(path) ?? path
                collect(in: path, relative: "", root: root, into: &files, seen: &seen, visited: &visitedFolders, skipped: &skipped)
            } else if seen.insert(path).inserted {
                files.append(File(path: path, isNamed: true))
            }
        }
        guard !files.isEmpty else {
            let places = paths == ["."] ? "the current folder" : paths.map { "'\($0)'" }.joined(separator: ", ")
            throw Problem(message: "no .nav scripts in \(places)")
        }
        return (files, skipped)
    }

    private static func collect(
        in folder: String, relative: String, root: String, into files: inout [File], seen: inout Set<String>,
        visited: inout Set<String>, skipped: inout [String]
    ) {
        // A symbolic link back up the tree would otherwise be walked for ever.
        guard visited.insert(System.canonicalPath(folder) ?? folder).inserted,
              let names = System.directoryEntries(at: folder) else { return }
        for name in names.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) where !name.hasPrefix(".") {
            let path = folder == "." ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
            let shown = Escaper.printable.escaped(path)
            if name.contains("\u{FFFD}") {
                skipped.append("\(shown): its name is not UTF-8")
                continue
            }
            guard let status = System.status(at: path) else {
                if System.linkStatus(at: path) != nil { skipped.append("\(shown): a symbolic link to nothing") }
                continue
            }
            if status.kind == .directory {
                // A link to a folder outside the one searched (up to /) is not part of the suite.
                if System.linkStatus(at: path)?.kind == .symbolicLink,
                   let target = System.canonicalPath(path), !(target + "/").hasPrefix(root.hasSuffix("/") ? root : root + "/") {
                    skipped.append("\(shown): a link to a folder outside the suite (\(Escaper.printable.escaped(target)))")
                    continue
                }
                collect(in: path, relative: relative + name + "/", root: root, into: &files, seen: &seen, visited: &visited, skipped: &skipped)
            } else if name.hasSuffix(".nav") {
                if status.kind != .regular {
                    skipped.append("\(shown): not a regular file")
                } else if seen.insert(path).inserted {
                    files.append(File(path: path, isNamed: false, suitePath: relative + name))
                }
            }
        }
    }
}
