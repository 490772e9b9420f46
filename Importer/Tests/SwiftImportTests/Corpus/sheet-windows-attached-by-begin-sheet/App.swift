import AppKit
import SwiftUI

// A menu command has a manager host a view in an AppKit window and attach it to the main
// window as a sheet (beginSheet): a sheet, as SwiftUI's own is on macOS. Its options sheet is
// the app's too. An alert run by beginSheetModal(for:) is no screen, and the about window,
// ordered front beside the main one, is a window, no route.
@main
struct ImagerApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
        .commands {
            CommandMenu("Tools") {
                Button("Download…") { DownloaderWindowManager.shared.present() }
                Button("About") { AboutWindowManager.shared.show() }
            }
        }
    }
}

struct ContentView: View {
    var body: some View {
        Button("Check") {
            let alert = NSAlert()
            alert.messageText = "Checked"
            if let window = NSApp.keyWindow { alert.beginSheetModal(for: window) }
        }
    }
}

@MainActor
final class DownloaderWindowManager {
    static let shared = DownloaderWindowManager()
    private var sheetWindow: NSWindow?

    func present() {
        guard let parentWindow = NSApp.keyWindow ?? NSApp.mainWindow else { return }
        let contentView = DownloaderView { [weak self] in self?.close() }
        let hostingController = NSHostingController(rootView: contentView)
        let window = NSWindow(contentViewController: hostingController)
        window.styleMask = [.titled]
        sheetWindow = window
        parentWindow.beginSheet(window)
    }

    func close() {
        guard let window = sheetWindow else { return }
        window.sheetParent?.endSheet(window)
        sheetWindow = nil
    }
}

@MainActor
final class AboutWindowManager {
    static let shared = AboutWindowManager()

    func show() {
        let window = NSWindow(contentViewController: NSHostingController(rootView: AboutView()))
        window.makeKeyAndOrderFront(nil)
    }
}

struct DownloaderView: View {
    let onClose: () -> Void
    @State private var showsOptions = false

    var body: some View {
        VStack {
            Button("Options") { showsOptions = true }
            Button("Close", action: onClose)
        }
        .sheet(isPresented: $showsOptions) {
            DownloaderOptionsView()
        }
    }
}

struct DownloaderOptionsView: View {
    var body: some View { Text("Options") }
}

struct AboutView: View {
    var body: some View { Text("About") }
}
