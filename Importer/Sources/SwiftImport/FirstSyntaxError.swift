import SwiftSyntax

/// Where a file's first syntax error is, for saying it without diagnosing the whole file.
enum FirstSyntaxError {
    /// How many levels above the erroneous token the diagnosis looks: enough for the
    /// generator to word the error as it would for the whole file ("expected '}' to end enum").
    static let levelsAbove = 3

    /// The node around the first error in source order: a few levels above its token, but
    /// never a list of statements, members or elements, which may hold thousands more errors.
    static func surroundings(in tree: SourceFileSyntax) -> Syntax {
        var node = Syntax(tree)
        while let child = node.children(viewMode: .all).first(where: \.hasError) { node = child }
        for _ in 0..<levelsAbove {
            guard let parent = node.parent, parent.is(UnexpectedNodesSyntax.self) || !parent.kind.isSyntaxCollection else { break }
            node = parent
        }
        return node
    }
}
