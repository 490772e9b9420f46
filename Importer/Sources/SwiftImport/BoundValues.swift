/// A presentation's item given as a `Binding` the view builds rather than as `$property`:
/// store-driven apps (Redux, Flux, SwiftRex) bind a sheet to the store's state and dismiss it
/// by dispatching an action, `let sheet: Binding<Sheet?> = Binding(get: { store.state.sheet },
/// set: { _ in store.dispatch(.dismiss) })`, then `.sheet(item: sheet) { ... }`. The item's
/// type is the value the binding gives access to, so an enum there is read by its cases as a
/// `@State var sheet: Sheet?` is.
extension WrittenType {
    /// `Binding<Sheet?>` gives `Sheet?`; any other type, itself.
    var throughBinding: WrittenType {
        if case .named(let path, let arguments) = self, path == ["Binding"] || path == ["SwiftUI", "Binding"], arguments.count == 1 {
            return arguments[0]
        }
        return self
    }
}
