/// The lines of a scenario as its interpreter reads them, telling the recorder which line owns
/// the output printed from now on and what the transcript says that line prints; once the
/// file has failed under `bail`, the end of the file.
///
/// Output is judged as it is printed, so a command's transcript, written under it, must be
/// known before the command runs: the lines after a line that owns output are read ahead up
/// to the next such line. Blank, comment and transcript lines read ahead are handed on as
/// empty lines (the interpreter does nothing with either) and counted rather than kept, so
/// that reading ahead over any number of them holds no more than the transcript itself.
struct ScenarioLines<Source: LineSource>: LineSource {
    private var source: Source
    private var scanner = TranscriptScanner()
    private let recorder: ScenarioRecorder
    private let interpreter: Interpreter

    /// A line read ahead: one the interpreter must see (an owning line, or a line it refuses),
    /// or the numbers of a run of passive lines.
    private enum Ahead {
        case line(Line, TranscriptScanner.Kind)
        case passive(ClosedRange<Int>)
    }

    /// Lines read ahead and not yet handed on, from `aheadStart`.
    private var ahead: [Ahead] = []
    private var aheadStart = 0

    /// The last line handed on, and the column of its first character.
    private(set) var lastLine = 0
    private(set) var lastColumn = 1

    init(source: Source, recorder: ScenarioRecorder, interpreter: Interpreter) {
        self.source = source
        self.recorder = recorder
        self.interpreter = interpreter
        // Output printed before the first command (by the app the suite loads) is stated by
        // the transcript lines above it.
        recorder.willRead(owner: 0, column: 1, startsCommand: true, expected: readTranscript())
    }

    mutating func nextLine() -> Line? {
        guard aheadStart < ahead.count else { return nil }
        let line: Line
        switch ahead[aheadStart] {
        case .passive(let numbers):
            line = Line(bytes: [], range: 0..<0, number: numbers.lowerBound)
            if numbers.count == 1 {
                aheadStart += 1
            } else {
                ahead[aheadStart] = .passive(numbers.lowerBound + 1...numbers.upperBound)
            }
            lastColumn = 1
        case .line(let read, let kind):
            aheadStart += 1
            line = read
            lastColumn = TranscriptScanner.firstColumn(read)
            if case .owner(let startsCommand) = kind {
                // Everything read ahead so far has been handed on: start afresh.
                ahead.removeAll(keepingCapacity: true)
                aheadStart = 0
                recorder.willRead(owner: line.number, column: lastColumn, startsCommand: startsCommand, expected: readTranscript())
            }
        }
        lastLine = line.number
        return interpreter.hasFinished ? nil : line
    }

    /// The next line that starts a command, read ahead and not handed on: once the script has
    /// exited, the first line it did not run.
    var nextCommandLine: Int? {
        for item in ahead[aheadStart...] {
            if case .line(let line, .owner(startsCommand: true)) = item { return line.number }
        }
        return nil
    }

    /// Reads ahead to the next owning line (kept to be handed on), gathering the transcript
    /// lines on the way.
    private mutating func readTranscript() -> [String] {
        var transcript: [String] = []
        while let line = source.nextLine() {
            let kind = scanner.classify(line)
            switch kind {
            case .owner:
                ahead.append(.line(line, kind))
                return transcript
            case .transcript(let text):
                transcript.append(text)
                addPassive(line)
            case .passive:
                addPassive(line)
            }
        }
        return transcript
    }

    private mutating func addPassive(_ line: Line) {
        guard line.problem == nil else {
            // The interpreter reports what is wrong with it.
            ahead.append(.line(line, .passive))
            return
        }
        if aheadStart < ahead.count, case .passive(let numbers) = ahead[ahead.count - 1], numbers.upperBound == line.number - 1 {
            ahead[ahead.count - 1] = .passive(numbers.lowerBound...line.number)
        } else {
            ahead.append(.passive(line.number...line.number))
        }
    }
}
