//
//  AppDelegate.swift
//  trace
//
//  Created by Arjun on 7/8/2025.
//

import Cocoa
import SwiftUI
import Carbon
import Sparkle
import Combine

extension NSEvent.ModifierFlags {
    init(carbonModifiers: UInt32) {
        var flags: NSEvent.ModifierFlags = []
        if carbonModifiers & UInt32(cmdKey) != 0 {
            flags.insert(.command)
        }
        if carbonModifiers & UInt32(optionKey) != 0 {
            flags.insert(.option)
        }
        if carbonModifiers & UInt32(controlKey) != 0 {
            flags.insert(.control)
        }
        if carbonModifiers & UInt32(shiftKey) != 0 {
            flags.insert(.shift)
        }
        self = flags
    }
}

class AppDelegate: NSObject, NSApplicationDelegate {
    private let logger = AppLogger.appDelegate
    private let settingsManager = SettingsManager.shared
    private let caffeinateManager = ServiceContainer.shared.caffeinateManager
    @MainActor private var mirrorManager: MirrorManager {
        ServiceContainer.shared.mirrorManager
    }
    
    private var launcherWindow: LauncherWindow?
    private var settingsWindow: SettingsWindow?
    private var hotkeyManager: HotkeyManager?
    private var globalEventMonitor: Any?
    private var skipQuitConfirmation = false
    private var statusItem: NSStatusItem?
    private weak var updateMenuItem: NSMenuItem?
    private var onboardingWindow: OnboardingWindow?
    private var settingsCancellable: AnyCancellable?
    private var availableUpdateVersion: String?
    private lazy var updaterController = SPUStandardUpdaterController(
        startingUpdater: true,
        updaterDelegate: nil,
        userDriverDelegate: self
    )
    
    func applicationDidFinishLaunching(_ notification: Notification) {
        // Ensure the app is truly a background app without dock icon
        NSApp.setActivationPolicy(.accessory)
        logger.notice("✅ Set app activation policy to .accessory (background app)")

        // Start Sparkle even when the user has hidden Trace's menu bar icon.
        _ = updaterController
        
        
        // Initialize unified hotkey registry first
        _ = HotkeyRegistry.shared
        logger.notice("✅ HotkeyRegistry initialized")
        
        setupLauncherWindow()
        setupHotkey()
        setupMenuBar()
        setupSettingsObservation()
        setupCaffeinateObservation()
        setupCaffeinateSleepObservation()
        startCaffeinateIfNeededOnLaunch()
        
        // Initialize window hotkey manager to register saved hotkeys
        _ = WindowHotkeyManager.shared
        
        // Initialize app hotkey manager to register saved app hotkeys
        _ = AppHotkeyManager.shared
        
        // Initialize QuickLink hotkey manager to register saved QuickLink hotkeys
        _ = QuickLinkHotkeyManager.shared

        // Initialize dictation asset state and register saved opt-in hotkey if configured
        _ = DictationCoordinator.shared
        DictationHotkeyManager.shared.reload()
        Task { @MainActor in
            await DictationAssetManager.shared.refresh()
        }
        
        // Initialize emoji manager and load emoji database
        _ = EmojiManager.shared
        EmojiManager.shared.loadEmojis()
        logger.notice("✅ EmojiManager initialized and loading emojis")
        
        // Show onboarding if first time user
        if !settingsManager.settings.hasCompletedOnboarding {
            showOnboarding()
        }
        
        // Observe changes to settings file
        NotificationCenter.default.addObserver(
            self,
            selector: #selector(settingsChanged),
            name: .NSManagedObjectContextDidSave,
            object: nil
        )
    }
    
    deinit {
        hotkeyManager?.unregisterHotkey()
        DictationHotkeyManager.shared.unregister()
        Task { @MainActor in
            DictationCoordinator.shared.cancel()
        }
        stopGlobalEventMonitoring()
        onboardingWindow?.hide()
        onboardingWindow = nil
        settingsWindow?.hide()
        settingsWindow = nil
        NotificationCenter.default.removeObserver(self)
        NSWorkspace.shared.notificationCenter.removeObserver(self)
        settingsCancellable?.cancel()
        logger.debug("AppDelegate deinitialized")
    }
    
    // MARK: - Menu Bar Setup
    
    private func setupMenuBar() {
        guard settingsManager.settings.showMenuBarIcon else { return }

        createMenuBarStatusItem()
    }

