import NavLanguage
/// The part of a hand-written file that is generated, between two marker lines, so that the
/// generator rewrites it and leaves the rest (tutorial, examples) as written.
public struct GeneratedRegion: Sendable {
    /// The file, relative to the repository's root.
    public let path: String
    public let begin: String
    public let end: String
    /// What belongs between the markers, every line ending in a newline.
    public let text: @Sendable () -> String

    /// `text` put between the markers of `file`, or nil when the file lacks them.
    public func replacing(in file: String) -> String? {
        guard let start = file.firstRange(of: begin + "\n"), let stop = file[file.index(before: start.upperBound)...].firstRange(of: "\n" + end)
        else { return nil }
        return String(file[..<start.upperBound]) + text() + String(file[file.index(after: stop.lowerBound)...])
    }

    /// Rewrites every generated region under the repository's `root` from the specs, and
    /// returns a line for each file that changed (`scripts/gendocs` runs it).
    public static func regenerateAll(root: String) throws(StateFile.Problem) -> [String] {
        var report: [String] = []
        for region in all {
            let path = root + "/" + region.path
            let file: String
            do { file = String(decoding: try ReadableFile.contents(of: path), as: UTF8.self) } catch {
                throw StateFile.Problem(message: "cannot read \(region.path): \(error.reason)")
            }
            guard let regenerated = region.replacing(in: file) else {
                throw StateFile.Problem(message: "\(region.path) lacks the line '\(region.begin)' or, after it, '\(region.end)'")
            }
            guard regenerated != file else { continue }
            try StateFile.writeAtomically(regenerated, to: path, shownAs: region.path, verb: "write")
            report.append("wrote \(region.path)")
        }
        return report
    }

    /// Every generated part of the documentation.
    public static let all = [
        GeneratedRegion(
            path: "man/navrepl.1",
            begin: #".\" BEGIN GENERATED from the command specs by scripts/gendocs: do not edit"#,
            end: #".\" END GENERATED"#,
            text: { ManualCommands.text() }),
        GeneratedRegion(
            path: "docs/apps-and-commands.md",
            begin: "<!-- BEGIN GENERATED from the command specs by scripts/gendocs: do not edit -->",
            end: "<!-- END GENERATED -->",
            text: { CommandTable.text() }),
    ]
}
