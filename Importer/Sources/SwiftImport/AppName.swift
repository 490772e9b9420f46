import NavreplKit
import NavLanguage
import Platform

/// The name an imported app gets: one the user gives, else its `@main` type's, else its
/// first path's, made a valid navrepl name that no built-in app has.
public enum AppName {
    /// Letters, digits and `_`, not starting with a digit: what navrepl accepts as an app name.
    public static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    /// Folders that hold a project's sources under a name that is not the project's.
    static let sourceFolders: Set<String> = ["sources", "source", "src", ".", ""]

    /// `declared` is the name an `AppSchema(name:...)` in the sources gives; relative paths are
    /// in `directory`.
    static func choose(explicit: String?, declared: String? = nil, mainType: String?, paths: [String], directory: String?, findings: inout ImportFindings) -> String {
        if let explicit { return explicit }
        var name: String
        if let declared, isValid(declared) {
            name = declared
        } else if let mainType, mainType != "App" {
            // `@main struct App` says nothing of the app: its folder does.
            name = mainType.hasSuffix("App") && mainType.count > 3 ? String(mainType.dropLast(3)) : mainType
        } else if let path = paths.first, path.hasSuffix(".swift") {
            name = String((path.split(separator: "/").last ?? Substring(path)).dropLast(6))
        } else if let path = paths.first {
            name = String(path.split(separator: "/").last ?? Substring(path))
            if sourceFolders.contains(name.lowercased()), let project = projectName(of: path, in: directory) {
                let why = mainType == nil ? "no @main App type" : "the @main type is named App"
                findings.note("\(why): the app is named after \(project.what), not '\(name)' (give another name with --name)")
                name = project.name
            }
        } else {
            name = "imported"
        }
        if name != declared { name = ParameterMapping.lowerCamel(sanitized(name)) }
        if let taker = AppFile.takerOfName(name) {
            findings.note("'\(name)' is \(taker): the app is named \(name)_imported (give another with --name)")
            name += "_imported"
        }
        return name
    }

    /// The project a folder of sources (`Sources`, `src`, `.`) is of: the `.xcodeproj` beside
    /// it, else the nearest folder above it that is not one of sources.
    private static func projectName(of path: String, in directory: String?) -> (name: String, what: String)? {
        guard let folder = System.canonicalPath(SwiftSourceFiles.location(of: path, in: directory)) else { return nil }
        var components = folder.split(separator: "/").map(String.init)
        while let last = components.last, sourceFolders.contains(last.lowercased()) { components.removeLast() }
        guard let project = components.last else { return nil }
        let above = "/" + components.joined(separator: "/")
        if let xcodeproj = (System.directoryEntries(at: above) ?? []).sorted().first(where: { $0.hasSuffix(".xcodeproj") }) {
            return (String(xcodeproj.dropLast(".xcodeproj".count)), "the Xcode project \(xcodeproj)")
        }
        return (project, "the folder '\(project)'")
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
