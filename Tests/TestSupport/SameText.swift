import Testing

/// Expects `actual` to be exactly `expected`. When it is not, the one issue recorded shows their
/// line diff (see `LineDiff`) rather than both texts whole, which for a long output hides the
/// one line that changed.
@discardableResult
public func expectSameText(_ actual: String, _ expected: String, _ comment: Comment? = nil,
                           sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    guard actual != expected else { return true }
    Issue.record(differs(LineDiff(expected: expected, actual: actual), comment), sourceLocation: sourceLocation)
    return false
}

/// Expects `actual` to be exactly the lines `expected`, showing their line diff when it is not.
@discardableResult
public func expectSameLines(_ actual: [String], _ expected: [String], _ comment: Comment? = nil,
                            sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    guard actual != expected else { return true }
    Issue.record(differs(LineDiff(expected: expected, actual: actual), comment), sourceLocation: sourceLocation)
    return false
}

/// Expects `actual == expected`, showing the line diff of the two values' `dump`s when not, so
/// that a difference deep inside a large value is found at a glance.
@discardableResult
public func expectSameValue<Value: Equatable>(_ actual: Value, _ expected: Value, _ comment: Comment? = nil,
                                              sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    guard actual != expected else { return true }
    var actualDump = "", expectedDump = ""
    dump(actual, to: &actualDump)
    dump(expected, to: &expectedDump)
    let diff = LineDiff(expected: expectedDump, actual: actualDump)
    let shown = diff.isEmpty ? "the values are not equal, yet they dump alike:\n" + actualDump : nil
    Issue.record(differs(diff, comment, instead: shown), sourceLocation: sourceLocation)
    return false
}

private func differs(_ diff: LineDiff, _ comment: Comment?, instead: String? = nil) -> Comment {
    let heading = comment.map { "\($0.rawValue): " } ?? ""
    return Comment(rawValue: heading + "not as expected (-expected +actual)\n" + (instead ?? diff.unified()))
}
