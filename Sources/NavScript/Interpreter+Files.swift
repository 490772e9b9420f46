#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NavigationModel

/// The commands that read files: `source` and `app` with a file or a declaration.
extension Interpreter {
    func source(_ path: Located<String>, in chunk: Chunk) throws {
        guard sourceStack.count < Interpreter.maximumSourceDepth else {
            throw chunk.diagnostic(at: path.offset, "cannot source '\(path.value)': sourcing is nested more than \(Interpreter.maximumSourceDepth) deep")
        }
        let fullPath = resolvePath(path.value)
        let file = try openScript(fullPath, named: path.value, in: chunk, at: path.offset)
        defer { close(file.descriptor) }
        if sourceStack.contains(file.canonicalPath) {
            throw chunk.diagnostic(at: path.offset, "cannot source '\(path.value)': it is already being sourced (a cycle)")
        }
        let savedDirectory = currentDirectory
        sourceStack.append(file.canonicalPath)
        currentDirectory = Interpreter.directory(of: fullPath)
        defer {
            sourceStack.removeLast()
            currentDirectory = savedDirectory
        }
        let lines = FileLineSource(descriptor: file.descriptor)
        lines.stopOnInterrupt = isInterrupted
        var source = lines
        run(&source, file: fullPath)
        if let error = lines.readError {
            throw chunk.diagnostic(at: path.offset, "cannot read '\(path.value)': \(error)")
        }
    }

    /// Runs a script file at the top level (the command line's SCRIPT arguments).
    /// Returns an error message if it cannot be opened.
    public func runScript(atPath path: String) -> String? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return "cannot read '\(path)': \(String(cString: strerror(errno)))" }
        defer { close(descriptor) }
        if let problem = Interpreter.notARegularFile(descriptor) { return "cannot read '\(path)': \(problem)" }
        let canonical = Interpreter.canonicalPath(path)
        sourceStack.append(canonical)
        currentDirectory = Interpreter.directory(of: path)
        defer {
            sourceStack.removeLast()
            currentDirectory = nil
        }
        let lines = FileLineSource(descriptor: descriptor)
        lines.stopOnInterrupt = isInterrupted
        var source = lines
        run(&source, file: path)
        return lines.readError.map { "cannot read '\(path)': \($0)" }
    }

    func loadApp(_ source: AppSource, in chunk: Chunk, at offset: Int) throws {
        switch source {
        case .declaration(let declaration):
            if declaration.name == AppSchema.free.name || BuiltinApps.named(declaration.name) != nil {
                throw chunk.diagnostic(at: declaration.offset, "'\(declaration.name)' is a built-in app: give your app another name")
            }
            let schema: AppSchema
            do {
                schema = try AppSchema(name: declaration.name, tabs: declaration.tabs, sharedRoutes: declaration.sharedRoutes)
            } catch {
                throw chunk.diagnostic(at: declaration.offset, error.description)
            }
            declaredApps[schema.name] = schema
            load(schema)
        case .name(let name):
            if name == AppSchema.free.name { return load(.free) }
            if let schema = BuiltinApps.named(name) ?? declaredApps[name] { return load(schema) }
            guard name.contains("/") || name.contains(".") else {
                let known = [AppSchema.free.name] + BuiltinApps.all.map(\.name) + declaredApps.keys.sorted()
                let suggestion = Spelling.suggestion(for: name, among: known)
                throw chunk.diagnostic(
                    at: offset,
                    "unknown app '\(name)'"
                        + (suggestion.map { " (did you mean '\($0)'?)" } ?? " (use 'apps' to list them, or give a file such as 'clinic.navapp')"))
            }
            let schema: AppSchema
            do {
                schema = try AppFile.read(resolvePath(name), named: name)
            } catch let problem as AppFile.Problem {
                throw problem.diagnostic ?? chunk.diagnostic(at: offset, problem.message)
            }
            declaredApps[schema.name] = schema
            load(schema)
        }
    }

    /// Loads a schema with every tab at its root.
    func load(_ schema: AppSchema) {
        router = Router(schema: schema)
        router.singleTop = settings.singleTop
        history = History()
    }

    /// Puts back what `expect fail` saved before running a command that should have failed.
    func restore(router: Router, settings: Settings, apps: [String: AppSchema], history: History) {
        self.history = history
        self.router = router
        self.settings = settings
        self.declaredApps = apps
    }

    // MARK: Paths

    func resolvePath(_ path: String) -> String {
        guard !path.hasPrefix("/"), let directory = currentDirectory, directory != "." else { return path }
        return directory + "/" + path
    }

    private struct OpenedScript {
        let descriptor: Int32
        let canonicalPath: String
    }

    private func openScript(_ fullPath: String, named name: String, in chunk: Chunk, at offset: Int) throws -> OpenedScript {
        let descriptor = open(fullPath, O_RDONLY)
        guard descriptor >= 0 else {
            throw chunk.diagnostic(at: offset, "cannot source '\(name)': \(String(cString: strerror(errno)))")
        }
        if let problem = Interpreter.notARegularFile(descriptor) {
            close(descriptor)
            throw chunk.diagnostic(at: offset, "cannot source '\(name)': \(problem)")
        }
        return OpenedScript(descriptor: descriptor, canonicalPath: Interpreter.canonicalPath(fullPath))
    }

    public static func notARegularFile(_ descriptor: Int32) -> String? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return String(cString: strerror(errno)) }
        return (status.st_mode & S_IFMT) == S_IFDIR ? "it is a directory" : nil
    }

    static func canonicalPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
