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
}
