#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NavScript

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
        guard let directory = opendir(folder.isEmpty ? "." : folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            guard name != ".", name != "..", name.hasPrefix(namePrefix) else { continue }
            if !namePrefix.hasPrefix("."), name.hasPrefix(".") { continue }
            var status = stat()
            let isFolder = stat(folder + name, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
            names.append(folder + name + (isFolder ? "/" : ""))
        }
        return names
    }
}
