import NavreplKit

/// A scenario's session made again on an app's own router: each call navrepl made is made on
/// the app's ``Navigator``, each call navrepl refused must be refused there, `undo`, `redo` and
/// `restore` set the state they reached, and after every command the app's state must be the
/// one navrepl printed. The first difference is the failure, at the command's line.
struct ScenarioReplay {
    let path: String
    let session: SessionLog
    /// The app the script ran with (its own `app` line may have loaded one).
    let app: AppSchema

    func replay(on navigator: inout Navigator) -> [ScenarioFailure] {
        guard app.name == navigator.schema.name else {
            return [failure(line: 1, "the scenario runs app \(app.name), but the router is app \(navigator.schema.name) (run it on a router of app \(app.name))")]
        }
        do {
            try navigator.perform(.restore(session.start), command: "# the scenario's start")
        } catch {
            return [failure(line: 1, "the app's router cannot start where the scenario starts: \(error.message)")]
        }
        var state = session.start
        for entry in session.entries {
            state.apply(entry.change)
            switch entry.kind {
            case .call(let operation):
                let accepted = (try? navigator.perform(operation)) != nil
                if accepted != (entry.failure == nil) {
                    return [failure(entry, accepted
                        ? "navrepl refused '\(session.command(of: entry))' (\(entry.failure ?? "")), but the app's router made it"
                        : "navrepl made '\(session.command(of: entry))', but the app's router refused it: \(navigator.lastRefusal?.message ?? "")")]
                }
            case .expectedFailure(let operation?, _, _, _):
                if (try? navigator.perform(operation)) != nil {
                    return [failure(entry, "navrepl refused '\(session.command(of: entry))', but the app's router made it")]
                }
            case .state:
                _ = try? navigator.perform(.restore(state), command: "# " + session.command(of: entry))
            case .singleTop(let on):
                navigator.singleTop = on
            case .expectedFailure(nil, _, _, _), .expectation, .note, .refused:
                break
            }
            if navigator.state != state {
                return [failure(entry, "after '\(session.command(of: entry))' the app's router is at \(navigator.url), where navrepl is at \(DeepLink.url(for: state, schema: app))")]
            }
        }
        return []
    }

    private func failure(line: Int, _ message: String) -> ScenarioFailure {
        ScenarioFailure(location: SourceLocation(file: path, line: line, column: 1), message: message, kind: .check)
    }

    /// At the command's own place (a sourced file's commands are in that file).
    private func failure(_ entry: SessionLog.Entry, _ message: String) -> ScenarioFailure {
        ScenarioFailure(location: SourceLocation(file: entry.file, line: entry.line, column: 1), message: message, kind: .check)
    }
}
