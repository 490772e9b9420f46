import Testing
@testable import Notes

@Test func settingsBuilds() {
    let window = NSWindow(contentViewController: NSHostingController(rootView: SettingsView()))
    #expect(window.contentViewController != nil)
}
