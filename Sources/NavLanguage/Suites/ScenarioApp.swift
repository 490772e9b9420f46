import NavreplKit

/// The app a scenario ran with, and where that came from, so that a failure names it: a
/// suite that silently runs every script on the built-in default reads, when it fails, as
/// the wrong app rather than as broken scripts.
public struct ScenarioApp: Sendable, Equatable, CustomStringConvertible {
    /// Where the app a script starts with was named.
    public enum Origin: Sendable, Equatable {
        /// Nothing named one: navrepl's built-in default.
        case builtinDefault
        /// `navrepl test --app VALUE`.
        case commandLine
        /// The `app` key of the suite file at this path.
        case suiteFile(String)
        /// An app's own router (`NavScenario`), which the script runs on.
        case router
        /// The script's own `app` line, at this place.
        case appLine(SourceLocation)
    }

    public let name: String
    public let origin: Origin

    public init(name: String, origin: Origin) {
        self.name = name
        self.origin = origin
    }

    /// `hospital (the built-in default)`, `shop (from navrepl.toml)`.
    public var description: String {
        switch origin {
        case .builtinDefault: return "\(name) (the built-in default)"
        case .commandLine: return "\(name) (from --app)"
        case .suiteFile(let path): return "\(name) (from \(path))"
        case .router: return "\(name) (the app's router)"
        case .appLine(let location): return "\(name) (from the app line at \(location))"
        }
    }
}
