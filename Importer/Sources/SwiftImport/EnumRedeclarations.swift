/// An enum declared twice under one qualified name: in two targets' files read together (an
/// iOS and a macOS app's), or beside a copy in a file that does not parse. Swift would refuse
/// the pair; the importer reads the first (`TypeIndex`), and says which cases of the other it
/// left out, so that a route missing from the import is not missing unseen.
enum EnumRedeclarations {
    static func note(in found: inout SwiftDeclarations) {
        var first: [String: EnumDeclaration] = [:]
        for declaration in found.enums {
            guard let earlier = first[declaration.name] else {
                first[declaration.name] = declaration
                continue
            }
            let leftOut = declaration.cases.map(\.name).filter { earlier.enumCase(named: $0) == nil }
            guard !leftOut.isEmpty else { continue }
            found.notes.append("\(declaration.name) is declared again at \(declaration.place) with cases the first, at \(earlier.place), does not have: \(leftOut.joined(separator: ", ")) not read")
        }
    }
}
