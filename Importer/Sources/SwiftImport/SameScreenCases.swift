/// Two enums of the app with a case of one name and the same values: a stack's
/// `case demoScreen(value: String)` and a modal's `case demoScreen(value: String)`, both showing
/// one view. They are one screen, pushed or presented, so one route: the second is not
/// imported again under a name made from its enum's (`modalLinkDemoScreen`), which no reader
/// would write. Only for cases that carry values: a bare `case detail` in two enums is as
/// often two screens (one split pane's detail and another's).
enum SameScreenCases {
    /// What a case is called with: its labels and the types written for them.
    static func signature(_ enumCase: EnumCase) -> String {
        enumCase.values.map { "\($0.label ?? "_"):\($0.type.text)" }.joined(separator: ",")
    }
}
