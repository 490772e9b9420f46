import Foundation
import Testing

/// The C library is reached only through `Sources/Platform`, so that navrepl compiles on
/// Linux (Glibc) and macOS (Darwin) alike; a Linux build alone would not notice a slip.
struct PortabilityTests {
    static let sources = InstallTests.root + "/Sources"

    /// `path:line: text` for each line of a Swift file outside `Sources/Platform` that imports
    /// the C library (Foundation re-exports it) or names it. NavScenario, which apps' test
    /// targets link, may import Foundation for `URL` alone (what `Bundle.module.url` gives a test).
    static func directUses() throws -> [String: [String]] {
        let forbidden = try Regex(#"^\s*(@_exported\s+)?import\s+(\w+\s+)?(Glibc|Darwin|Foundation)\b|\b(Glibc|Darwin)\."#)
        var uses: [String: [String]] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: sources)! where path.hasSuffix(".swift") {
            guard !path.hasPrefix("Platform/") else { continue }
            let lines = try String(contentsOfFile: sources + "/" + path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where line.contains(forbidden) {
                if path.hasPrefix("NavScenario/") && line == "import Foundation" { continue }
                uses[path, default: []].append("Sources/\(path):\(index + 1): \(line)")
            }
        }
        return uses
    }

    @Test func onlyThePlatformTargetCallsTheCLibrary() throws {
        let offending = try Self.directUses().values.flatMap { $0 }.sorted()
        #expect(offending == [], "use Platform's System instead")
    }
}
