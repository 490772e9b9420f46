import NavreplKit

/// What navrepl-import needs of the app file's rules to write an app file navrepl reads: it is
/// a package of its own (Importer/), so it sees only what is public here, not NavreplKit's
/// package-level helpers.
extension AppFile {
    /// Whether `name` is taken by a built-in app (or free mode), so that an app file of that
    /// name would be shadowed by it.
    public static func isBuiltinAppName(_ name: String) -> Bool {
        name == AppSchema.free.name || BuiltinApps.named(name) != nil
    }

    /// Why `name` cannot be an imported app's (`--name`, given to `app import` or to
    /// navrepl-import), or nil when it can: one rule for both, checked before anything is read.
    public static func problem(withImportedName name: String) -> String? {
        if !Identifier.isValid(name) {
            return "--name '\(name)' must be a plain name of letters, digits and '_' that does not start with a digit (it is the deep-link scheme)"
        }
        if isBuiltinAppName(name) {
            return "--name '\(name)' is a built-in app's name, and navrepl refuses an app file that takes it: choose another (e.g. --name \(name)_imported)"
        }
        return nil
    }

    /// A default value written in Swift, as the app file reads one for a parameter of `type`
    /// (`untyped`: a bare word, whose type is still open); nil when it does not fit the type.
    public static func defaultValue(_ value: Value, untyped: Bool, as type: AppSchema.ParameterType) -> Value? {
        try? ValueCodec.decode(value, untyped: untyped, as: type)
    }
}
