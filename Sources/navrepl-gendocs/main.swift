import NavreplDocs
import Platform

// `scripts/gendocs`: rewrites the generated parts of the man page and docs/apps-and-commands.md
// from the command specs, in the repository whose root is the one argument.
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let root = arguments.first else {
    System.write(System.standardError, "usage: navrepl-gendocs ROOT\n")
    System.exit(2)
}
do {
    for line in try GeneratedRegion.regenerateAll(root: root) { System.write(System.standardOutput, line + "\n") }
} catch {
    System.write(System.standardError, "navrepl-gendocs: \(error.message)\n")
    System.exit(1)
}
