import Platform

/// The REPL's persistent history file: one entry a line (a multi-line block is one entry, its
/// newlines escaped), appended as each entry is made so a crash loses nothing, kept to the
/// last `limit` entries, mode 0600. Appends and trims hold an exclusive lock, so two
/// REPLs at once do not corrupt the file.
struct HistoryFile {
    let path: String
    var limit = 1000
    private var last: String?

    init(path: String) {
        self.path = path
    }

    /// `$NAVREPL_HISTORY`, else `$XDG_STATE_HOME/navrepl/history`, else
    /// `~/.local/state/navrepl/history`.
    static func defaultPath() -> String? {
        if let explicit = System.environment("NAVREPL_HISTORY"), !explicit.isEmpty { return explicit }
        if let state = System.environment("XDG_STATE_HOME"), state.hasPrefix("/") {
            return state + "/navrepl/history"
        }
        guard let home = System.environment("HOME"), !home.isEmpty else { return nil }
        return home + "/.local/state/navrepl/history"
    }

    var isDisabled: Bool { path == "/dev/null" }

    /// The saved entries, oldest first; trims the file to `limit` entries if it grew past it.
    mutating func load() -> [String] {
        guard !isDisabled else { return [] }
        let descriptor = System.open(path, .readingAndWriting)
        guard descriptor >= 0 else { return [] }
        defer { System.close(descriptor) }
        System.lock(descriptor)
        defer { System.unlock(descriptor) }
        let lines = Self.readLines(descriptor)
        let entries = lines.suffix(limit).map(Self.decode)
        if lines.count > limit {
            rewrite(Array(lines.suffix(limit)))
        }
        last = entries.last
        return entries
    }

    /// Appends an entry, unless it starts with a space or repeats the previous one.
    /// Returns false when the entry is not kept (so it need not go into readline's history).
    @discardableResult
    mutating func add(_ entry: String) -> Bool {
        guard !entry.isEmpty, !entry.hasPrefix(" "), entry != last else { return false }
        last = entry
        guard !isDisabled else { return true }
        makeParentDirectory()
        let bytes = Array((Self.encode(entry) + "\n").utf8)
        for _ in 0..<3 {
            let descriptor = System.open(path, .appending(creatingWith: 0o600))
            guard descriptor >= 0 else { return true }
            System.lock(descriptor)
            // Another REPL may have trimmed (replaced) the file while we waited for the lock.
            if Self.isStillAt(path, descriptor) {
                _ = bytes.withUnsafeBytes { System.write(descriptor, $0) }
                System.unlock(descriptor)
                System.close(descriptor)
                return true
            }
            System.unlock(descriptor)
            System.close(descriptor)
        }
        return true
    }

    /// Replaces the file with `lines` through a new temporary file (made exclusively, mode
    /// 0600, so nothing planted at its name is followed) renamed over it.
    private func rewrite(_ lines: [String]) {
        let folder = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
        guard let (descriptor, temporary) = System.makeTemporaryFile(prefix: folder + ".navrepl-history-") else { return }
        let bytes = Array(lines.map { $0 + "\n" }.joined().utf8)
        let failure = bytes.withUnsafeBytes { System.writeAll(descriptor, $0) }
        System.synchronize(descriptor)
        System.close(descriptor)
        System.finishTemporaryFile(temporary, renamingTo: failure == nil ? path : nil)
    }

    private func makeParentDirectory() {
        var components = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        var prefix = ""
        while !components.isEmpty {
            prefix += String(components.removeFirst())
            if !prefix.isEmpty { System.makeDirectory(prefix, permissions: 0o700) }
            prefix += "/"
        }
    }

    private static func isStillAt(_ path: String, _ descriptor: Int32) -> Bool {
        guard let opened = System.status(of: descriptor), let named = System.status(at: path) else { return false }
        return opened.isSameFile(as: named)
    }

    private static func readLines(_ descriptor: Int32) -> [String] {
        var bytes: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = block.withUnsafeMutableBytes { System.read(descriptor, into: $0) }
            if count <= 0 { break }
            bytes.append(contentsOf: block[0..<count])
        }
        return bytes.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
    }

    static func encode(_ entry: String) -> String {
        entry.replacingAll("\\", with: "\\\\").replacingAll("\n", with: "\\n")
    }

    static func decode(_ line: String) -> String {
        var result = ""
        var escaped = false
        for character in line {
            if escaped {
                result.append(character == "n" ? "\n" : character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}

extension String {
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
