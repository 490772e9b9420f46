import NavreplKit
import Platform

/// An app file: one `app NAME { ... }` declaration, comments allowed, as `app FILE` and
/// `--app FILE` read it.
public enum AppFile {
    /// Why a file could not be read; `diagnostic` is set when the problem is inside it.
    public struct Problem: Error {
        public let message: String
        public let diagnostic: Diagnostic?
    }

    /// Errors inside the file call it `shown` (a path as the script wrote it), or else `path`.
    public static func read(_ path: String, named name: String, shownAs shown: String? = nil) throws -> AppSchema {
        let file = shown ?? path
        let descriptor: Int32
        do {
            descriptor = try ReadableFile.open(path)
        } catch {
            throw Problem(message: "cannot read app file '\(name)': \(error.reason)", diagnostic: nil)
        }
        defer { System.close(descriptor) }
        let lines = FileLineSource(descriptor: descriptor)
        let schema = try parse(lines, file: file, named: name)
        if let error = lines.readError {
            throw Problem(message: "cannot read app file '\(name)': \(error)", diagnostic: nil)
        }
        return schema
    }

    /// Reads the one declaration in `lines`; `file` is where diagnostics say it is.
    public static func parse(_ lines: some LineSource, file: String, named name: String) throws -> AppSchema {
        var lines = lines
        var assembler = ChunkAssembler(file: file)
        var declarations: [(AppDeclaration, Chunk)] = []
        var tokens: [Token] = []
        do {
            while let line = lines.nextLine() {
                if let message = line.problemMessage {
                    throw Diagnostic(location: SourceLocation(file: file, line: line.number, column: line.problemColumn), message: message)
                }
                guard let chunk = try assembler.add(line, tokens: &tokens) else { continue }
                var parser = Parser(chunk: chunk, tokens: tokens, commands: .language)
                while let parsed = parser.next() {
                    switch parsed {
                    case .failure(let diagnostic, _):
                        // A file that does not begin as an app file is not one: say so, rather
                        // than what its first line is not (and never quote it).
                        if declarations.isEmpty, let first = tokens.first, chunk.text(first) != "app" {
                            throw chunk.diagnostic(at: first.start, "an app file holds one 'app NAME { ... }' declaration, and this one does not begin with 'app'")
                        }
                        throw diagnostic
                    case .statement(let statement):
                        guard let app = statement.action as? AppCommand, case .declaration(let declaration) = app.source else {
                            throw chunk.diagnostic(at: statement.offset, "an app file holds one 'app NAME { ... }' declaration, not commands")
                        }
                        declarations.append((declaration, chunk))
                    }
                }
            }
            if let (diagnostic, _) = assembler.finish() { throw diagnostic }
        } catch let diagnostic as Diagnostic {
            throw Problem(message: "in app file '\(name)': \(diagnostic.formatted())", diagnostic: diagnostic)
        }
        guard declarations.count == 1, let (declaration, chunk) = declarations.first else {
            throw Problem(message: "app file '\(name)' must hold exactly one 'app NAME { ... }' declaration, not \(declarations.count)", diagnostic: nil)
        }
        if BuiltinApps.named(declaration.name) != nil || declaration.name == AppSchema.free.name {
            throw Problem(message: "'\(declaration.name)' is a built-in app: give the app in '\(name)' another name", diagnostic: nil)
        }
        do {
            return try declaration.schema()
        } catch {
            let diagnostic = chunk.diagnostic(at: declaration.offset(of: error), error.description)
            throw Problem(message: "in app file '\(name)': \(diagnostic.formatted())", diagnostic: diagnostic)
        }
    }
}