    private func createMenuBarStatusItem() {
        if let statusItem {
            NSStatusBar.system.removeStatusItem(statusItem)
            self.statusItem = nil
            updateMenuItem = nil
        }
        
        statusItem = NSStatusBar.system.statusItem(withLength: NSStatusItem.variableLength)
        
        if let button = statusItem?.button {
            button.action = #selector(statusItemClicked)
            button.target = self
            button.sendAction(on: [.leftMouseUp, .rightMouseUp])
        }
        
        updateStatusItemAppearance()
        setupMenuBarMenu()
        logger.debug("Menu bar status item setup completed")
    }

    private func ensureMenuBarStatusItem() {
        guard settingsManager.settings.showMenuBarIcon else {
            if let statusItem {
                NSStatusBar.system.removeStatusItem(statusItem)
                self.statusItem = nil
                updateMenuItem = nil
                logger.debug("Menu bar status item removed because setting is disabled")
            }
            return
        }

        guard statusItem != nil, statusItem?.button != nil else {
            logger.warning("Menu bar status item missing while setting is enabled; recreating")
            setupMenuBar()
            return
        }

        updateStatusItemAppearance()
    }
    
    private func setupMenuBarMenu() {
        let menu = NSMenu()
        
        // Set minimum width for the menu
        menu.minimumWidth = 200
        
        // Open Launcher with hotkey display
        let openItem = NSMenuItem(title: "Open Trace", action: #selector(showLauncher), keyEquivalent: "")
        openItem.target = self
        menu.addItem(openItem)
        
        // Settings
        let settingsItem = NSMenuItem(title: "Settings...", action: #selector(showSettings), keyEquivalent: "")
        settingsItem.target = self
        menu.addItem(settingsItem)

        menu.addItem(NSMenuItem.separator())

        let caffeinateTitle = caffeinateManager.isActive ? "Stop Caffeinate" : "Start Caffeinate"
        let caffeinateItem = NSMenuItem(title: caffeinateTitle, action: #selector(toggleCaffeinate), keyEquivalent: "")
        caffeinateItem.target = self
        caffeinateItem.state = caffeinateManager.isActive ? .on : .off
        caffeinateItem.image = makeMenuBarSymbolImage(
            named: caffeinateManager.isActive ? "mug.fill" : "mug",
            fallbackSymbolName: caffeinateManager.isActive ? "cup.and.saucer.fill" : "cup.and.saucer",
            accessibilityDescription: caffeinateTitle
        )
        menu.addItem(caffeinateItem)

        let mirrorItem = NSMenuItem(title: "Show Mirror", action: #selector(showMirror), keyEquivalent: "")
        mirrorItem.target = self
        mirrorItem.image = NSImage(systemSymbolName: "video", accessibilityDescription: "Show Mirror")
        menu.addItem(mirrorItem)
        
        menu.addItem(NSMenuItem.separator())
        
        let updateItem = NSMenuItem(
            title: "Check for Updates",
            action: #selector(SPUStandardUpdaterController.checkForUpdates(_:)),
            keyEquivalent: ""
        )
        updateItem.target = updaterController
        menu.addItem(updateItem)
        updateMenuItem = updateItem
        updateUpdateMenuItemAppearance()
        
        // Report Issue
        let reportIssueItem = NSMenuItem(title: "Report Issue", action: #selector(reportIssue), keyEquivalent: "")
        reportIssueItem.target = self
        menu.addItem(reportIssueItem)
        
        menu.addItem(NSMenuItem.separator())
        
        // Version and Build (disabled)
        #if DEBUG
        let versionText = "Version \(AppConstants.version) (\(AppConstants.build)) Debug"
        #else
        let versionText = "Version \(AppConstants.version) (\(AppConstants.build))"
        #endif
        let versionItem = NSMenuItem(title: versionText, action: nil, keyEquivalent: "")
        versionItem.isEnabled = false
        menu.addItem(versionItem)
        
        let quitItem = NSMenuItem(title: "Quit Trace", action: #selector(quitFromMenu), keyEquivalent: "q")
        quitItem.target = self
        menu.addItem(quitItem)
        
        statusItem?.menu = menu
    }
    
    @objc private func statusItemClicked() {
        if let event = NSApp.currentEvent {
            if event.type == .rightMouseUp {
                // Right click shows menu - handled automatically by NSStatusItem
            } else {
                // Left click opens launcher
                showLauncher()
            }
        }
    }
    
    @objc private func settingsChanged() {
        applyMenuBarIconVisibility(settingsManager.settings.showMenuBarIcon)
    }

    private func applyMenuBarIconVisibility(_ isVisible: Bool) {
        if isVisible {
            if statusItem == nil {
                createMenuBarStatusItem()
            } else {
                // Refresh the menu to update hotkey display
                updateStatusItemAppearance()
                setupMenuBarMenu()
            }
        } else {
            if let statusItem = statusItem {
                NSStatusBar.system.removeStatusItem(statusItem)
                self.statusItem = nil
                updateMenuItem = nil
            }
        }
    }

    private func setupSettingsObservation() {
        settingsCancellable = settingsManager.$settings
            .map { $0.showMenuBarIcon }
            .removeDuplicates()
            .dropFirst()
            .receive(on: DispatchQueue.main)
            .sink { [weak self] isVisible in
                // @Published emits from willSet, so use the emitted value instead
                // of reading SettingsManager.settings before storage is updated.
                self?.applyMenuBarIconVisibility(isVisible)
            }
    }
    
    @objc private func quitFromMenu() {
        NSApp.terminate(nil)
    }

    @objc private func toggleCaffeinate() {
        if caffeinateManager.isActive {
            caffeinateManager.stop()
            ToastManager.shared.showInfo("Caffeinate stopped")
        } else if caffeinateManager.start() {
            ToastManager.shared.showSuccess("Caffeinate started")
        }
    }

    @MainActor
    @objc private func showMirror() {
        mirrorManager.show()
    }

    @objc private func caffeinateStatusChanged() {
        ensureMenuBarStatusItem()
        guard statusItem != nil else { return }

        updateStatusItemAppearance()
        setupMenuBarMenu()
    }
    
    @objc private func reportIssue() {
        guard let url = URL(string: "https://github.com/arjunkomath/trace/issues/new") else {
            logger.error("Failed to create GitHub issues URL")
            return
        }
        NSWorkspace.shared.open(url)
        logger.info("Opening GitHub issues page for bug reports")
    }
    
    // MARK: - Helper Functions
    
    private func setupLauncherWindow() {
        launcherWindow = LauncherWindow()
    }

    private func setupCaffeinateObservation() {
        NotificationCenter.default.addObserver(
            self,
            selector: #selector(caffeinateStatusChanged),
            name: CaffeinateManager.statusDidChangeNotification,
            object: nil
        )
    }

    private func setupCaffeinateSleepObservation() {
        NSWorkspace.shared.notificationCenter.addObserver(
            self,
            selector: #selector(workspaceWillSleep(_:)),
            name: NSWorkspace.willSleepNotification,
            object: nil
        )
    }

    @objc private func workspaceWillSleep(_ notification: Notification) {
        guard settingsManager.settings.stopCaffeinateOnSleep,
              caffeinateManager.isActive else { return }

        logger.notice("Stopping caffeinate because the Mac is going to sleep")
        caffeinateManager.stop()
    }

    private func startCaffeinateIfNeededOnLaunch() {
        guard settingsManager.settings.startCaffeinateOnLaunch else { return }

        if caffeinateManager.start() {
            logger.notice("Started caffeinate automatically on launch")
        } else {
            logger.error("Failed to start caffeinate on launch")
        }
    }

    private func updateStatusItemAppearance() {
        guard let button = statusItem?.button else { return }

        let isCaffeinateActive = caffeinateManager.isActive
        let description: String

        if isCaffeinateActive {
            description = availableUpdateVersion.map {
                "Trace Caffeinate On, version \($0) update available"
            } ?? "Trace Caffeinate On"
            button.image = makeMenuBarSymbolImage(
                named: "mug.fill",
                fallbackSymbolName: "cup.and.saucer.fill",
                accessibilityDescription: description
            )
        } else {
            description = availableUpdateVersion.map {
                "Trace \($0) update available"
            } ?? "Trace"
            button.image = makeMenuBarImage(
                named: "MenuBarIcon",
                fallbackSymbolName: "filemenu.and.selection",
                accessibilityDescription: description
            )
        }
        button.image?.size = NSSize(width: 18, height: 18)
        button.image?.isTemplate = true
        button.title = availableUpdateVersion == nil ? "" : "•"
        if let availableUpdateVersion, isCaffeinateActive {
            button.toolTip = "Trace - Caffeinate is on · \(availableUpdateVersion) is available"
        } else if let availableUpdateVersion {
            button.toolTip = "Trace \(availableUpdateVersion) is available"
        } else {
            button.toolTip = isCaffeinateActive
                ? "Trace - Caffeinate is on"
                : "Trace - Click to open launcher"
        }
    }

    private func showUpdateReminder(for version: String) {
        availableUpdateVersion = version
        updateStatusItemAppearance()
        updateUpdateMenuItemAppearance()
    }

    private func clearUpdateReminder() {
        guard availableUpdateVersion != nil else { return }
        availableUpdateVersion = nil
        updateStatusItemAppearance()
        updateUpdateMenuItemAppearance()
    }

    private func updateUpdateMenuItemAppearance() {
        guard let updateMenuItem else { return }

        let title = availableUpdateVersion.map { "Update to Trace \($0)…" }
            ?? "Check for Updates"
        updateMenuItem.title = title
        updateMenuItem.image = availableUpdateVersion == nil
            ? nil
            : NSImage(systemSymbolName: "arrow.down.circle.fill", accessibilityDescription: title)
    }

    private func makeMenuBarImage(
        named imageName: String,
        fallbackSymbolName: String,
        accessibilityDescription: String
    ) -> NSImage? {
        let image = NSImage(named: imageName)?.copy() as? NSImage
            ?? NSImage(systemSymbolName: fallbackSymbolName, accessibilityDescription: accessibilityDescription)
        image?.size = NSSize(width: 18, height: 18)
        image?.isTemplate = true
        return image
    }

    private func makeMenuBarSymbolImage(
        named symbolName: String,
        fallbackSymbolName: String,
        accessibilityDescription: String
    ) -> NSImage? {
        let image = NSImage(systemSymbolName: symbolName, accessibilityDescription: accessibilityDescription)
            ?? NSImage(systemSymbolName: fallbackSymbolName, accessibilityDescription: accessibilityDescription)
        image?.size = NSSize(width: 18, height: 18)
        image?.isTemplate = true
        return image
    }
    
    private func setupHotkey() {
        hotkeyManager = HotkeyManager()
        hotkeyManager?.onHotkeyPressed = { [weak self] in
            self?.logger.debug("🔑 Main hotkey pressed - toggling launcher")
            self?.toggleLauncher()
        }
        
        let keyCode = UInt32(settingsManager.settings.mainHotkeyKeyCode)
        let modifiers = UInt32(settingsManager.settings.mainHotkeyModifiers)
        
        logger.notice("🚀 Setting up main hotkey from settings: keyCode=\(keyCode), modifiers=\(modifiers)")
        
        do {
            try hotkeyManager?.registerHotkey(keyCode: keyCode, modifiers: modifiers)
            logger.notice("✅ Main hotkey registered successfully")
        } catch {
            logger.error("❌ Failed to register hotkey: \(error.localizedDescription)")
        }
    }
    
    @objc private func showLauncher() {
        ensureMenuBarStatusItem()

        // Capture the current frontmost app before showing the launcher
        PermissionManager.shared.updateLastActiveApplication()
        
        guard let launcherWindow = launcherWindow else {
            logger.error("⚠️ LauncherWindow is nil in showLauncher - recreating window")
            setupLauncherWindow()
            guard let recreatedWindow = self.launcherWindow else {
                logger.error("❌ Failed to recreate LauncherWindow")
                return
            }
            recreatedWindow.show()
            startGlobalEventMonitoring()
            return
        }
        
        logger.debug("Showing launcher window from menu/statusbar")
        launcherWindow.show()
        startGlobalEventMonitoring()
    }
    
    private func toggleLauncher() {
        ensureMenuBarStatusItem()

        guard let launcherWindow = launcherWindow else { 
            logger.error("⚠️ LauncherWindow is nil in toggleLauncher - recreating window")
            setupLauncherWindow() // Recreate the window if it's nil
            guard let recreatedWindow = self.launcherWindow else {
                logger.error("❌ Failed to recreate LauncherWindow")
                return
            }
            // Capture frontmost app before showing
            PermissionManager.shared.updateLastActiveApplication()
            recreatedWindow.show()
            startGlobalEventMonitoring()
            return 
        }
        
        if launcherWindow.isVisible {
            logger.debug("Hiding launcher window")
            launcherWindow.hide()
            stopGlobalEventMonitoring()
        } else {
            logger.debug("Showing launcher window")
            // Capture frontmost app before showing
            PermissionManager.shared.updateLastActiveApplication()
            launcherWindow.show()
            startGlobalEventMonitoring()
        }
    }
    
    private func startGlobalEventMonitoring() {
        guard globalEventMonitor == nil else { return }
        
        globalEventMonitor = NSEvent.addGlobalMonitorForEvents(matching: [.leftMouseDown, .rightMouseDown]) { [weak self] _ in
            self?.launcherWindow?.hide(restoreFocus: false)
            self?.stopGlobalEventMonitoring()
        }
    }
    
    private func stopGlobalEventMonitoring() {
        if let monitor = globalEventMonitor {
            NSEvent.removeMonitor(monitor)
            globalEventMonitor = nil
        }
    }
    
    @MainActor
    func applicationWillTerminate(_ notification: Notification) {
        caffeinateManager.stop()
        mirrorManager.hide()
        hotkeyManager?.unregisterHotkey()
        stopGlobalEventMonitoring()
    }
    
    func applicationShouldHandleReopen(_ sender: NSApplication, hasVisibleWindows flag: Bool) -> Bool {
        showLauncher()
        return true
    }
    
    func applicationShouldTerminate(_ sender: NSApplication) -> NSApplication.TerminateReply {
        // Allow bypass for app restart
        if skipQuitConfirmation {
            skipQuitConfirmation = false // Reset flag
            return .terminateNow
        }
        
        // Show confirmation dialog for quit attempts (like ⌘Q)
        let alert = NSAlert()
        alert.messageText = "Quit Trace?"
        alert.informativeText = "Are you sure you want to quit Trace? This will close the application."
        alert.addButton(withTitle: "Quit")
        alert.addButton(withTitle: "Cancel")
        alert.alertStyle = .warning
        
        // Get the first button (Quit) and make it destructive
        if let quitButton = alert.buttons.first {
            quitButton.hasDestructiveAction = true
        }
        
        let response = alert.runModal()
        return response == .alertFirstButtonReturn ? .terminateNow : .terminateCancel
    }
    
    // MARK: - Onboarding
    
    private func showOnboarding() {
        onboardingWindow = OnboardingWindow { [weak self] in
            self?.completeOnboarding()
        }
        onboardingWindow?.show()
        logger.notice("✅ Onboarding window shown for first-time user")
    }
    
    private func completeOnboarding() {
        settingsManager.updateOnboardingCompleted(true)
        onboardingWindow?.hide()
        onboardingWindow = nil
        logger.notice("✅ Onboarding completed")
        
        // Optionally show the launcher after onboarding
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [weak self] in
            self?.showLauncher()
        }
    }
    
    // MARK: - Settings
    
    @objc func showSettings() {
        launcherWindow?.hide(restoreFocus: false)
        stopGlobalEventMonitoring()

        DispatchQueue.main.async { [weak self] in
            guard let self else { return }

            if self.settingsWindow == nil {
                self.settingsWindow = SettingsWindow()
            }
            self.settingsWindow?.show()
            self.logger.notice("✅ Settings window shown")
        }
    }

    @objc func showDictationSettings() {
        launcherWindow?.hide(restoreFocus: false)
        stopGlobalEventMonitoring()

        DispatchQueue.main.async { [weak self] in
            guard let self else { return }

            if self.settingsWindow == nil {
                self.settingsWindow = SettingsWindow(initialSection: .dictation)
            }
            self.settingsWindow?.show(section: .dictation)
            self.logger.notice("✅ Dictation settings shown")
        }
    }
    
    
    // MARK: - Public API
    
    func updateHotkey(keyCode: UInt32, modifiers: UInt32) throws {
        try hotkeyManager?.registerHotkey(keyCode: keyCode, modifiers: modifiers)
        
        // Save to SettingsManager for persistence
        settingsManager.updateMainHotkey(keyCode: Int(keyCode), modifiers: Int(modifiers))
        
        // Update menu bar to show new hotkey
        if statusItem != nil {
            setupMenuBarMenu()
        }
    }
    
    func terminateWithoutConfirmation() {
        skipQuitConfirmation = true
        NSApp.terminate(nil)
    }
    
}

extension AppDelegate: SPUStandardUserDriverDelegate {
    var supportsGentleScheduledUpdateReminders: Bool {
        true
    }

    func standardUserDriverShouldHandleShowingScheduledUpdate(
        _ update: SUAppcastItem,
        andInImmediateFocus immediateFocus: Bool
    ) -> Bool {
        // Let Sparkle present its standard alert when the app already has the
        // user's attention, or when the menu-bar reminder has no visible home.
        immediateFocus || statusItem == nil
    }

    func standardUserDriverWillHandleShowingUpdate(
        _ handleShowingUpdate: Bool,
        forUpdate update: SUAppcastItem,
        state: SPUUserUpdateState
    ) {
        guard !state.userInitiated else { return }
        showUpdateReminder(for: update.displayVersionString)
    }

    func standardUserDriverDidReceiveUserAttention(forUpdate update: SUAppcastItem) {
        clearUpdateReminder()
    }

    func standardUserDriverWillFinishUpdateSession() {
        clearUpdateReminder()
    }
}
