import NavigationModel
import Platform

/// Running script files: `source`, the command line's scripts and the rc file; and the paths
/// commands read and write, relative to the script that names them.
extension Interpreter {
    func source(_ path: Located<String>, in chunk: Chunk) throws {
        guard sourceStack.count < Interpreter.maximumSourceDepth else {
            throw chunk.diagnostic(at: path.offset, "cannot source '\(path.value)': sourcing is nested more than \(Interpreter.maximumSourceDepth) deep")
        }
        let fullPath = resolvePath(path.value)
        let descriptor: Int32
        do {
            descriptor = try ReadableFile.open(fullPath)
        } catch {
            throw chunk.diagnostic(at: path.offset, "cannot source '\(path.value)': \(error.reason)")
        }
        defer { System.close(descriptor) }
        let canonical = Interpreter.canonicalPath(fullPath)
        if sourceStack.contains(canonical) {
            throw chunk.diagnostic(at: path.offset, "cannot source '\(path.value)': it is already being sourced (a cycle)")
        }
        if let error = runFile(descriptor, at: fullPath, canonicalPath: canonical) {
            throw chunk.diagnostic(at: path.offset, "cannot read '\(path.value)': \(error)")
        }
    }

    /// Runs a script file at the top level (the command line's SCRIPT arguments, the rc file).
    /// Returns an error message if it cannot be read.
    public func runScript(atPath path: String) -> String? {
        let descriptor: Int32
        do {
            descriptor = try ReadableFile.open(path)
        } catch {
            return "cannot read '\(path)': \(error.reason)"
        }
        defer { System.close(descriptor) }
        return runFile(descriptor, at: path, canonicalPath: Interpreter.canonicalPath(path)).map { "cannot read '\(path)': \($0)" }
    }

    /// Runs a script that the caller opened (the command line opens one whose path is not
    /// UTF-8 by its bytes), shown as `name`, relative paths in it read from `folder`.
    public func runScript(opened descriptor: Int32, named name: String, folder: String) -> String? {
        let savedDirectory = currentDirectory
        currentDirectory = folder
        defer { currentDirectory = savedDirectory }
        sourceStack.append(name)
        defer { sourceStack.removeLast() }
        let lines = FileLineSource(descriptor: descriptor)
        lines.stopOnInterrupt = { [unowned self] in isInterrupted }
        var source = lines
        run(&source, file: name)
        return lines.readError.map { "cannot read '\(name)': \($0)" }
    }

    /// Runs an opened script, its folder becoming the one relative paths are read from while
    /// it runs. Returns why reading stopped early, if it did.
    private func runFile(_ descriptor: Int32, at path: String, canonicalPath: String) -> String? {
        let savedDirectory = currentDirectory
        sourceStack.append(canonicalPath)
        currentDirectory = Interpreter.directory(of: path)
        defer {
            sourceStack.removeLast()
            currentDirectory = savedDirectory
        }
        let lines = FileLineSource(descriptor: descriptor)
        lines.stopOnInterrupt = { [unowned self] in isInterrupted }
        var source = lines
        run(&source, file: path)
        return lines.readError
    }

    // MARK: Paths

    func resolvePath(_ path: String) -> String {
        guard !path.hasPrefix("/"), let directory = currentDirectory, directory != "." else { return path }
        return directory + "/" + path
    }

    static func canonicalPath(_ path: String) -> String {
        System.canonicalPath(path) ?? path
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
