/// A file's private view is named in the view graph by its file and its name
/// (`Shop_swift#DetailView`): several files may each declare a `DetailView`, and each file's
/// constructions mean its own. The report calls it by its name, as the sources do, beside
/// its place.
enum PrivateViews {
    /// `Shop_swift#` for `Shop.swift`: what a private view's name in the graph starts with.
    static func token(of file: String) -> String {
        String(file.map { $0 == "." ? "_" : $0 }) + "#"
    }

    /// The type's name of a view of the graph: `DetailView` for `Shop_swift#DetailView`.
    static func name(_ key: String) -> String {
        key.lastIndex(of: "#").map { String(key[key.index(after: $0)...]) } ?? key
    }

    /// `levels` with each private view also under its type's name (`SelectedTabContentView` for
    /// `AppShellView_swift#SelectedTabContentView`), where no view of that name is in it: a
    /// member's switch is recorded under the type's declared path, not its file's name, and a
    /// view the scene shows through a private one (a bar of the app's own above a private view
    /// switching over its selection) is found by it. Several files' private views of one name
    /// keep the nearest level.
    static func alsoByTypeName(_ levels: [String: Int]) -> [String: Int] {
        var named = levels
        for (key, level) in levels where key.contains("#") {
            let name = Self.name(key)
            guard levels[name] == nil else { continue }
            named[name] = min(named[name] ?? level, level)
        }
        return named
    }
}
