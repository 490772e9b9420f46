import SwiftUI

// View modes switched over a model's selection in a view private to its file: the window's
// shell puts a bar of the app's own above a private view that shows the chosen page
// (`switch model.page` in `private struct PageContent`). The scene reaches that view through
// the shell under its file's name; its switch is the app's top level all the same, so the
// pages are the tabs.
@main
struct ArchiveApp: App {
    @State private var model = ArchiveModel()

    var body: some Scene {
        WindowGroup { ShellView(model: model) }
    }
}

enum Page: CaseIterable {
    case documents, tags, preferences

    var title: String {
        switch self {
        case .documents: "Documents"
        case .tags: "Tags"
        case .preferences: "Preferences"
        }
    }
}

@Observable
final class ArchiveModel {
    var page: Page = .documents
}

struct ShellView: View {
    @Bindable var model: ArchiveModel

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                ForEach(Page.allCases, id: \.self) { page in
                    Button(page.title) { model.page = page }
                }
            }
            PageContent(model: model)
        }
    }
}

private struct PageContent: View {
    @Bindable var model: ArchiveModel

    var body: some View {
        Group {
            switch model.page {
            case .documents: DocumentsView()
            case .tags: TagsView()
            case .preferences: PreferencesPane()
            }
        }
    }
}

struct DocumentsView: View {
    @State private var importing = false

    var body: some View {
        List { Text("Invoice") }
            .toolbar { Button("Import") { importing = true } }
            .sheet(isPresented: $importing) { ImportView() }
    }
}

struct TagsView: View {
    var body: some View { List { Text("Work") } }
}

struct PreferencesPane: View {
    var body: some View { Form { Toggle("Compact rows", isOn: .constant(true)) } }
}

struct ImportView: View {
    var body: some View { Text("Choose files") }
}
