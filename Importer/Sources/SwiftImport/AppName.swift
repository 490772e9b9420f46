import NavreplKit
import NavLanguage

/// The name an imported app gets: one the user gives, else its `@main` type's, else its
/// first path's, made a valid navrepl name that no built-in app has.
public enum AppName {
    /// Letters, digits and `_`, not starting with a digit: what navrepl accepts as an app name.
    public static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    /// `declared` is the name an `AppSchema(name:...)` in the sources gives.
    static func choose(explicit: String?, declared: String? = nil, mainType: String?, paths: [String], findings: inout ImportFindings) -> String {
        if let explicit { return explicit }
        var name: String
        if let declared, isValid(declared) {
            name = declared
        } else if let mainType {
            name = mainType.hasSuffix("App") && mainType.count > 3 ? String(mainType.dropLast(3)) : mainType
        } else {
            let last = paths.first.map { $0.split(separator: "/").last.map(String.init) ?? $0 } ?? "imported"
            name = last.hasSuffix(".swift") ? String(last.dropLast(6)) : last
        }
        if name != declared { name = ParameterMapping.lowerCamel(sanitized(name)) }
        if AppFile.isBuiltinAppName(name) {
            findings.note("'\(name)' is a built-in app's name: the app is named \(name)_imported (give another with --name)")
            name += "_imported"
        }
        return name
    }

    /// Letters, digits and `_` only, not starting with a digit.
    private static func sanitized(_ text: String) -> String {
        var name = String(text.unicodeScalars.map { scalar in
            scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) ? Character(scalar) : "_"
        })
        if name.isEmpty || name.first!.isNumber { name = "app" + name }
        return name
    }
}
