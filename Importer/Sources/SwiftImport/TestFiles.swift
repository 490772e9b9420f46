import SwiftSyntax

/// A file of tests: one that imports a test framework (`import XCTest`, `import Testing`) or a
/// module `@testable`. A test builds a view to check it, not to show it, so a test that builds
/// the settings view does not make it one of the app's screens, nor the windows it opens the
/// app's: such a file is not read. A folder given whole (a repository, tests and all) is then
/// read as its app's sources alone.
enum TestFiles {
    static let frameworks: Set<String> = ["XCTest", "Testing"]

    static func isTests(_ tree: SourceFileSyntax) -> Bool {
        tree.statements.contains { statement in
            guard let declaration = statement.item.as(ImportDeclSyntax.self) else { return false }
            let testable = declaration.attributes.contains {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "testable"
            }
            return testable || declaration.path.first.map { frameworks.contains($0.name.text) } == true
        }
    }

    /// `3 files of tests not read (they import XCTest or Testing, or a module @testable): ...`.
    static func note(_ files: [String]) -> String {
        let one = files.count == 1
        return "\(files.count) file\(one ? "" : "s") of tests not read (\(one ? "it imports" : "they import") XCTest or Testing, "
            + "or a module @testable: tests build views to check them, not to show them): "
            + files.prefix(3).joined(separator: ", ") + (files.count > 3 ? " and \(files.count - 3) more" : "")
    }
}
