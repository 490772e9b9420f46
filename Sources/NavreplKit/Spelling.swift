/// "Did you mean" suggestions for misspelt names.
package enum Spelling {
    /// The closest candidate within a small edit distance of `word`, if any.
    package static func suggestion(for word: String, among candidates: [String]) -> String? {
        let limit = max(1, min(3, word.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let distance = editDistance(word.lowercased(), candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// The `count` candidates closest to `word`, closest first (alphabetically among equals):
    /// what to show when none is close enough to be a "did you mean", and the command that
    /// lists them cannot be typed where the name was (a `--check` on the command line).
    package static func closest(to word: String, among candidates: [String], count: Int = 3) -> [String] {
        let lowered = word.lowercased()
        return candidates.filter { $0 != word }
            .map { (name: $0, distance: editDistance(lowered, $0.lowercased())) }
            .sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
            .prefix(count).map(\.name)
    }

    /// What follows a message about a misspelt name: ` (did you mean 'push'?)`, with
    /// `suggestion` as it would be typed after `command` (`'help push'`) and between `quote`s
    /// (a JSON key's are double), or `otherwise` when there is no suggestion. Every "did you
    /// mean" is worded here.
    package static func hint(_ suggestion: String?, command: String? = nil, quote: Character = "'", otherwise: String = "") -> String {
        guard let suggestion else { return otherwise }
        let typed = command.map { $0 + " " + suggestion } ?? suggestion
        return " (did you mean \(quote)\(typed)\(quote)?)"
    }

    /// `hint` for the candidate closest to `word`.
    package static func hint(
        for word: String, among candidates: [String], command: String? = nil, quote: Character = "'", otherwise: String = ""
    ) -> String {
        hint(suggestion(for: word, among: candidates), command: command, quote: quote, otherwise: otherwise)
    }

    /// Levenshtein distance, with a swap of neighbouring letters counted as one edit.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousRow: [Int] = []
        var row = Array(0...b.count)
        for i in 1...a.count {
            let rowBefore = previousRow
            previousRow = row
            row = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                row[j] = min(previousRow[j] + 1, row[j - 1] + 1, previousRow[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    row[j] = min(row[j], rowBefore[j - 2] + 1)
                }
            }
        }
        return row[b.count]
    }
}
