/// What running one scenario file came to.
public struct ScenarioResult: Sendable {
    public enum Verdict: Sendable {
        case passed
        case failed
        /// `--update` rewrote its transcript.
        case updated
        /// Not run: `--bail` stopped the suite at an earlier file's failure.
        case skipped
    }

    /// The file, as the suite found it.
    public let path: String
    public let verdict: Verdict
    /// The commands run, those of the files it sourced included; when a failure stopped the
    /// script and running it on to its end found failures after it, that run's.
    public let commandCount: Int
    public let nanoseconds: UInt64
    /// Why it failed, first failure first; one unless the script turned `bail` off.
    public let failures: [ScenarioFailure]
    /// The app the script ran with, and where that came from (nil for a file not run).
    public var app: ScenarioApp? = nil

    /// Whether every failure is output that differs from the transcript: only then can
    /// `--update` accept the run.
    public var failsOnlyByOutput: Bool {
        !failures.isEmpty && failures.allSatisfy { $0.kind == .output }
    }

    public var milliseconds: Int { Int(nanoseconds / 1_000_000) }

    package static func skipped(_ path: String) -> ScenarioResult {
        ScenarioResult(path: path, verdict: .skipped, commandCount: 0, nanoseconds: 0, failures: [])
    }
}

/// One reason a scenario failed: where, what, and for a mismatch the two sides.
public struct ScenarioFailure: Sendable, Equatable {
    /// What failed: a verdict of the script, or only its output.
    public enum Kind: Sendable, Equatable {
        /// A failed `expect`, or a command that failed without `expect fail`: the script is
        /// wrong whatever its transcript records, and `--update` never writes it down.
        case check
        /// A command printed other than its transcript says, and nothing failed: `--update`
        /// may accept it.
        case output
        /// The script could not be read, run or written, or exited with a status.
        case run
    }

    /// The command or expectation, its file named as the suite found it.
    public let location: SourceLocation
    public let message: String
    public let kind: Kind
    /// What was expected against what was found, when the message alone does not show it.
    public let difference: Difference?

    public enum Difference: Sendable, Equatable {
        /// An expectation's two sides: `expect stack`'s stacks, `expect url`'s links.
        case values(expected: String, actual: String)
        /// The transcript lines under a command against the lines it printed, tags included.
        case transcript(expected: [String], actual: [String])
    }

    init(location: SourceLocation, message: String, kind: Kind, difference: Difference? = nil) {
        self.location = location
        self.message = message
        self.kind = kind
        self.difference = difference
    }
}
