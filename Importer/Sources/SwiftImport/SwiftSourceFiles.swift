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

    /// The most `.swift` files, and the most entries of folders, one import reads: an app's
    /// sources are thousands at most, and a folder such as `/` or `/proc` would otherwise be
    /// walked whole.
    public static let fileLimit = 20_000
    public static let entryLimit = 200_000

    /// The files a listing found, and what the report says of the links it did not follow.
    public struct Listing {
        public let files: [String]
        /// For each folder with links to `.swift` files or folders that lead out of it: how
        /// many, and which folders to give to read what they lead to.
        public let linksOut: [String]
    }

    /// The files to read, named as the paths name them; relative paths are found in `directory`.
    /// Under a folder, only what lies under it is read: a symbolic link that leads out of the
    /// folder is not followed (one within it is), and past `fileLimit` files or `entryLimit`
    /// entries the import stops with a message.
    public static func list(_ paths: [String], in directory: String? = nil, fileLimit: Int = fileLimit, entryLimit: Int = entryLimit) throws(Problem) -> Listing {
        if let directory {
            guard let status = System.status(at: directory) else {
                throw Problem(description: "cannot read the folder '\(directory)' given with --directory: \(SystemError.last.message)")
            }
            guard status.kind == .directory else {
                throw Problem(description: "'\(directory)', given with --directory, is not a folder")
            }
        }
        var files: [String] = []
        var linksOut: [String] = []
        var entries = 0
        for path in paths {
            guard let status = System.status(at: location(of: path, in: directory)) else {
                throw Problem(description: "cannot read '\(path)': \(SystemError.last.message)")
            }
            switch status.kind {
            case .directory:
                var targets: [String] = []
                files += try swiftFiles(under: path, in: directory, fileLimit: fileLimit - files.count, entryLimit: entryLimit, entries: &entries, linksOut: &targets)
                if !targets.isEmpty { linksOut.append(linksOutNote(path, targets: targets)) }
            case .regular:
                guard path.hasSuffix(".swift") else {
                    throw Problem(description: "'\(path)' is not a .swift file (give .swift files or folders that hold them)")
                }
                files.append(path)
            case .symbolicLink, .fifo, .socket, .device, .other:
                throw Problem(description: "'\(path)' is neither a file nor a folder")
            }
            if files.count > fileLimit { throw tooMany(path, "more than \(fileLimit) .swift files") }
        }
        var seen = Set<String>()
        return Listing(files: files.filter { seen.insert($0).inserted }, linksOut: linksOut)
    }

    /// `1 link in 'App' leads out of it and is not followed (...): to import what it leads to,
    /// give its folder, /src/Shared`.
    private static func linksOutNote(_ folder: String, targets: [String]) -> String {
        var seen = Set<String>()
        let folders = targets.filter { seen.insert($0).inserted }.sorted()
        let one = targets.count == 1
        return "\(targets.count) link\(one ? "" : "s") in '\(folder)' lead\(one ? "s" : "") out of it, and links out of the paths given"
            + " are never followed: to import what \(one ? "it leads" : "they lead") to, give \(folders.count == 1 ? "its folder" : "their folders"), "
            + folders.joined(separator: ", ")
    }

    private static func tooMany(_ path: String, _ what: String) -> Problem {
        Problem(description: "'\(path)' holds \(what): give the folders of the app's own sources (e.g. 'Sources' or the app target's folder)")
    }

    /// Where a path given relative to `directory` is.
    static func location(of path: String, in directory: String?) -> String {
        guard let directory, !path.hasPrefix("/") else { return path }
        return directory + "/" + path
    }

    /// The `.swift` files under `folder`; `linksOut` gets the folder of what each link to a
    /// `.swift` file or a folder that leads out of it leads to.
    private static func swiftFiles(under folder: String, in directory: String?, fileLimit: Int, entryLimit: Int, entries: inout Int,
                                   linksOut: inout [String]) throws(Problem) -> [String] {
        var files: [String] = []
        var pending = [folder]
        var visited = Set<String>()
        // A file reached again through a link (`B.swift -> real/A.swift`) is read once, where
        // the walk first meets it: read twice, its screens would be declared twice.
        var read = Set<String>()
        // What the folder is, links resolved: a link is followed only to somewhere under it.
        let root = System.canonicalPath(location(of: folder, in: directory)) ?? location(of: folder, in: directory)
        func isInside(_ path: String) -> Bool {
            guard let resolved = System.canonicalPath(path) else { return false }
            return resolved == root || resolved.hasPrefix(root.hasSuffix("/") ? root : root + "/")
        }
        while let current = pending.popLast() {
            // A symbolic link back up the tree must not make the walk endless.
            let here = location(of: current, in: directory)
            guard visited.insert(System.canonicalPath(here) ?? here).inserted,
                  let names = System.directoryEntries(at: here) else { continue }
            entries += names.count
            if entries > entryLimit { throw tooMany(folder, "more than \(entryLimit) files and folders") }
            var folders: [String] = []
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = current.hasSuffix("/") ? current + name : current + "/" + name
                let place = location(of: path, in: directory)
                guard let status = System.status(at: place) else { continue }
                let isLink = System.linkStatus(at: place)?.kind == .symbolicLink
                if isLink && !isInside(place) {
                    if let target = System.canonicalPath(place) {
                        if status.kind == .directory, !skippedFolders.contains(name) {
                            linksOut.append(target)
                        } else if status.kind == .regular, name.hasSuffix(".swift") {
                            linksOut.append(String(target[..<(target.lastIndex(of: "/") ?? target.endIndex)]))
                        }
                    }
                    continue
                }
                if status.kind == .directory, !skippedFolders.contains(name) {
                    folders.append(path)
                } else if status.kind == .regular, name.hasSuffix(".swift"), read.insert(System.canonicalPath(place) ?? place).inserted {
                    files.append(path)
                    if files.count > fileLimit { throw tooMany(folder, "more than \(fileLimit) .swift files") }
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
