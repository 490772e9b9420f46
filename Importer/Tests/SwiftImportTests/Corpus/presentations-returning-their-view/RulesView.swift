import SwiftUI

// Presentations whose content prepares a value before the view: statements, then `return`.
// Such a closure is no view builder, so what it returns is what it shows: the editor, and the
// importer's two views chosen by a flag.
struct Rule {
    var pattern = ""
    var isMock = false
}

struct RulesView: View {
    @State private var editing = false
    @State private var importing = false
    @State private var fromFile = false
    let saved: Rule?

    var body: some View {
        List {
            Button("New rule") { editing = true }
            Button("Import") { importing = true }
        }
        .sheet(isPresented: $editing) {
            var draft = Rule()
            if let saved {
                draft = saved
            }
            return RuleEditorView(rule: draft)
        }
        .fullScreenCover(isPresented: $importing) {
            let title = fromFile ? "From a file" : "From the clipboard"
            if fromFile {
                return AnyView(FileImportView(title: title))
            }
            return AnyView(PasteImportView(title: title))
        }
    }
}

struct RuleEditorView: View {
    let rule: Rule
    var body: some View { Text(rule.pattern) }
}

struct FileImportView: View {
    let title: String
    var body: some View { Text(title) }
}

struct PasteImportView: View {
    let title: String
    var body: some View { Text(title) }
}
