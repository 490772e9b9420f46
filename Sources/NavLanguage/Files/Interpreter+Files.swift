import NavreplKit
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
        if let error = runFile(descriptor, at: fullPath, shownAs: shownPath(path.value), canonicalPath: canonical) {
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
        return runFile(descriptor, at: path, shownAs: path, canonicalPath: Interpreter.canonicalPath(path)).map { "cannot read '\(path)': \($0)" }
    }

    /// Runs the lines of the script at `path`, read already (by a test runner), as
    /// `runScript(atPath:)` runs the file, but calling it `shown` in errors: the files it
    /// sources are read from `path`'s folder and named relative to `shown`'s, so that a
    /// transcript reads the same from wherever it is run.
    func runScript(_ source: inout some LineSource, at path: String, shownAs shown: String) {
        inScript(at: path, shownAs: shown, canonicalPath: Interpreter.canonicalPath(path)) {
            run(&source, file: shown)
        }
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
    private func runFile(_ descriptor: Int32, at path: String, shownAs shown: String, canonicalPath: String) -> String? {
        let lines = FileLineSource(descriptor: descriptor)
        lines.stopOnInterrupt = { [unowned self] in isInterrupted }
        inScript(at: path, shownAs: shown, canonicalPath: canonicalPath) {
            var source = lines
            run(&source, file: shown)
        }
        return lines.readError
    }

    /// Runs `body` with the script at `path` as the one being run: on the source stack, its
    /// folder the one relative paths are read from (and `shown`'s the one they are named from).
    private func inScript(at path: String, shownAs shown: String, canonicalPath: String, _ body: () -> Void) {
        let saved = (currentDirectory, shownDirectory)
        sourceStack.append(canonicalPath)
        currentDirectory = Interpreter.directory(of: path)
        shownDirectory = Interpreter.directory(of: shown)
        defer {
            sourceStack.removeLast()
            (currentDirectory, shownDirectory) = saved
        }
        body()
    }

    // MARK: Paths

    package func resolvePath(_ path: String) -> String {
        Interpreter.join(currentDirectory, path)
    }

    /// A path as errors name it: relative to the folder of the script as it was named.
    package func shownPath(_ path: String) -> String {
        Interpreter.join(shownDirectory, path)
    }

    static func join(_ directory: String?, _ path: String) -> String {
        guard !path.hasPrefix("/"), let directory, directory != "." else { return path }
        return directory + "/" + path
    }

    static func canonicalPath(_ path: String) -> String {
        System.canonicalPath(path) ?? path
    }

    /// The last part of a path: a script's name within its folder.
    package static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    package static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
