import NavreplKit

/// Turns results into `--json` output: exactly one JSON object per command on standard
/// output, errors included, nothing on standard error.
public final class JSONRenderer: ResultSink {
    let channel: any OutputChannel

    public init(channel: any OutputChannel) {
        self.channel = channel
    }

    /// Nothing: each command's JSON object already holds the command.
    public func echo(_ text: SourceText, line: Int, in session: SessionView) {}

    public func didRun(_ result: CommandResult, in session: SessionView) {
        var json = "{\"line\":\(result.line),\"command\":" + JSON.string(result.text.description)
        switch result.outcome {
        case .failure(let diagnostic):
            // Where it went wrong, as text output's FILE:LINE:COL says.
            json += ",\"ok\":false,\"file\":" + JSON.string(diagnostic.location.file)
                + ",\"column\":\(diagnostic.location.column),\"error\":" + JSON.string(diagnostic.message)
        case .success(let output):
            json += ",\"ok\":true"
            switch output {
            case .text(let text):
                json += ",\"output\":" + JSON.string(text)
            case .stack(let verbose):
                let settings = session.settings
                let formatter = StackFormatter(schema: session.schema, layout: settings.layout, maxFrames: settings.maxFrames)
                let text = verbose ? formatter.verbose(session.state) : formatter.lines(session.state)
                json += ",\"output\":" + JSON.string(text)
            case .changed, .called:
                let change = output.change!
                let redirections = change.redirections
                if !redirections.isEmpty {
                    json += ",\"redirects\":[" + redirections.map(Self.redirectJSON).joined(separator: ",") + "]"
                }
                if session.settings.explain {
                    let calls = SwiftCallFormatter(schema: session.schema).calls(for: change, operation: result.call, in: session.state)
                    json += ",\"explain\":[" + calls.map(JSON.string).joined(separator: ",") + "]"
                }
                if session.settings.trace {
                    json += ",\"trace\":[" + TraceFormatter.lines(for: change, in: session.state).map(JSON.string).joined(separator: ",") + "]"
                }
            case .checked(let record, nil):
                if let refusal = record.refusal { json += ",\"refused\":" + JSON.string(refusal) }
            case .checked, .singleTop, .silent:
                break
            }
            json += ",\"state\":" + StateJSON.encode(session.state, schema: session.schema)
        }
        channel.write(json + "}\n")
    }

    /// `{"from": ROUTE, "to": ROUTE, "because": "..."}`; a redirect to a sheet or cover adds
    /// `"present": "sheet"`, one to a root or a tab has `"to": "root"` or `"tab home"`.
    private static func redirectJSON(_ redirection: Change.Redirection) -> String {
        var json = "{\"from\":" + StateJSON.encode(redirection.from) + ",\"to\":"
        switch redirection.to {
        case .route(let route): json += StateJSON.encode(route)
        case .present(let style, let route): json += StateJSON.encode(route) + ",\"present\":" + JSON.string(style.rawValue)
        case .root, .tab: json += JSON.string(redirection.to.description)
        }
        return json + ",\"because\":" + JSON.string(redirection.condition.reason) + "}"
    }
}
