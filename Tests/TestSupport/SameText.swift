import Testing

/// Expects `actual` to be exactly `expected`. When it is not, the one issue recorded shows their
/// line diff (see `LineDiff`) rather than both texts whole, which for a long output hides the
/// one line that changed.
@discardableResult
public func expectSameText(_ actual: String, _ expected: String, _ comment: Comment? = nil,
                           sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    expectSame(actual == expected, LineDiff(expected: expected, actual: actual).unified(), comment, sourceLocation)
}

/// Expects `actual` to be exactly the lines `expected`, showing their line diff when it is not.
@discardableResult
public func expectSameLines(_ actual: [String], _ expected: [String], _ comment: Comment? = nil,
                            sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    expectSame(actual == expected, LineDiff(expected: expected, actual: actual).unified(), comment, sourceLocation)
}

/// Expects `actual == expected`, showing the line diff of the two values' `dump`s when not, so
/// that a difference deep inside a large value is found at a glance.
@discardableResult
public func expectSameValue<Value: Equatable>(_ actual: Value, _ expected: Value, _ comment: Comment? = nil,
                                              sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    expectSame(actual == expected, dumpDiff(actual, expected), comment, sourceLocation)
}

private func dumpDiff<Value>(_ actual: Value, _ expected: Value) -> String {
    var actualDump = "", expectedDump = ""
    dump(actual, to: &actualDump)
    dump(expected, to: &expectedDump)
    let diff = LineDiff(expected: expectedDump, actual: actualDump)
    return diff.isEmpty ? "the values are not equal, yet they dump alike:\n" + actualDump : diff.unified()
}

/// Records one issue, with the diff, unless `same`; the diff is worked out only on failure.
private func expectSame(_ same: Bool, _ diff: @autoclosure () -> String, _ comment: Comment?,
                        _ sourceLocation: SourceLocation) -> Bool {
    guard !same else { return true }
    let heading = comment.map { "\($0.rawValue): " } ?? ""
    Issue.record(Comment(rawValue: heading + "not as expected (-expected +actual)\n" + diff()), sourceLocation: sourceLocation)
    return false
}
