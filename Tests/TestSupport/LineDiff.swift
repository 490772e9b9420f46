/// The difference between an expected and an actual text, line by line, shown as a compact
/// unified diff: `-` marks an expected line the actual text lacks, `+` an actual line not expected.
public struct LineDiff: Sendable {
    /// One line of the edit script that turns the expected text into the actual one.
    public enum Edit: Equatable, Sendable {
        case same(String)
        case removed(String)
        case added(String)
    }

    public let edits: [Edit]
    /// False when the texts differ in more places than the search allows: the differing middle
    /// is then shown whole, all of it removed and added, rather than as the fewest edits.
    public let isShortest: Bool
    let expectedEndsWithNewline: Bool
    let actualEndsWithNewline: Bool

    /// Compares two texts; a final newline ends the last line rather than starting an empty one.
    public init(expected: String, actual: String, maxEdits: Int = 1_000) {
        let (expectedLines, expectedEnd) = Self.lines(of: expected)
        let (actualLines, actualEnd) = Self.lines(of: actual)
        let (edits, isShortest) = Self.edits(from: expectedLines, to: actualLines, maxEdits: maxEdits)
        self.init(edits: edits, isShortest: isShortest, expectedEndsWithNewline: expectedEnd, actualEndsWithNewline: actualEnd)
    }

    /// Compares two lists of lines.
    public init(expected: [String], actual: [String], maxEdits: Int = 1_000) {
        let (edits, isShortest) = Self.edits(from: expected, to: actual, maxEdits: maxEdits)
        self.init(edits: edits, isShortest: isShortest, expectedEndsWithNewline: true, actualEndsWithNewline: true)
    }

    private init(edits: [Edit], isShortest: Bool, expectedEndsWithNewline: Bool, actualEndsWithNewline: Bool) {
        self.edits = edits
        self.isShortest = isShortest
        self.expectedEndsWithNewline = expectedEndsWithNewline
        self.actualEndsWithNewline = actualEndsWithNewline
    }

    /// True when the two texts are the same.
    public var isEmpty: Bool {
        expectedEndsWithNewline == actualEndsWithNewline && edits.allSatisfy { if case .same = $0 { true } else { false } }
    }

    /// The diff as text: hunks headed `@@ -line,count +line,count @@`, each changed line with
    /// `context` unchanged lines around it, and at most `maxLines` lines of hunks in all.
    public func unified(context: Int = 3, maxLines: Int = 100, maxLineLength: Int = 2_000) -> String {
        var report = ["--- expected", "+++ actual"]
        if !isShortest {
            report.append("(the texts differ in too many places for the shortest diff: the differing middle is shown whole)")
        }
        let changes = edits.indices.filter { if case .same = edits[$0] { false } else { true } }
        // Line numbers before each edit, in the expected and the actual text.
        var expectedLine = [Int](), actualLine = [Int]()
        var expectedCount = 0, actualCount = 0
        for edit in edits {
            expectedLine.append(expectedCount)
            actualLine.append(actualCount)
            switch edit {
            case .same: expectedCount += 1; actualCount += 1
            case .removed: expectedCount += 1
            case .added: actualCount += 1
            }
        }
        expectedLine.append(expectedCount)
        actualLine.append(actualCount)

        var shown = 0, next = 0
        hunks: while next < changes.count {
            var last = next
            while last + 1 < changes.count && changes[last + 1] - changes[last] <= 2 * context { last += 1 }
            let start = max(0, changes[next] - context), end = min(edits.count, changes[last] + context + 1)
            let expectedSpan = expectedLine[end] - expectedLine[start], actualSpan = actualLine[end] - actualLine[start]
            // As in diff -u, an empty span is numbered by the line before it.
            let expectedStart = expectedLine[start] + (expectedSpan == 0 ? 0 : 1)
            let actualStart = actualLine[start] + (actualSpan == 0 ? 0 : 1)
            report.append("@@ -\(expectedStart),\(expectedSpan) +\(actualStart),\(actualSpan) @@")
            for index in start..<end {
                if shown == maxLines {
                    let unshown = changes.count - (changes.firstIndex { $0 >= index } ?? changes.count)
                    report.append(unshown == 0 ? "..." : "... (\(unshown) more changed lines not shown)")
                    break hunks
                }
                let (mark, line): (String, String)
                switch edits[index] {
                case .same(let text): (mark, line) = (" ", text)
                case .removed(let text): (mark, line) = ("-", text)
                case .added(let text): (mark, line) = ("+", text)
                }
                report.append(mark + Self.visible(line, maxLength: maxLineLength))
                shown += 1
            }
            next = last + 1
        }
        if expectedEndsWithNewline != actualEndsWithNewline {
            report.append(expectedEndsWithNewline ? "\\ the expected text ends with a newline; the actual one does not"
                                                  : "\\ the actual text ends with a newline; the expected one does not")
        }
        return report.joined(separator: "\n")
    }

