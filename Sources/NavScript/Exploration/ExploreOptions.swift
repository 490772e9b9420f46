import NavLanguage
import NavreplExplore
import NavreplKit

/// What `explore` is asked to do: the bounds of the walk, the checks and links, and what to
/// write. Read from the same words at the prompt (`explore --max-depth 2`) and on the command
/// line (`navrepl explore shop.navapp --max-depth 2`).
struct ExploreOptions {
    var bounds = ExplorationBounds()
    /// Each `--check` with the `--when` that follows it, as written after `expect`.
    var checks: [(check: String, when: String?)] = []
    var links: [String] = []
    var strict = false
    /// `--whole`: walk the whole app's states even where its tabs could be walked one at a time.
    var whole = false
    var json = false
    var emit: Located<String>?
    var graph: Located<String>?
    /// `--time-limit SECONDS`: the walk stops then, and what it stored is judged as at `--limit`.
    var timeLimit: Double?
    /// `--ignore KIND[:SUBJECT]`: findings marked intended, not reported (a subject of nil:
    /// every finding of the kind).
    var ignores: [(kind: Finding.Kind, subject: String?)] = []

    /// Whether what was asked needs the walk of the whole app, not of its tabs one at a time:
    /// `--whole` says so, a covering suite or a state graph is made of the whole app's
    /// states, a check that runs a move (`fail go cart.checkout`) may read any tab, and one of
    /// the URL reads the stack under the modals.
    var needsTheWholeWalk: Bool {
        whole || emit != nil || graph != nil || checks.contains { check, when in ([check] + (when.map { [$0] } ?? [])).contains(where: ExpectationJudge.readsTheWholeState) }
    }

    /// The longest `--time-limit`: a day.
    static let timeLimits = 0.1...86_400.0

    /// A word that is not an option, or an option without its value.
    struct Failure: Error {
        let offset: Int
        let message: String
    }

    static let usage = "explore [--max-depth D] [--max-modals M] [--values TYPE=V,...] [--flag NAME=true|false] [--limit N] [--move-limit N] [--time-limit SECONDS] [--check EXPECT [--when EXPECT]]... [--link URL]... [--ignore KIND|KIND:SUBJECT]... [--strict] [--whole] [--json] [--emit DIR] [--graph FILE]"

    static let optionNames = [
        "--max-depth", "--max-modals", "--values", "--flag", "--limit", "--move-limit", "--time-limit", "--check", "--when", "--link", "--ignore", "--strict", "--whole", "--json",
        "--emit", "--graph",
    ]

