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
    public func echo(_ text: SourceText, line: Int, in session: SessionView) {
        channel.write(Prompt.text(for: session.state, style: style(session)) + text.description + "\n")
    }

    /// A quiet change shows nothing here (`didRun` returns at once for one).
    public var ignoresQuietChanges: Bool { true }

    public func didRun(_ result: CommandResult, in session: SessionView) {
        let settings = session.settings
        // Most results of a batch run are changes shown as the stack, or (quiet) not at all:
        // settle those before any other work, and without taking the change apart.
        if !settings.explain && !settings.trace {
            switch result.outcome {
            // (A `where` binds to the last pattern only: one for each.)
            case .success(.changed) where settings.quiet, .success(.called) where settings.quiet:
                return
            case .success(.changed(let change)) where !change.hasRedirects:
                writeStack(in: session)
                return
            case .success(.called(let call)) where !call.change.hasRedirects:
                writeStack(in: session)
                return
            default:
                break
            }
        }
        let style = style(session)
        switch result.outcome {
        case .failure(let diagnostic):
            // The call the router refused, as --explain shows every call: the app's router
            // would refuse it the same way.
            if settings.explain, case .call(let operation)? = diagnostic.attempt,
                let call = SwiftCallFormatter(schema: session.schema).call(for: operation, in: session.state) {
                channel.write(style.dim(call + "  // refused") + "\n")
            }
            channel.writeError(diagnostic.formatted(showingSource: showsSourceInErrors, style: style) + "\n")
        case .success(.changed(let change)):
            show(change, call: nil, in: session, style: style)
        case .success(.called(let call)):
            show(call.change, call: call.operation, in: session, style: style)
        case .success(.stack(let verbose)):
            let formatter = formatter(session, style: style)
            channel.write((verbose ? formatter.verbose(session.state) : formatter.lines(session.state)) + "\n")
        case .success(.text(let text)):
            channel.write(text + "\n")
        case .success(.checked(let record, nil)):
            if let refusal = record.refusal, !settings.quiet { channel.write("refused as expected: " + refusal + "\n") }
        case .success(.checked), .success(.singleTop), .success(.silent):
            break
        }
    }

    /// The stack after a plain change (quiet: nothing), from one buffer.
    private func writeStack(in session: SessionView) {
        guard !session.settings.quiet else { return }
        buffer.removeAll()
        // Read in place through the interpreter: the view's accessors, for every command,
        // cost a tenth of printing the line.
        if !StackFormatter.writePlainLine(of: session.interpreter, into: buffer) {
            formatter(session, style: style(session)).write(session.state, into: buffer)
        }
        buffer.withBytes { channel.write(bytes: $0) }
    }

    /// A change as `--explain`, `--trace` and the redirects' notes show it, then the stack.
    private func show(_ change: Change, call: NavigationOperation?, in session: SessionView, style: TextStyle) {
        let settings = session.settings
        var text = ""
        if settings.explain && !change.isEmpty {
            let formatter = SwiftCallFormatter(schema: session.schema)
            for line in formatter.calls(for: change, operation: call, in: session.state) {
                text += style.dim(line) + "\n"
            }
        }
        if settings.trace {
            for line in TraceFormatter.lines(for: change, in: session.state) { text += line + "\n" }
        }
        if !settings.quiet {
            // A redirected route says why it is not the one asked for (the trace says it already).
            if !settings.trace {
                for redirection in change.redirections { text += style.dim(redirection.description) + "\n" }
            }
            text += formatter(session, style: style).lines(session.state) + "\n"
        }
        if !text.isEmpty { channel.write(text) }
    }


    private func formatter(_ session: SessionView, style: TextStyle) -> StackFormatter {
        StackFormatter(schema: session.schema, layout: session.settings.layout,
                       maxFrames: session.settings.maxFrames, style: style)
    }

    private func style(_ session: SessionView) -> TextStyle {
        session.settings.color ? .ansi : .plain
    }
}
