import SwiftSyntax

/// A popover whose content is a view the project made for a popover and named so
/// (`.popover(isPresented: $showsOptions) { OptionsPopover(options: options) }`,
/// `ColourPopover`, `HistoryPopoverView`), or named as a popover's content
/// (`ModelPickerPopoverContent`, `SourcesPopoverContentView`): a control's dialog beside it
/// (the device it records, the colour it paints, the undo steps to go back to), gone when
/// one clicks away, not a screen of the app's: no route. A popover showing a view named
/// otherwise (`SettingsView`, `PopoverDetailView`) is read as every presentation is, a sheet.
enum DialogPopovers {
    /// The view the popover `call` shows when every view its content may show is named as a
    /// popover's; nil otherwise.
    static func dialogView(of call: FunctionCallExprSyntax) -> String? {
        guard let content = DeclarationCollector.content(of: call) else { return nil }
        let views = DestinationView.alternatives(of: content).map { $0.last ?? "" }
        guard let first = views.first, views.allSatisfy(isNamedAsPopover) else { return nil }
        return first
    }

    /// `OptionsPopover`, `HistoryPopoverView`, `PopoverView`, `TempoPopoverContent`,
    /// `PopoverContentView`; not `PopoverDetailView`.
    private static func isNamedAsPopover(_ name: String) -> Bool {
        let type = name.split(separator: ".").last.map(String.init) ?? name
        let base = type.hasSuffix("View") ? String(type.dropLast(4)) : type
        return base.hasSuffix("Popover") || base.hasSuffix("PopoverContent")
    }
}
