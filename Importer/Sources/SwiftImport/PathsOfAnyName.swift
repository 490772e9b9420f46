import SwiftParser
import SwiftSyntax

/// What one file declares, as its first collection found it, and the properties whose names
/// say no path that it appends to (`PathsOfAnyName`); or, with none, what a run of such files
/// declares, merged.
struct CollectedFile {
    let file: String
    var found: SwiftDeclarations
    let appendsOnto: Set<String>
    /// The file's text, kept when it appends onto such properties, to collect it again.
    var text: String? = nil
}

/// A binding a construction hands down by label: `NoteList(trail: $nav)`, `Row(flow:
/// $router.flow)`. The view given it appends to its own property (`trail`), which is the
/// path it was given.
struct HandedBinding {
    let label: String
    let property: String
}

/// What a `NavigationStack(path:)` is given is its navigation path, whatever its name: `nav`
/// of `@State private var nav = NavigationPath()`, a router's `flow`, and a child view's
/// `@Binding var trail` given `$nav`. A path word in the name (`path`, `routes`) marks a path
/// as the walk meets it; these are known once every file is read, and the few files that
/// append onto one are collected again (keeping every file's syntax until then would hold
/// the whole app's trees in memory; keeping every file's declarations apart until then held
/// them twice as they were merged).
enum PathsOfAnyName {
    /// Adds a file's declarations after those read before it: one that appends onto no such
    /// property is merged into the run of files before it, as nothing of it is collected again;
    /// one that does stays apart. Merging is associative, so the files' order is kept.
    static func add(_ file: CollectedFile, to files: inout [CollectedFile]) {
        if file.appendsOnto.isEmpty, let last = files.indices.last, files[last].appendsOnto.isEmpty {
            files[last].found.append(file.found)
        } else {
            files.append(file)
        }
    }

    /// The files' declarations merged in order, each file's let go once merged, so that the
    /// app's declarations are not held twice.
    static func merged(_ files: inout [CollectedFile]) -> SwiftDeclarations {
        files.reverse()
        var found = files.popLast()?.found ?? SwiftDeclarations()
        while let file = files.popLast() { found.append(file.found) }
        return found
    }

    /// Collects again, knowing the paths of any name, the files that append onto one.
    static func recollect(_ files: inout [CollectedFile]) {
        guard files.contains(where: { !$0.appendsOnto.isEmpty }) else { return }
        let stackPaths = Set(files.flatMap { $0.found.uses.values.flatMap(\.stackPaths) })
        let paths = paths(stackPaths: stackPaths, handed: files.flatMap(\.found.handedBindings))
        for index in files.indices where files[index].appendsOnto.contains(where: { paths[$0] != nil }) {
            guard var text = files[index].text else { continue }
            let tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: SwiftImporter.maximumNesting) }
            files[index].found = DeclarationCollector.collect(tree, file: files[index].file, pathsOfAnyName: paths).found
        }
    }

    /// The bindings a construction's arguments hand down (`trail: $nav`).
    static func handed(by call: FunctionCallExprSyntax) -> [HandedBinding] {
        call.arguments.compactMap { argument in
            guard let label = argument.label?.text, isProjected(argument.expression),
                  let property = TypeReading.boundProperty(argument.expression) else { return nil }
            return HandedBinding(label: label, property: property)
        }
    }

    /// Each navigation path's name, and the names its bindings are handed down under, with the
    /// name the `NavigationStack(path:)` is given (`trail` → `nav`): a tab's writes are read by
    /// its stack's name.
    static func paths(stackPaths: Set<String>, handed: [HandedBinding]) -> [String: String] {
        var paths = Dictionary(uniqueKeysWithValues: stackPaths.map { ($0, $0) })
        // Down a chain of views, one level a round; a name given twice keeps its first path.
        var added = true
        while added {
            added = false
            for binding in handed where paths[binding.label] == nil {
                guard let root = paths[binding.property] else { continue }
                paths[binding.label] = root
                added = true
            }
        }
        return paths
    }

    /// `$nav`, `$router.flow`: a binding, not the value.
    private static func isProjected(_ expression: ExprSyntax) -> Bool {
        var root = expression
        while let member = root.as(MemberAccessExprSyntax.self), let base = member.base { root = base }
        return root.as(DeclReferenceExprSyntax.self)?.baseName.text.hasPrefix("$") == true
    }
}
