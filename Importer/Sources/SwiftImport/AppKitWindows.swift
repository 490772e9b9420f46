import SwiftSyntax

/// Windows a SwiftUI app opens through AppKit, beside its scenes: a class of the project's
/// that is a window's delegate or controller, or a window or panel of its own, and builds the
/// view the window shows (`final class NewItemWindow: NSObject, NSWindowDelegate { func open()
/// { let window = NSWindow(...); window.contentView = NSHostingView(rootView: NewItemView())
/// ... } }`, or a window type of a package given the view). As the lead's reading of a Mac
/// app's windows says, such a window is a window, not a route, and the panes its list,
/// TabView or bar chooses are that window's, not the app's tabs, whether or not the app has
/// another window: so the views it builds are not the top level a `@main` App's scene shows,
/// and a switch over a selection in them (`switch selection { case .application: ...
/// case .script: ... }`, a form per kind of item) is no view modes of the app's. What those
/// views push or present is still the app's. An app without a SwiftUI App (AppKit's
/// lifecycle, `SceneHosts`) starts in such windows, and keeps them.
///
/// A window's delegate is one only when it holds or makes a window: a model or coordinator
/// that is some window's delegate too (`final class WindowCoordinator: NSObject,
/// ObservableObject, NSWindowDelegate`) and builds the scene's own root for it
/// (`WindowGroup { coordinator.makeRoot() }`) opens none, and that root's modes stay the app's.
enum AppKitWindows {
    /// The AppKit types a class of which is a window, or a window's controller.
    private static let windowTypes: Set<String> = ["NSWindowController", "NSWindow", "NSPanel"]

    /// Whether a class declared with these inherited names and members opens a window of its
    /// own: a window or its controller, or a window's delegate that holds or makes one.
    static func opensAWindow(_ inherited: [String], members: MemberBlockSyntax) -> Bool {
        if inherited.contains(where: windowTypes.contains) { return true }
        return inherited.contains("NSWindowDelegate") && mentionsAWindow(members)
    }

    /// Whether members name a window's type (`NSWindow`, `NSPanel`, a package's
    /// `ZenSwiftUIWindow`, a `*WindowController`) or AppKit's hosting of a SwiftUI view
    /// (`NSHostingView`, `NSHostingController`).
    private static func mentionsAWindow(_ members: MemberBlockSyntax) -> Bool {
        members.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind, name.first?.isUppercase == true else { return false }
            return name.hasPrefix("NSHosting") || ["Window", "Panel", "WindowController"].contains(where: name.hasSuffix)
        }
    }

    /// The window classes the App's scene reaches beside itself: none for an app without a
    /// SwiftUI App, whose windows are where it starts.
    static func besideTheScene(_ found: SwiftDeclarations) -> Set<String> {
        found.mainApps.isEmpty ? [] : found.appKitWindowTypes.subtracting(found.appStarts)
    }
}
