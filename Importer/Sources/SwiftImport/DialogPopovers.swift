import SwiftSyntax

/// A popover whose content is a view the project made for a popover and named so
/// (`.popover(isPresented: $showsOptions) { OptionsPopover(options: options) }`,
/// `ColourPopover`, `HistoryPopoverView`, `StatusPopoverContent`): a control's dialog beside
/// it (the device it records, the colour it paints, the undo steps to go back to, a status
/// readout's details), gone when one clicks away, not a screen of the app's: no route. A
/// popover showing a view named otherwise (`SettingsView`, `PopoverDetailView`) is read as
/// every presentation is, a sheet.
enum DialogPopovers {
    /// The view the popover `call` shows when every view its content may show is named as a
    /// popover's; nil otherwise.
    static func dialogView(of call: FunctionCallExprSyntax) -> String? {
        guard let content = DeclarationCollector.content(of: call) else { return nil }
        let views = DestinationView.alternatives(of: content).map { $0.last ?? "" }
        guard let first = views.first, views.allSatisfy(isNamedAsPopover) else { return nil }
        return first
    }

    /// The view a call of the project's own popover wrapper shows (`infoButton(isPresented:
    /// $showsFormats) { FormatsPopover() }`, the function passing its flag to `.popover`) when
    /// every view its content may show is named as a popover's, as for the popover itself;
    /// nil otherwise.
    static func dialogView(ofWrapperContent content: [[String]]) -> String? {
        let views = content.map { $0.last ?? "" }
        guard let first = views.first, views.allSatisfy(isNamedAsPopover) else { return nil }
        return first
    }

    /// `OptionsPopover`, `HistoryPopoverView`, `PopoverView`, and the content made for one
    /// (`StatusPopoverContent`, `PopoverContentView`); not `PopoverDetailView`, nor a view
    /// named only as content (`ReportContent`).
    static func isNamedAsPopover(_ name: String) -> Bool {
        let type = name.split(separator: ".").last.map(String.init) ?? name
        var base = type.hasSuffix("View") ? String(type.dropLast(4)) : type
        if base.hasSuffix("PopoverContent") { base = String(base.dropLast("Content".count)) }
        return base.hasSuffix("Popover")
    }
}
