import SwiftSyntax

/// A popover whose content is a view the project made for a popover and named so
/// (`.popover(isPresented: $showsOptions) { OptionsPopover(options: options) }`,
/// `ColourPopover`, `HistoryPopoverView`, `StatusPopoverContent`): a control's dialog beside
/// it (the device it records, the colour it paints, the undo steps to go back to, a status
/// readout's details), gone when one clicks away, not a screen of the app's: no route. A
/// popover showing a view named otherwise (`SettingsView`, `PopoverDetailView`) is read as
/// every presentation is, a sheet.
///
/// So is a popover whose content is a view named as a picker (`.popover(isPresented:
/// $showSymbolPicker) { SFSymbolPickerView { name in ... } }`, `SymbolPicker(symbol: $icon)`,
/// `InsightDataTimeIntervalPicker()`): a chooser of a value for
/// the control it is anchored on, picked and gone, as a colour well's popover is. Only a
/// popover's: a picker presented as a sheet or pushed stays a route, as readers take a
/// sheet's app or process picker to be a screen.
enum DialogPopovers {
    /// The view the popover `call` shows when every view its content may show is named as a
    /// popover's; nil otherwise.
    static func dialogView(of call: FunctionCallExprSyntax) -> String? {
        guard let content = DeclarationCollector.content(of: call) else { return nil }
        var chains = DestinationView.alternatives(of: content)
        // A title laid over the picker (`VStack { Text("Icon").font(.headline);
        // SymbolPicker(symbol: $icon) }`) leaves it the dialog, as a sheet's title bar leaves
        // its view the screen (`TitledPresentations`).
        if chains.isEmpty { chains = TitledPresentations.alternatives(of: content) }
        let views = chains.map { $0.last ?? "" }
        guard let first = views.first, views.allSatisfy(isDialogView) else { return nil }
        return first
    }

    /// The view a call of the project's own popover wrapper shows (`infoButton(isPresented:
    /// $showsFormats) { FormatsPopover() }`, the function passing its flag to `.popover`) when
    /// every view its content may show is named as a popover's, as for the popover itself;
    /// nil otherwise.
    static func dialogView(ofWrapperContent content: [[String]]) -> String? {
        let views = content.map { $0.last ?? "" }
        guard let first = views.first, views.allSatisfy(isDialogView) else { return nil }
        return first
    }

    /// What the note says `view`, a popover's dialog, is: one made for a popover, or a picker.
    static func kind(of view: String) -> String {
        isNamedAsPopover(view) ? "a view made for a popover" : "a picker of a value for its control"
    }

    /// A view a popover shows as a dialog beside its control: one named as a popover's or as
    /// a picker.
    private static func isDialogView(_ name: String) -> Bool {
        isNamedAsPopover(name) || isNamedAsPicker(name)
    }

    /// `SFSymbolPickerView`, `SymbolPicker`, `InsightDataTimeIntervalPicker`: the type's name, without a `View` suffix, ends in `Picker`; not `PickerSection` nor
    /// `PickedItemView`.
    static func isNamedAsPicker(_ name: String) -> Bool {
        let type = name.split(separator: ".").last.map(String.init) ?? name
        let base = type.hasSuffix("View") ? String(type.dropLast(4)) : type
        return base.hasSuffix("Picker")
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
