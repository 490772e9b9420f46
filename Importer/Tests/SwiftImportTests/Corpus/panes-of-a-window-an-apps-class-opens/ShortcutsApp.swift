import AppKit
import SwiftUI

// A macOS menu bar app whose menu opens an editor window through AppKit: a class of the
// project's, the window's delegate, builds the window and hosts the editor in it. The editor's
// own list of kinds chooses the form it shows (`switch selection { ... }`): that window's
// panes, not the app's tabs, as a settings window's are; what the editor presents is still
// the app's.
@main
struct ShortcutsApp: App {
    private let editor = EditorWindow()

    var body: some Scene {
        MenuBarExtra("Shortcuts", systemImage: "command") {
            Button("New Shortcut…") { editor.open() }
            Divider()
            Button("Quit") { NSApplication.shared.terminate(nil) }
        }
    }
}

@MainActor
final class EditorWindow: NSObject, NSWindowDelegate {
    private var window: NSWindow?

    func open() {
        let window = NSWindow(contentViewController: NSHostingController(rootView: ShortcutEditor()))
        window.title = "New Shortcut"
        window.delegate = self
        window.makeKeyAndOrderFront(nil)
        self.window = window
    }

    func windowWillClose(_ notification: Notification) {
        window = nil
    }
}

struct ShortcutEditor: View {
    enum Kind: String, CaseIterable, Identifiable {
        case application, script, text
        var id: String { rawValue }
    }

    @State private var selection: Kind = .application
    @State private var pickingIcon = false

    var body: some View {
        HStack {
            List(Kind.allCases) { kind in
                Button(kind.rawValue) { selection = kind }
            }
            .frame(width: 160)
            form(for: selection)
        }
        .toolbar {
            Button("Icon…") { pickingIcon = true }
        }
        .sheet(isPresented: $pickingIcon) {
            IconPicker()
        }
    }

    @ViewBuilder
    private func form(for kind: Kind) -> some View {
        switch kind {
        case .application: ApplicationForm()
        case .script: ScriptForm()
        case .text: TextForm()
        }
    }
}

struct ApplicationForm: View {
    var body: some View { Form { TextField("Application", text: .constant("")) } }
}

struct ScriptForm: View {
    var body: some View { Form { TextEditor(text: .constant("")) } }
}

struct TextForm: View {
    var body: some View { Form { TextField("Text", text: .constant("")) } }
}

struct IconPicker: View {
    var body: some View { Text("Pick an icon") }
}
