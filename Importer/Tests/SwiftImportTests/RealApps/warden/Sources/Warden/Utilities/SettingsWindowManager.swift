import Foundation
import SwiftUI
import CoreData
import AppKit

@MainActor
final class SettingsWindowManager: ObservableObject {
    static let shared = SettingsWindowManager()
    
    private var settingsWindow: NSWindow?
    private var windowDelegate: SettingsWindowDelegate?
    private var chatStore: ChatStore?
    
    private init() {
        // Observe UserDefaults changes for color scheme
        NotificationCenter.default.addObserver(
            self,
            selector: #selector(userDefaultsDidChange),
            name: UserDefaults.didChangeNotification,
            object: nil
        )
    }
    
    deinit {
        NotificationCenter.default.removeObserver(self)
    }
    
    @objc private func userDefaultsDidChange() {
        updateWindowAppearance()
    }
    
    private func updateWindowAppearance() {
        guard let window = settingsWindow else { return }
        
        let preferredColorSchemeRaw = UserDefaults.standard.integer(forKey: "preferredColorScheme")
        
        switch preferredColorSchemeRaw {
        case 1: // Light
            window.appearance = NSAppearance(named: .aqua)
        case 2: // Dark
            window.appearance = NSAppearance(named: .darkAqua)
        default: // System (0)
            window.appearance = nil
        }
    }
    
    func openSettingsWindow() {
        // If window already exists, bring it to front
        if let existingWindow = settingsWindow, existingWindow.isVisible {
            existingWindow.makeKeyAndOrderFront(nil)
            NSApp.activate(ignoringOtherApps: true)
            return
        }

        let store = chatStore ?? ChatStore(persistenceController: PersistenceController.shared)
        
        // Get the current color scheme preference
        let preferredColorSchemeRaw = UserDefaults.standard.integer(forKey: "preferredColorScheme")
        let colorScheme: ColorScheme? = {
            switch preferredColorSchemeRaw {
            case 1: return .light
            case 2: return .dark
            default: return nil
            }
        }()
        
        // Create the settings view with required environment objects and color scheme
        let settingsView = SettingsView()
            .environmentObject(store)
            .environment(\.managedObjectContext, PersistenceController.shared.container.viewContext)
            .preferredColorScheme(colorScheme)
        
        // Create and configure the window with transparent titlebar
        let window = NSWindow(
            contentRect: NSRect(x: 0, y: 0, width: 900, height: 700),
            styleMask: [.titled, .closable, .miniaturizable, .resizable, .fullSizeContentView],
            backing: .buffered,
            defer: false
        )
        
        window.contentView = NSHostingView(rootView: settingsView)
        window.center()
        window.setFrameAutosaveName("SettingsWindow")
        window.isReleasedWhenClosed = false
        window.title = ""
        window.titlebarAppearsTransparent = true
        window.titleVisibility = .hidden
        window.isOpaque = false
        window.backgroundColor = .clear
        
        // Apply initial appearance
        switch preferredColorSchemeRaw {
        case 1:
            window.appearance = NSAppearance(named: .aqua)
        case 2:
            window.appearance = NSAppearance(named: .darkAqua)
        default:
            window.appearance = nil
        }
        
        // Create and set delegate
        let delegate = SettingsWindowDelegate { [weak self] in
            self?.settingsWindow = nil
            self?.windowDelegate = nil
        }
        
        window.delegate = delegate
        
        // Store references
        self.settingsWindow = window
        self.windowDelegate = delegate
        
        window.makeKeyAndOrderFront(nil)
        NSApp.activate(ignoringOtherApps: true)
    }
    
    func closeSettingsWindow() {
        settingsWindow?.close()
        settingsWindow = nil
        windowDelegate = nil
    }

    func configure(chatStore: ChatStore) {
        self.chatStore = chatStore
    }
}

// MARK: - Window Delegate
private class SettingsWindowDelegate: NSObject, NSWindowDelegate {
    private let onWindowClose: () -> Void
    
    init(onWindowClose: @escaping () -> Void) {
        self.onWindowClose = onWindowClose
    }
    
    func windowWillClose(_ notification: Notification) {
        onWindowClose()
    }
}
