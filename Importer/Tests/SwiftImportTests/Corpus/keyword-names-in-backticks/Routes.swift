import SwiftUI

// Names that are Swift keywords are written in backticks; navrepl's app language takes them
// as they are (`default`, `in`), so the routes keep them without the backticks.
enum SettingsRoute: Hashable {
    case value(`default`: Int)
    case `default`
    case `repeat`(`in`: String, times: Int)
    // A label navrepl cannot write is named in the note, not blamed on the case's name.
    case launch(🚀: Int)
}

struct SettingsView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Default", value: SettingsRoute.default)
            }
            .navigationDestination(for: SettingsRoute.self) { _ in Text("") }
        }
    }
}
