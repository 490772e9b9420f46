/// A route enum's `none`: a case without values that stands for no route at all, as
/// `Optional.none` does (`var presenting: AppRoute = .none`, `presenting != .none` to show a
/// sheet, a detail column's "Select an item" placeholder). Nothing is shown for it: it is
/// the state's empty value, not a screen.
enum SentinelCases {
    static func isSentinel(_ enumCase: EnumCase) -> Bool {
        enumCase.values.isEmpty && enumCase.name == "none"
    }
}
