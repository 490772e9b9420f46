import SwiftUI

// A recorder's settings give each option a help button of the project's own
// (`helpButton(isShown:content:)`, passing its flag on to `.popover`): a call showing a view
// the project made for a popover and named so (`CodecsPopover`) is a dialog beside its button,
// as that popover written in place would be, not a screen: no route. A call of the same
// helper showing a view of another name (`StorageReport`) is a screen, read as a sheet is.
@main struct RecorderApp: App {
    var body: some Scene {
        WindowGroup { RecorderSettings() }
    }
}

struct RecorderSettings: View {
    @State private var showsCodecs = false
    @State private var showsStorage = false

    var body: some View {
        Form {
            HStack {
                Text("Codec")
                helpButton(isShown: $showsCodecs) { CodecsPopover() }
            }
            HStack {
                Text("Storage")
                helpButton(isShown: $showsStorage) { StorageReport() }
            }
        }
    }

    private func helpButton<Content: View>(isShown: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
        Button { isShown.wrappedValue.toggle() } label: {
            Image(systemName: "questionmark.circle")
        }
        .popover(isPresented: isShown, arrowEdge: .trailing, content: content)
    }
}

struct CodecsPopover: View {
    var body: some View { Text("AAC, ALAC, FLAC") }
}

struct StorageReport: View {
    var body: some View { List { Text("Recordings") } }
}
