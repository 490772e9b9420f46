import ArgumentParser
import Platform

extension ParsableCommand {
    /// Parses `arguments` with navrepl's exit statuses: --help and --version print and exit 0,
    /// a usage error is reported under `name` and exits 2 (not 64).
    public static func parsedOrExit(_ arguments: [String], name: String) -> Self {
        do {
            return try Self.parse(arguments)
        } catch {
            let message = Self.fullMessage(for: error)
            if Self.exitCode(for: error) == .success {
                // --help and --version: a failed write (a full disk) is a failure.
                let bytes = Array((message + "\n").utf8)
                if let failure = bytes.withUnsafeBytes({ System.writeAll(System.standardOutput, $0) }) {
                    System.write(System.standardError, "navrepl: cannot write output: \(failure.message)\n")
                    System.exit(1)
                }
                System.exit(0)
            }
            var text = message + "\n"
            if !message.contains("Usage:") { text += "Try '\(name) --help' for more information.\n" }
            System.write(System.standardError, text)
            System.exit(2)
        }
    }
}
