import SwiftUI

// A case that carries a callback (`onSaved`) beside its values: the callback is no value a
// user types at the prompt, so it is left out of the route's parameters, with a note,
// rather than taken as a String.
enum SheetDestination: Identifiable {
    case editTag(name: String, onSaved: ((String) -> Void)?)
    case confirm(@escaping () -> Void)
    case about

    var id: String {
        switch self {
        case .editTag: "editTag"
        case .confirm: "confirm"
        case .about: "about"
        }
    }
}

@main
struct TagsApp: App {
    @State private var sheet: SheetDestination?
    var body: some Scene {
        WindowGroup {
            Button("Edit") { sheet = .editTag(name: "swift", onSaved: nil) }
                .sheet(item: $sheet) { destination in
                    switch destination {
                    case .editTag(let name, _): Text(name)
                    case .confirm: Text("sure?")
                    case .about: Text("about")
                    }
                }
        }
    }
}
