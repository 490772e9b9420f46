import NavigationModel

/// A value with the byte offset in its chunk where it was written, for pointing errors at it.
public struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
    public let value: Value
    public let offset: Int

    public init(_ value: Value, at offset: Int) {
        self.value = value
        self.offset = offset
    }
}

/// A route as written, with where its name and each argument stand.
public struct RouteSyntax: Hashable, Sendable {
    public let request: RouteRequest
    public let offset: Int
    public let argumentOffsets: [Int]

    public init(request: RouteRequest, offset: Int, argumentOffsets: [Int]) {
        self.request = request
        self.offset = offset
        self.argumentOffsets = argumentOffsets
    }
}

/// Where `app` loads a schema from.
public enum AppSource: Hashable, Sendable {
    /// A built-in app, `none`, an app declared earlier, or else a file.
    case name(String)
    case declaration(AppDeclaration)
}

/// An `app NAME { ... }` block as parsed, before it is checked as a schema.
public struct AppDeclaration: Hashable, Sendable {
    public let name: String
    public let tabs: [TabDeclaration]
    public let sharedRoutes: [RouteDeclaration]
    public let offset: Int
}

/// One parsed command.
public enum Command: Hashable, Sendable {
    case tab(Located<String>)
    case tabs
    case push([RouteSyntax])
    case pop(Located<Int>?)
    case root
    case popTo(RouteSyntax, inclusive: Bool)
    case replace([RouteSyntax])
    case go(RouteSyntax)
    case present(ModalStyle, RouteSyntax)
    case dismiss(all: Bool)
    case reset
    case select(RouteSyntax)
    case show(verbose: Bool)
    case state(json: Bool)
    case routes
    case app(AppSource, offset: Int)
    case apps
    case source(Located<String>)
    case set(name: Located<String>?, value: Located<String>?)
    case echo(String)
    case help(Located<String>?)
    case quit(Located<Int>?)
    case expect(Expectation)
    case open(Located<String>)
    case url
    case save(Located<String>)
    case restore(Located<String>)
    case undo(Located<Int>?)
    case redo(Located<Int>?)
    case history(Located<Int>?)

    /// The file a command reads or writes, if it touches one.
    var filePath: Located<String>? {
        switch self {
        case .source(let path), .save(let path), .restore(let path): return path
        case .app(.name(let name), let offset) where name.contains("/") || name.contains("."): return Located(name, at: offset)
        case .expect(.fail(let statement)): return statement.command.filePath
        default: return nil
        }
    }

    /// Whether a successful run is recorded as an undo step.
    var isRecorded: Bool {
        switch self {
        case .undo, .redo, .app: return false
        default: return true
        }
    }
}

/// What an `expect` command checks.
public indirect enum Expectation: Hashable, Sendable {
    /// The current stack, bottom first; an empty list is `expect stack empty`.
    case stack([RouteSyntax])
    case depth(Int)
    case tab(Located<String>)
    case top(RouteSyntax)
    case modal(ModalStyle, RouteSyntax)
    case noModal
    case url(Located<String>)
    /// The command must fail and leave the state unchanged.
    case fail(Statement)
}

/// A command with where its source text is in its chunk.
public struct Statement: Hashable, Sendable {
    public let command: Command
    /// The bytes the command spans in its chunk's block.
    public let range: Range<Int>
    /// The command as written, kept only where a message quotes it (`expect fail`).
    public let text: String?

    init(command: Command, range: Range<Int>, text: String? = nil) {
        self.command = command
        self.range = range
        self.text = text
    }

    /// The byte offset of its first token.
    public var offset: Int { range.lowerBound }
}
