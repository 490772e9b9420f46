import NavLanguage
import NavreplKit

/// A suite's results as TAP version 13 (the Test Anything Protocol of `prove`): a plan line,
/// then `ok N - FILE` or `not ok N - FILE` with a YAML block saying where and why.
public enum TAPReport {
    /// The version line and the plan, printed before any result.
    public static func header(count: Int) -> String {
        "TAP version 13\n1..\(count)\n"
    }

    /// The lines for the `number`th file (from 1).
    public static func text(for result: ScenarioResult, number: Int) -> String {
        switch result.verdict {
        case .passed, .updated:
            return "ok \(number) - \(description(result.path))\n"
        case .skipped:
            return "ok \(number) - \(description(result.path)) # SKIP --bail stopped at an earlier failure\n"
        case .failed:
            var text = "not ok \(number) - \(description(result.path))\n  ---\n"
            let first = result.failures.first
            text += "  message: \(quoted(first?.message ?? "failed"))\n  severity: fail\n"
            if let app = result.app { text += "  app: \(quoted(app.description))\n" }
            if let location = first?.location {
                text += "  at:\n    file: \(quoted(location.file))\n    line: \(location.line)\n    column: \(location.column)\n"
            }
            switch first?.difference {
            case .values(let expected, let actual)?:
                text += "  expected: \(quoted(expected))\n  actual: \(quoted(actual))\n"
            case .transcript(let expected, let actual)?:
                text += "  expected:\n" + expected.map { "    - \(quoted($0))\n" }.joined()
                text += "  actual:\n" + actual.map { "    - \(quoted($0))\n" }.joined()
            case nil:
                break
            }
            if result.failures.count > 1 {
                text += "  failures:\n" + result.failures.map { "    - \(quoted("\($0.location): \($0.message)"))\n" }.joined()
            }
            return text + "  ...\n"
        }
    }

    /// A description cannot hold `#` (it would start a directive) or a line break.
    private static func description(_ path: String) -> String {
        Escaper.printable.escaped(path).split(separator: "#", omittingEmptySubsequences: false).joined(separator: "\\#")
    }

    /// A YAML double-quoted scalar, which reads JSON's escapes; the characters YAML takes for
    /// line breaks (NEL, LS, PS) or does not allow (U+FFFE, U+FFFF) escaped too.
    private static func quoted(_ text: String) -> String {
        let escaped = Escaper.json.escaped(text)
        guard escaped.unicodeScalars.contains(where: { [0x85, 0x2028, 0x2029, 0xFFFE, 0xFFFF].contains($0.value) }) else { return escaped }
        var result = ""
        for scalar in escaped.unicodeScalars {
            if [0x85, 0x2028, 0x2029, 0xFFFE, 0xFFFF].contains(scalar.value) {
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
