import NavLanguage
import NavScript
import Platform

/// Connects readline's completion to the language's `Completion`, with file names from disk.
struct Completer {
    let interpreter: Interpreter

    func complete(line: String, wordStart: Int, word: String) -> [String] {
        Completion.candidates(line: line, wordStart: wordStart, word: word, interpreter: interpreter, files: Completer.files)
    }

    /// File names starting with `prefix` (which may include a folder); folders end in `/`.
    static func files(startingWith prefix: String) -> [String] {
        let slash = prefix.lastIndex(of: "/")
        let folder = slash.map { String(prefix[...$0]) } ?? ""
        let namePrefix = slash.map { String(prefix[prefix.index(after: $0)...]) } ?? prefix
        guard let entries = System.directoryEntries(at: folder.isEmpty ? "." : folder) else { return [] }
        var names: [String] = []
        for name in entries {
            guard name != ".", name != "..", name.hasPrefix(namePrefix) else { continue }
            if !namePrefix.hasPrefix("."), name.hasPrefix(".") { continue }
            let isFolder = System.status(at: folder + name)?.kind == .directory
            names.append(folder + name + (isFolder ? "/" : ""))
        }
        return names
    }
}