    init(_ words: [Located<String>]) throws(Failure) {
        var index = 0
        var valuesGiven = Set<String>()
        func value(for option: Located<String>, _ what: String) throws(Failure) -> Located<String> {
            guard index < words.count else {
                throw Failure(offset: option.offset, message: "\(option.value) needs \(what)")
            }
            index += 1
            return words[index - 1]
        }
        func number(for option: Located<String>, in range: ClosedRange<Int>) throws(Failure) -> Int {
            let word = try value(for: option, "a number")
            guard let number = Int(word.value), range.contains(number) else {
                throw Failure(offset: word.offset, message: "\(option.value) takes a whole number from \(range.lowerBound) to \(Explorer.grouped(range.upperBound)), not '\(word.value)'")
            }
            return number
        }
        while index < words.count {
            let option = words[index]
            index += 1
            switch option.value {
            case "--max-depth": bounds.maxDepth = try number(for: option, in: ExplorationBounds.depths)
            case "--max-modals": bounds.maxModals = try number(for: option, in: ExplorationBounds.modalCounts)
            case "--limit": bounds.limit = try number(for: option, in: ExplorationBounds.limits)
            case "--move-limit": bounds.moveLimit = try number(for: option, in: ExplorationBounds.moveLimits)
            case "--time-limit":
                let word = try value(for: option, "a number of seconds")
                guard let seconds = Double(word.value), ExploreOptions.timeLimits.contains(seconds) else {
                    throw Failure(offset: word.offset, message: "--time-limit takes seconds from 0.1 to 86400 (a day), not '\(word.value)'")
                }
                timeLimit = seconds
            case "--values":
                let word = try value(for: option, "TYPE=VALUES (e.g. 'Int=0,1')")
                guard let equals = word.value.firstIndex(of: "=") else {
                    throw Failure(offset: word.offset, message: "--values takes TYPE=VALUE,... (e.g. 'Int=0,1' or 'String=a,b'), not '\(word.value)'")
                }
                let type = String(word.value[..<equals])
                let values = word.value[word.value.index(after: equals)...].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                guard values.count <= ExplorationBounds.valueCounts.upperBound else {
                    throw Failure(offset: word.offset, message: "--values \(type) takes at most \(ExplorationBounds.valueCounts.upperBound) values, not \(values.count)")
                }
                guard valuesGiven.insert(type).inserted else { throw Failure(offset: word.offset, message: "--values \(type) is given twice") }
                switch type {
                case "Int":
                    let numbers = values.compactMap { Int($0) }
                    guard numbers.count == values.count, !numbers.isEmpty else {
                        throw Failure(offset: word.offset, message: "--values Int takes whole numbers separated by commas, not '\(values.joined(separator: ","))'")
                    }
                    bounds.intValues = numbers
                case "String":
                    bounds.stringValues = values
                default:
                    throw Failure(offset: word.offset, message: "--values takes Int or String, not '\(type)' (closed sets and Bools take all their values)")
                }
            case "--flag":
                let word = try value(for: option, "NAME=true|false")
                let parts = word.value.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2, let flag = Bool(parts[1]) else {
                    throw Failure(offset: word.offset, message: "--flag takes NAME=true or NAME=false, not '\(word.value)'")
                }
                guard bounds.fixedFlags[parts[0]] == nil else {
                    throw Failure(offset: word.offset, message: "--flag \(parts[0]) is given twice: hold it at one value")
                }
                bounds.fixedFlags[parts[0]] = flag
            case "--check": checks.append((try value(for: option, "an expectation (e.g. --check \"not contains checkout\")").value, nil))
            case "--when":
                let word = try value(for: option, "an expectation (e.g. --when \"flag signedIn false\")")
                guard let last = checks.popLast() else {
                    throw Failure(offset: option.offset, message: "--when says when the --check before it must hold: give the --check first")
                }
                guard last.when == nil else { throw Failure(offset: option.offset, message: "--check '\(last.check)' has two --when; give one") }
                checks.append((last.check, word.value))
            case "--link":
                let link = try value(for: option, "a URL").value
                links.append(link)
                bounds.links.append(link)
            case "--ignore":
                let word = try value(for: option, "KIND or KIND:SUBJECT (e.g. --ignore orphan:receipt)")
                let parts = word.value.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let kinds = Finding.Kind.allCases.filter { $0 != .check }.map(\.rawValue)
                guard let kind = Finding.Kind(rawValue: parts[0]), kind != .check else {
                    throw Failure(offset: word.offset, message: parts[0] == Finding.Kind.check.rawValue
                        ? "--ignore cannot mark a failed --check intended: drop the --check instead"
                        : "--ignore takes KIND or KIND:SUBJECT with KIND one of \(kinds.joined(separator: ", ")), not '\(word.value)'" + Spelling.hint(for: parts[0], among: kinds))
                }
                ignores.append((kind, parts.count == 2 ? parts[1] : nil))
            case "--strict": strict = true
            case "--whole": whole = true
            case "--json": json = true
            case "--emit": emit = try value(for: option, "a folder")
            case "--graph": graph = try value(for: option, "a file (.dot or .mmd)")
            default:
                throw Failure(
                    offset: option.offset,
                    message: "unknown option '\(option.value)'"
                        + Spelling.hint(for: option.value, among: ExploreOptions.optionNames, otherwise: " (usage: \(ExploreOptions.usage))"))
            }
        }
        if let graph, !graph.value.hasSuffix(".dot") && !graph.value.hasSuffix(".mmd") {
            throw Failure(offset: graph.offset, message: "--graph writes a .dot (Graphviz) or .mmd (Mermaid) file, not '\(graph.value)'")
        }
        // A state graph is drawn of a few hundred states: the walk stops one past, rather than
        // walk a million to refuse them.
        if graph != nil { bounds.limit = min(bounds.limit, StateGraph.limit + 1) }
    }
}
