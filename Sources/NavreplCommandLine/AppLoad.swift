import NavreplKit
import NavScript

/// The app a command line names (`--app`, `navrepl explore APP`, a suite's `app`): built-in,
/// Swift sources (read by navrepl-import), or an app file.
public enum AppLoad {
    /// The app, and what importing it from Swift sources found and assumed.
    case success(AppSchema, report: [String] = [])
    case failure(String)

    public init(_ app: String) {
        if app == AppSchema.free.name {
            self = .success(.free)
            return
        }
        if let schema = BuiltinApps.named(app) {
            self = .success(schema)
            return
        }
        if SwiftAppImport.namesSwiftSources(app) {
            do {
                let imported = try SwiftAppImport.run([app])
                self = .success(imported.schema, report: imported.report)
            } catch {
                self = .failure(error.message)
            }
            return
        }
        guard app.contains("/") || app.contains(".") else {
            let names = [AppSchema.free.name] + BuiltinApps.all.map(\.name)
            let suggestion = Spelling.suggestion(for: app, among: names).map { " (did you mean '\($0)'?)" } ?? ""
            self = .failure("unknown app '\(app)'\(suggestion); built-in apps: \(names.joined(separator: ", ")), or give an app file")
            return
        }
        do {
            self = .success(try AppFile.read(app, named: app))
        } catch let problem as AppFile.Problem {
            self = .failure(problem.message)
        } catch {
            self = .failure("\(error)")
        }
    }
}
