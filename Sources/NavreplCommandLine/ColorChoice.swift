import ArgumentParser
import Platform

/// `--color auto|always|never`, as navrepl and its test runner take it.
public enum ColorChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
    case auto, always, never

    /// Whether to colour: `auto` means on a terminal, unless `NO_COLOR` is set or `TERM=dumb`.
    public func isOn(stdoutIsTerminal: Bool) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColour = System.environment("NO_COLOR"), !noColour.isEmpty { return false }
            if System.environment("TERM") == "dumb" { return false }
            return stdoutIsTerminal
        }
    }
}