    static func lines(of text: String) -> (lines: [String], endsWithNewline: Bool) {
        guard !text.isEmpty else { return ([], true) }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.last == "" else { return (lines, false) }
        lines.removeLast()
        return (lines, true)
    }

    /// The line with control characters written out, so that a stray `\r` or escape shows, and
    /// cut short past `maxLength` characters.
    static func visible(_ line: String, maxLength: Int) -> String {
        var text = ""
        var count = 0
        for character in line.unicodeScalars {
            if count == maxLength {
                return text + "... (\(line.unicodeScalars.count - count) more characters)"
            }
            if character.value < 0x20 && character != "\t" || character.value == 0x7F {
                text += "\\u{" + String(character.value, radix: 16, uppercase: true) + "}"
            } else {
                text.unicodeScalars.append(character)
            }
            count += 1
        }
        return text
    }

    /// The edits from `expected` to `actual`: the lines they start and end with in common kept
    /// as they are, the middle by the shortest edit script (Myers' algorithm) when that has at
    /// most `maxEdits` edits, else removed and added whole.
    static func edits(from expected: [String], to actual: [String], maxEdits: Int) -> ([Edit], Bool) {
        var prefix = 0
        while prefix < expected.count && prefix < actual.count && expected[prefix] == actual[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < expected.count - prefix && suffix < actual.count - prefix
            && expected[expected.count - 1 - suffix] == actual[actual.count - 1 - suffix] { suffix += 1 }
        let removed = Array(expected[prefix..<(expected.count - suffix)])
        let added = Array(actual[prefix..<(actual.count - suffix)])
        var edits = expected[..<prefix].map(Edit.same)
        var isShortest = true
        if let middle = shortestEdits(from: removed, to: added, limit: maxEdits) {
            edits += middle
        } else {
            edits += removed.map(Edit.removed) + added.map(Edit.added)
            isShortest = false
        }
        edits += expected[(expected.count - suffix)...].map(Edit.same)
        return (edits, isShortest)
    }

    /// Myers' O((N+M)D) search for the fewest removals and additions, nil past `limit` of them
    /// (or past about 2·10⁷ steps), so that huge, wholly different outputs stay cheap to report.
    static func shortestEdits(from a: [String], to b: [String], limit: Int) -> [Edit]? {
        var numbers: [String: Int] = [:]
        func number(_ line: String) -> Int {
            if let known = numbers[line] { return known }
            numbers[line] = numbers.count
            return numbers.count - 1
        }
        let x = a.map(number), y = b.map(number)
        let n = x.count, m = y.count
        let bound = min(n + m, limit, max(64, 20_000_000 / max(1, n + m)))
        // furthest[offset + k]: the furthest x reached on diagonal k = x - y.
        let offset = bound + 1
        var furthest = [Int](repeating: 0, count: 2 * bound + 3)
        // trace[d]: furthest[-d...d] after d edits, to walk the path back.
        var trace: [[Int]] = []
        for d in 0...bound {
            for k in stride(from: -d, through: d, by: 2) {
                let down = k == -d || (k != d && furthest[offset + k - 1] < furthest[offset + k + 1])
                var i = down ? furthest[offset + k + 1] : furthest[offset + k - 1] + 1
                var j = i - k
                while i < n && j < m && x[i] == y[j] { i += 1; j += 1 }
                furthest[offset + k] = i
                if i >= n && j >= m {
                    return backtrack(a, b, trace: trace)
                }
            }
            trace.append(Array(furthest[(offset - d)...(offset + d)]))
        }
        return nil
    }

    private static func backtrack(_ a: [String], _ b: [String], trace: [[Int]]) -> [Edit] {
        var i = a.count, j = b.count
        var reversed: [Edit] = []
        for d in stride(from: trace.count, to: 0, by: -1) {
            let previous = trace[d - 1]
            func furthest(_ k: Int) -> Int { previous[k + d - 1] }
            let k = i - j
            let down = k == -d || (k != d && furthest(k - 1) < furthest(k + 1))
            let previousK = down ? k + 1 : k - 1
            let previousI = furthest(previousK), previousJ = previousI - previousK
            let snakeStart = down ? previousI : previousI + 1
            while i > snakeStart { i -= 1; j -= 1; reversed.append(.same(a[i])) }
            reversed.append(down ? .added(b[previousJ]) : .removed(a[previousI]))
            (i, j) = (previousI, previousJ)
        }
        while i > 0 { i -= 1; reversed.append(.same(a[i])) }
        return reversed.reversed()
    }
}
