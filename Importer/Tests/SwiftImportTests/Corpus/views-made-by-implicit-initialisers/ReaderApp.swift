import SwiftUI

// Views made by `.init(...)`, their type written where they are returned or stored
// (`func settingsView() -> SettingsView { .init(fontSize: 14) }`): each is built by the view
// that makes it, as `SettingsView(fontSize: 14)` is, so the links in it are the app's, not
// those of a view only its preview builds.
@main
struct ReaderApp: App {
    var body: some Scene {
        WindowGroup { RootView(content: settingsView) }
    }

    func settingsView() -> SettingsView {
        .init(fontSize: 14)
    }
}

struct RootView<Content: View>: View {
    let content: () -> Content

    var body: some View {
        NavigationStack {
            VStack {
                content()
                library
            }
        }
    }

    private var library: LibraryView { .init() }
}

struct SettingsView: View {
    let fontSize: Int

    var body: some View {
        NavigationLink(destination: FontsView()) { Text("Fonts") }
    }
}

struct LibraryView: View {
    var body: some View {
        NavigationLink(destination: BookView()) { Text("Book") }
    }
}

struct FontsView: View {
    var body: some View { Text("Fonts") }
}

struct BookView: View {
    var body: some View { Text("Book") }
}

struct SettingsView_Previews: PreviewProvider {
    static var previews: some View { SettingsView(fontSize: 12) }
}

#Preview {
    LibraryView()
}
