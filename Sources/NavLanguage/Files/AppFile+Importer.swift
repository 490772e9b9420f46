import NavreplKit

/// What navrepl-import needs of the app file's rules to write an app file navrepl reads: it is
/// a package of its own (Importer/), so it sees only what is public here, not NavreplKit's
/// package-level helpers.
extension AppFile {
    /// What takes `name`, as navrepl says it, so that an app file of that name would be
    /// shadowed by it: free mode (`app none`) or a built-in app; nil when nothing does.
    public static func takerOfName(_ name: String) -> String? {
        if name == AppSchema.free.name { return "free mode's name (app none accepts any route)" }
        return BuiltinApps.named(name) != nil ? "a built-in app's name" : nil
    }

    /// Why `name` cannot be an imported app's (`--name`, given to `app import` or to
    /// navrepl-import), or nil when it can: one rule for both, checked before anything is read.
    public static func problem(withImportedName name: String) -> String? {
        if !Identifier.isValid(name) {
            return "--name '\(name)' must be a plain name of letters, digits and '_' that does not start with a digit (it is the deep-link scheme)"
        }
        if let taker = takerOfName(name) {
            return "--name '\(name)' is \(taker), and navrepl refuses an app file that takes it: choose another (e.g. --name \(name)_imported)"
        }
        return nil
    }

    /// A default value written in Swift, as the app file reads one for a parameter of `type`
    /// (`untyped`: a bare word, whose type is still open); nil when it does not fit the type.
    public static func defaultValue(_ value: Value, untyped: Bool, as type: AppSchema.ParameterType) -> Value? {
        try? ValueCodec.decode(value, untyped: untyped, as: type)
    }
}
