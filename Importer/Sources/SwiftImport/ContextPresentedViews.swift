import NavreplKit

extension SwiftDeclarations {
    /// Keeps, of the views given to presentation contexts, those the sources declare. A
    /// context's `present(_:)` is generic: unlike a `.sheet { }` closure it need not be given a
    /// view (alert and toast contexts take values of their own), and the library that offers
    /// contexts often presents views of its own with them (a camera, a share sheet), neither
    /// a screen of the app's.
    mutating func dropUndeclaredContextViews() {
        guard !contextPresentationPlaces.isEmpty else { return }
        let declared = Set(types.compactMap(\.path.last))
        for key in uses.keys {
            uses[key]!.viewLinks.removeAll { link in
                // A private view is named by its file (`File_swift#View`).
                let name = link.view.split(separator: "#").last.map(String.init) ?? link.view
                guard contextPresentationPlaces.contains(link.place), !declared.contains(name) else { return false }
                notes.append("\(link.view) at \(link.place) is given to a presentation context but not declared in the sources: not imported")
                return true
            }
        }
    }
}
