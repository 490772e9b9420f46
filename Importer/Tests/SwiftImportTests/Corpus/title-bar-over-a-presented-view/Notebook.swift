import SwiftUI

// A Mac sheet's title bar written in place, over the project's one view: that view is the
// screen presented (`TitledPresentations`). Not when the stack lays out more than one view of
// the project's, a card given controls to lay out, or no view of the project's at all.
@main
struct NotebookApp: App {
    var body: some Scene {
        WindowGroup { LibraryView() }
    }
}

struct LibraryView: View {
    @State private var addingSource = false
    @State private var editingTags = false
    @State private var showingStorage = false
    @State private var comparing = false
    @State private var renaming = false
    @State private var exporting = false
    @State private var name = ""

    var body: some View {
        VStack {
            Button("Add Source") { addingSource = true }
            Button("Tags") { editingTags = true }
            Button("Storage") { showingStorage = true }
            Button("Compare") { comparing = true }
            Button("Rename") { renaming = true }
            Button("Export") { exporting = true }
        }
        // A title bar over the view, which is called back when it is done: sheet sourceEditor.
        .sheet(isPresented: $addingSource) {
            VStack(spacing: 0) {
                HStack {
                    Text("Add Source").font(.headline)
                    Spacer()
                    Button("Cancel") { addingSource = false }
                        .keyboardShortcut(.escape)
                }
                .padding(.horizontal, 20)
                .padding(.vertical, 14)
                Divider()
                SourceEditor(presentsAsSheet: true) { _ in
                    addingSource = false
                }
                .padding(16)
            }
            .frame(minWidth: 520)
        }
        // The view in a ScrollView under its title: sheet tagEditor.
        .sheet(isPresented: $editingTags) {
            VStack(spacing: 0) {
                Text("Tags").font(.headline)
                Divider()
                ScrollView {
                    TagEditor(onApplied: { editingTags = false })
                        .padding(16)
                }
            }
        }
        // A card of the project's given controls to lay out: no screen, no route.
        .sheet(isPresented: $showingStorage) {
            VStack(alignment: .leading, spacing: 16) {
                Text("Storage").font(.title3)
                SettingsCard(title: "Location") {
                    Toggle("Keep a copy", isOn: .constant(true))
                }
            }
        }
        // Two views of the project's side by side: which is the screen is not said.
        .sheet(isPresented: $comparing) {
            VStack {
                Text("Compare")
                SourceSummary()
                SourceSummary()
            }
        }
        // The same laid out by a property of the view: sheet exportPanel.
        .sheet(isPresented: $exporting) {
            exportSheet
        }
        // SwiftUI's own views only: no route.
        .sheet(isPresented: $renaming) {
            VStack {
                Text("Rename")
                TextField("Name", text: $name)
                Button("Done") { renaming = false }
            }
        }
    }
}

extension LibraryView {
    private var exportSheet: some View {
        VStack(spacing: 0) {
            HStack {
                Text("Export").font(.headline)
                Spacer()
                Button("Close") { exporting = false }
            }
            Divider()
            ExportPanel(onDone: { exporting = false })
        }
        .frame(minWidth: 480)
    }
}

struct ExportPanel: View {
    var onDone: () -> Void
    var body: some View { Form { Text("Export") } }
}

struct SourceEditor: View {
    var presentsAsSheet = false
    var onSave: (String) -> Void
    var body: some View { Form { Text("Source") } }
}

struct TagEditor: View {
    var onApplied: () -> Void
    var body: some View { List { Text("Tag") } }
}

struct SettingsCard<Content: View>: View {
    var title: String
    @ViewBuilder var content: Content
    var body: some View { GroupBox(title) { content } }
}

struct SourceSummary: View {
    var body: some View { Text("Summary") }
}
