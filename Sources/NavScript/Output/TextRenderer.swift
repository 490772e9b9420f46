import NavreplKit

/// Turns results into the text format: the stack after each change, listings as they are,
/// errors as `FILE:LINE:COL: error: MESSAGE` on standard error.
public final class TextRenderer: ResultSink {
    let channel: any OutputChannel
    /// At the prompt, errors also show the source line and a caret under the column.
    public var showsSourceInErrors = false
    /// Reused for every stack printed.
    private let buffer = TextBuffer()

    public init(channel: any OutputChannel) {
        self.channel = channel
    }

    /// The command after the prompt it would have been typed at, so that a script's output
    /// reads as a session at the prompt.
    public func echo(_ text: SourceText, line: Int, in interpreter: Interpreter) {
        channel.write(Prompt.text(for: interpreter.state, style: style(interpreter)) + text.description + "\n")
    }

    public func didRun(_ result: CommandResult, in interpreter: Interpreter) {
        let settings = interpreter.settings
        // Most results of a batch run are changes shown as the stack, or (quiet) not at all:
        // settle those before any other work, and without taking the change apart.
        if case .success(.changed) = result.outcome, !settings.explain, !settings.trace {
            guard !settings.quiet else { return }
        }
        if case .success(.changed(let change)) = result.outcome, !settings.explain, !settings.trace, !change.hasRedirects {
            buffer.removeAll()
            if !StackFormatter.writePlainLine(of: interpreter, into: buffer) {
                formatter(interpreter, style: style(interpreter)).write(interpreter.router.state, into: buffer)
            }
            buffer.withBytes { channel.write(bytes: $0) }
            return
        }
        let style = style(interpreter)
        switch result.outcome {
        case .failure(let diagnostic):
            channel.writeError(diagnostic.formatted(showingSource: showsSourceInErrors, style: style) + "\n")
        case .success(.changed(let change)):
            var text = ""
            if settings.explain && !change.isEmpty {
                let formatter = SwiftCallFormatter(schema: interpreter.schema)
                for line in formatter.calls(for: change, operation: interpreter.lastOperation, in: interpreter.state) {
                    text += style.dim(line) + "\n"
                }
            }
            if settings.trace {
                for line in TraceFormatter.lines(for: change, in: interpreter.state) { text += line + "\n" }
            }
            if !settings.quiet {
                // A redirected route says why it is not the one asked for (the trace says it already).
                if !settings.trace {
                    for redirection in change.redirections { text += style.dim(redirection.description) + "\n" }
                }
                text += formatter(interpreter, style: style).lines(interpreter.state) + "\n"
            }
            if !text.isEmpty { channel.write(text) }
        case .success(.stack(let verbose)):
            let formatter = formatter(interpreter, style: style)
            channel.write((verbose ? formatter.verbose(interpreter.state) : formatter.lines(interpreter.state)) + "\n")
        case .success(.text(let text)):
            channel.write(text + "\n")
        case .success(.silent):
            break
        }
    }


    private func formatter(_ interpreter: Interpreter, style: TextStyle) -> StackFormatter {
        StackFormatter(schema: interpreter.schema, layout: interpreter.settings.layout,
                       maxFrames: interpreter.settings.maxFrames, style: style)
    }

    private func style(_ interpreter: Interpreter) -> TextStyle {
        interpreter.settings.color ? .ansi : .plain
    }
}
