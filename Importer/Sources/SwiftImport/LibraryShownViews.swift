import NavreplKit

extension SwiftDeclarations {
    /// Keeps, of the views given to a library's calls (a presentation context's `present(_:)`,
    /// `ContextPresentations`; a navigation object's `pushContent { }`, `ClosureNavigationCalls`),
    /// those the sources declare. Such a call is the library's: unlike a `.sheet { }` closure it
    /// need not be given a view (alert and toast contexts take values of their own), and the
    /// library often shows views of its own with it (a camera, a share sheet), neither a
    /// screen of the app's.
    mutating func dropUndeclaredLibraryShownViews() {
        guard !declaredOnlyViewPlaces.isEmpty else { return }
        let declared = Set(types.compactMap(\.path.last))
        for key in uses.keys {
            uses[key]!.viewLinks.removeAll { link in
                let name = PrivateViews.name(link.view)
                guard declaredOnlyViewPlaces.contains(link.place), !declared.contains(name) else { return false }
                notes.append("\(name) at \(link.place) is shown by a library's call but not declared in the sources: not imported")
                return true
            }
        }
    }
}
