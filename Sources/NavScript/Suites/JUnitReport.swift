import NavLanguage
import NavreplKit

/// A suite's results as JUnit XML, the form Jenkins, GitLab and GitHub Actions' test
/// reporters read: one `testsuite`, one `testcase` per file (named by the file, its
/// `classname` from its folder), a `failure` with the message and location, times in seconds.
public enum JUnitReport {
    /// `properties` (name and value) go in the suite's `properties` element: the coverage figures.
    public static func xml(for results: [ScenarioResult], seconds: Double, properties: [(name: String, value: String)] = []) -> String {
        let tally = SuiteTally(results)
        let counts = "tests=\"\(tally.total)\" failures=\"\(tally.failed)\" errors=\"0\" skipped=\"\(tally.skipped)\" time=\"\(format(seconds))\""
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"navrepl test\" \(counts)>\n"
        xml += "  <testsuite name=\"navrepl test\" \(counts)>\n"
        if !properties.isEmpty {
            xml += "    <properties>\n"
            for (name, value) in properties { xml += "      <property name=\"\(escaped(name))\" value=\"\(escaped(value))\"/>\n" }
            xml += "    </properties>\n"
        }
        for result in results {
            let time = format(Double(result.nanoseconds) / 1e9)
            xml += "    <testcase name=\"\(escaped(Interpreter.name(of: result.path)))\" classname=\"\(escaped(className(of: result.path)))\""
                + " file=\"\(escaped(result.path))\" time=\"\(time)\""
            switch result.verdict {
            case .passed, .updated:
                xml += "/>\n"
            case .skipped:
                xml += ">\n      <skipped message=\"not run: --bail stopped at an earlier failure\"/>\n    </testcase>\n"
            case .failed:
                xml += ">\n"
                let report = ConsoleReport(quiet: false, style: .plain)
                let app = result.app.map { "on app \($0)\n" } ?? ""
                for failure in result.failures {
                    let body = app + report.details(of: failure, offeringUpdate: result.failsOnlyByOutput).split(separator: "\n").map { $0.drop { $0 == " " } }.joined(separator: "\n")
                    xml += "      <failure message=\"\(escaped(failure.message))\" type=\"\(failure.difference == nil ? "error" : "mismatch")\">"
                        + escaped(body) + "</failure>\n"
                }
                xml += "    </testcase>\n"
            }
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    /// The folder, its parts joined by dots as a Java package's are; a file at the top is
    /// its own class.
    static func className(of path: String) -> String {
        var folder = Interpreter.directory(of: path)
        if folder == "." {
            let name = Interpreter.name(of: path)
            return name.hasSuffix(".nav") ? String(name.dropLast(4)) : name
        }
        while folder.hasPrefix("./") { folder.removeFirst(2) }
        return folder.split(separator: "/").joined(separator: ".")
    }

    static func format(_ seconds: Double) -> String {
        let thousandths = Int((seconds * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// Text safe in an attribute or element: markup characters as entities, and control
    /// characters but line breaks (most of which XML 1.0 cannot hold at all) spelled out as
    /// escapes.
    static func escaped(_ text: String) -> String {
        var result = ""
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for character in lines.map({ Escaper.printable.escaped(String($0)) }).joined(separator: "\n") {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            // XML 1.0 has no way to hold these two, not even as references.
            case "\u{FFFE}": result += "\\u{FFFE}"
            case "\u{FFFF}": result += "\\u{FFFF}"
            default: result.append(character)
            }
        }
        return result
    }
}
