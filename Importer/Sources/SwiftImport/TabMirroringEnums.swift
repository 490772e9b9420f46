/// An enum that looks like routes by its name alone (`PendingNotificationNavigationDestination`,
/// a deep link's `NavigationDestination`), no SwiftUI call naming it, whose every case names
/// one of the app's tabs (`case journal`, `case daily(day: String?)`, `case weekly` beside a
/// tab bar's `timeline`, `daily`, `weekly`, `journal`...): it says which tab a notification's
/// tap or a link opens, as `NavigationManager`s keep a pending destination to select a tab
/// once the window shows. Its cases are those tabs, reached another way, not routes beside
/// them: the by-name reading of route enums passes it over. An enum with one case the tabs
/// lack (`case detail(id:)` beside them) is left to that reading, as are enums a SwiftUI call
/// names, which are routes whatever their cases.
enum TabMirroringEnums {
    /// Whether every case of `candidate` is named as one of `tabEnum`'s cases.
    static func mirrorsTabs(_ candidate: EnumDeclaration, _ tabEnum: EnumDeclaration?) -> Bool {
        guard let tabEnum, candidate !== tabEnum, !candidate.cases.isEmpty else { return false }
        return candidate.cases.allSatisfy { tabEnum.enumCase(named: $0.name) != nil }
    }
}
