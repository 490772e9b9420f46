/// One set of screens declared more than once: enums of one name, in different namespaces,
/// with the same cases carrying the same types (`Version6.Screen` and `Version7.Screen`, a
/// sample kept in several takes, or a flow copied per platform). They are one set of screens,
/// so the first is read and the others are noted, rather than each copy's cases becoming
/// routes of their own renamed after their namespace (`version7Editor`).
enum EnumCopies {
    /// `enums` without the copies of an earlier one, in their order; a note for each copy left out.
    static func withoutCopies(_ enums: [EnumDeclaration], findings: inout ImportFindings) -> [EnumDeclaration] {
        guard enums.count > 1 else { return enums }
        var firstBySignature: [Signature: EnumDeclaration] = [:]
        return enums.filter { declaration in
            guard !declaration.cases.isEmpty else { return true }
            let signature = Signature(declaration)
            guard let first = firstBySignature[signature] else {
                firstBySignature[signature] = declaration
                return true
            }
            if first === declaration { return true }
            findings.note("\(declaration.name) declares the cases of \(first.name) again: read once, as \(first.name)'s (\(declaration.place))")
            return false
        }
    }

    /// What makes two enums copies: the simple name, and each case's name and value types in
    /// order. Labels and defaults are left out: a copy may name a value differently.
    private struct Signature: Hashable {
        let name: String
        let cases: [[String]]
        let types: [[WrittenType]]

        init(_ declaration: EnumDeclaration) {
            name = declaration.path.last ?? ""
            cases = declaration.cases.map { [$0.name] }
            types = declaration.cases.map { $0.values.map(\.type) }
        }
    }
}
