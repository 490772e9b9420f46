import NavreplKit
import NavLanguage

/// The rules that turn an enum case's associated values into route parameters: labels kept,
/// unlabelled values named after their type, Swift types mapped onto String, Int, Bool and
/// closed sets, closures left out and anything else taken as String, each reported.
struct ParameterMapping {
    let index: TypeIndex

    static let stringTypes: Set<String> = ["String", "Substring", "Character", "StaticString"]
    static let integerTypes: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]

    func parameters(of enumCase: EnumCase, in owner: EnumDeclaration, findings: inout ImportFindings) -> [AppSchema.Parameter] {
        let labels = Self.labels(for: enumCase.values)
        return zip(enumCase.values, labels).compactMap { value, label in
            let place = "\(owner.name).\(enumCase.name)(\(label):) (\(enumCase.place))"
            // A closure the app passes along (a callback when a tag group is saved) is no value
            // a user could type at the prompt, nor one a link could carry.
            if Self.isClosure(value.type) {
                findings.note("\(place) takes a closure, \(value.type.text), which is no value to type: left out of the route's parameters")
                return nil
            }
            let (type, isOptional) = parameterType(value.type, in: owner, at: enumCase.place, findings: &findings)
            return AppSchema.Parameter(
                label: label, type: type, isOptional: isOptional,
                defaultValue: value.defaultValue.flatMap { defaultValue($0, of: type, isOptional: isOptional, at: place, findings: &findings) })
        }
    }

    /// A default kept as the schema's own (`tab: Int = 0`), or nil with a note when navrepl
    /// cannot hold it: an optional's default is always nil there, and an expression has no value.
    private func defaultValue(
        _ written: WrittenDefault, of type: AppSchema.ParameterType, isOptional: Bool, at place: String, findings: inout ImportFindings
    ) -> Value? {
        if written == .word("nil") { return nil }
        guard !isOptional else {
            findings.note("default value \(written.source) of \(place) dropped: an optional parameter's default is nil in navrepl")
            return nil
        }
        // A string literal is text; a bare word takes the type it spells (`0` an Int, `.car` a member).
        let value: Value, untyped: Bool
        switch written {
        case .text(let text): (value, untyped) = (.string(text), false)
        case .word(let word): (value, untyped) = (.string(word), true)
        case .expression:
            findings.note("default value \(written.source) of \(place) dropped: it is not a literal")
            return nil
        }
        guard let decoded = AppFile.defaultValue(value, untyped: untyped, as: type) else {
            findings.note("default value \(written.source) of \(place) dropped: it is not a \(type.spelling)")
            return nil
        }
        return decoded
    }

    /// Labels as written; an unlabelled value is named after its type in lower camel case,
    /// numbered from 1 when several values would get the same name.
    static func labels(for values: [AssociatedValue]) -> [String] {
        let written = values.map { $0.label ?? lowerCamel(typeWord($0.type)) }
        var counts: [String: Int] = [:]
        for (value, name) in zip(values, written) where value.label == nil { counts[name, default: 0] += 1 }
        let labelled = Set(zip(values, written).filter { $0.0.label != nil }.map(\.1))
        var numbers: [String: Int] = [:]
        return zip(values, written).map { value, name in
            guard value.label == nil, counts[name, default: 0] > 1 || labelled.contains(name) else { return name }
            numbers[name, default: 0] += 1
            return name + String(numbers[name]!)
        }
    }

    private static func isClosure(_ type: WrittenType) -> Bool {
        switch type {
        case .function: true
        case .optional(let wrapped): isClosure(wrapped)
        default: false
        }
    }

    private static func typeWord(_ type: WrittenType) -> String {
        switch type {
        // A TCA feature's `Thread.State` is named for its feature: `thread`.
        case .named(let path, _) where path.count > 1 && path.last == "State": return path[path.count - 2]
        case .named(let path, _): return path.last ?? "value"
        case .optional(let wrapped): return typeWord(wrapped)
        case .array(let element): return typeWord(element) + "s"
        case .function, .other: return "value"
        }
    }

    static func lowerCamel(_ name: String) -> String {
        // `URL` → `url`, `UUIDString` → `uuidString`, `Patient` → `patient`.
        let characters = Array(name)
        var upperRun = 0
        while upperRun < characters.count, characters[upperRun].isUppercase { upperRun += 1 }
        if upperRun == 0 { return name }
        let lowered = upperRun == characters.count || upperRun == 1 ? upperRun : upperRun - 1
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    private func parameterType(
        _ written: WrittenType, in owner: EnumDeclaration, at place: SourcePlace, findings: inout ImportFindings
    ) -> (AppSchema.ParameterType, Bool) {
        var (type, isOptional) = written.unwrapped
        while case .optional(let inner) = type { type = inner; isOptional = true }
        guard case .named(let path, let arguments) = type, arguments.isEmpty, let last = path.last else {
            findings.assume("\(written.unwrapped.type.text) taken as String (\(place))")
            return (.string, isOptional)
        }
        let bare = path.count == 2 && path[0] == "Swift" ? [last] : path
        if bare.count == 1 {
            if Self.stringTypes.contains(last) { return (.string, isOptional) }
            if Self.integerTypes.contains(last) { return (.int, isOptional) }
            if last == "Bool" { return (.bool, isOptional) }
            if owner.genericParameters.contains(last) {
                findings.assume("generic parameter \(last) of \(owner.name) taken as String (\(owner.place))")
                return (.string, isOptional)
            }
        }
        switch index.resolve(path, from: owner.path) {
        case .enumeration(let declaration) where declaration.isPlain:
            return (.oneOf(declaration.cases.map(\.name)), isOptional)
        case .enumeration(let declaration):
            let what = declaration === owner ? "indirect" : "enum with associated values"
            findings.assume("\(declaration.name) (\(what)) taken as String (\(declaration.place))")
        case .nominal(let nominal):
            findings.assume("\(type.text) (\(nominal.kind)) taken as String (\(nominal.place))")
        case nil:
            findings.assume("\(type.text) taken as String (\(place))")
        }
        return (.string, isOptional)
    }
}
