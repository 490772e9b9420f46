import NavreplKit

/// SwiftUI's `.inspector(isPresented:) { TraitsInspector() }` (iOS 17, macOS 14). Apple's
/// documentation: it shows as a trailing column where the width is regular and adapts to a
/// sheet where it is compact, so on a phone it is a sheet; the importer models it as one, as it
/// does a popover. Only the flag form exists: SwiftUI has no `inspector(item:)`, and a call
/// without `isPresented:` is someone else's `inspector` method.
enum Inspectors {
    static let modifier = "inspector"
    static let style: Modal.Style = .sheet
}
