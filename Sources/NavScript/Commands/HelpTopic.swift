/// The help text: `help` lists the commands by purpose; `help CMD` gives usage, what it
/// does, an example and the errors it can give. The man page documents the same commands.
public struct HelpTopic: Sendable {
    public let name: String
    public let usage: String
    public let summary: String
    public let details: String
    public let example: String
    public let errors: String?
    public let group: String
    public let aliases: [String]

    init(_ name: String, _ usage: String, group: String, summary: String, details: String = "",
         example: String, errors: String? = nil, aliases: [String] = []) {
        self.name = name
        self.usage = usage
        self.group = group
        self.summary = summary
        self.details = details
        self.example = example
        self.errors = errors
        self.aliases = aliases
    }

    static let groups = ["Navigating", "Modals", "Looking around", "Checking", "Deep links and state files", "History", "Apps and files", "Session"]

    public static let all: [HelpTopic] = [
        HelpTopic("tab", "tab NAME", group: "Navigating",
                  summary: "select a tab; every tab keeps its own stack",
                  example: "tab doctors",
                  errors: "unknown tab (with a suggestion); refused while a modal is presented"),
        HelpTopic("push", "push ROUTE [> ROUTE]...", group: "Navigating",
                  summary: "push one or more routes onto the current stack, all or nothing",
                  details: "A route is written `detail \"Mary Doe\"`, `detail name=\"Mary Doe\"` or `detail(name: \"Mary Doe\")`.\nWith `set singletop on`, a push of the route already on top is skipped.",
                  example: "push list > detail \"Mary Doe\"",
                  errors: "unknown route, a route of another tab, wrong argument count or type, a value outside a closed set"),
        HelpTopic("pop", "pop [N]", group: "Navigating",
                  summary: "pop N routes off the current stack (default 1)",
                  example: "pop 2",
                  errors: "N below 1, or more than the stack holds"),
        HelpTopic("root", "root", group: "Navigating",
                  summary: "pop every route: back to the root view",
                  example: "root", aliases: ["popToRoot"]),
        HelpTopic("popto", "popto ROUTE [--inclusive]", group: "Navigating",
                  summary: "pop until the nearest matching route is on top (or, with --inclusive, removed too)",
                  details: "A bare route name matches that route with any arguments; `popto root` is `root`.",
                  example: "popto list",
                  errors: "no matching route in the stack"),
        HelpTopic("replace", "replace [ROUTE [> ROUTE]...]", group: "Navigating",
                  summary: "replace the whole current stack (nothing: clear it)",
                  example: "replace list > detail \"Ann Lee\"",
                  errors: "as for push"),
        HelpTopic("go", "go ROUTE", group: "Navigating",
                  summary: "navigate anywhere: select the tab that accepts ROUTE, then push it (seed 000's navigate)",
                  details: "A route declared in several tabs must be qualified as `tab.route`.",
                  example: "go doctors.detail \"Ann Lee\"",
                  errors: "unknown or ambiguous route; refused while a modal is presented"),
        HelpTopic("sheet", "sheet ROUTE", group: "Modals",
                  summary: "present ROUTE as a sheet, with its own stack, above the current context",
                  details: "While a modal is up, push, pop, root, popto and replace act on its stack.",
                  example: "sheet create",
                  errors: "as for push"),
        HelpTopic("cover", "cover ROUTE", group: "Modals",
                  summary: "present ROUTE as a full-screen cover, with its own stack",
                  example: "cover create",
                  errors: "as for push"),
        HelpTopic("dismiss", "dismiss [all]", group: "Modals",
                  summary: "dismiss the top modal with its stack (or every modal)",
                  example: "dismiss all",
                  errors: "no modal is presented"),
        HelpTopic("reset", "reset", group: "Modals",
                  summary: "dismiss every modal and pop every tab to its root, in one step",
                  example: "reset"),
        HelpTopic("select", "select ROUTE", group: "Navigating",
                  summary: "in a split tab, put ROUTE in its column and clear the columns after it",
                  details: """
                  A split tab (seed 004's NavigationSplitView) shows its path as columns: the sidebar is
                  the root, path entry 1 fills the next column, entry 2 the one after; further entries are
                  pushed inside the last column. Selecting a new book replaces the content column and
                  clears the detail column; 'select list' (the sidebar's route) clears them all.
                  'set layout compact' shows the same path as one stack, as an iPhone does.
                  """,
                  example: "select details \"Dune\"",
                  errors: "not a split tab, a route not shown in a column, a column before it still empty"),
        HelpTopic("show", "show [-v]", group: "Looking around",
                  summary: "print the current stack (-v: one route a line, with columns, titles and the back button's title)",
                  example: "show -v"),
        HelpTopic("state", "state [--json]", group: "Looking around",
                  summary: "print the whole state: every tab's stack and the modals",
                  example: "state --json"),
        HelpTopic("tabs", "tabs", group: "Looking around",
                  summary: "list the tabs with their depths and titles; * marks the selected one",
                  example: "tabs"),
        HelpTopic("routes", "routes", group: "Looking around",
                  summary: "list the routes allowed in the current tab, with parameters and titles",
                  example: "routes"),
        HelpTopic("expect", "expect WHAT", group: "Checking",
                  summary: "check the state; a failed expectation is an error",
                  details: """
                  expect stack ROUTE [> ROUTE]...   the current stack, bottom first
                  expect stack empty                the current stack is at its root
                  expect depth N                    routes above the root
                  expect tab NAME                   the selected tab
                  expect top ROUTE                  the top route (a bare name matches any arguments)
                  expect modal sheet|cover ROUTE    the top modal and its root route
                  expect no modal                   no modal is presented
                  expect url URL                    the state is what the deep link URL names
                  expect fail COMMAND...            COMMAND must fail and change nothing
                  """,
                  example: "expect stack list > detail \"Mary Doe\"",
                  errors: "the expectation does not hold (the message says what was found)"),
        HelpTopic("open", "open URL", group: "Deep links and state files",
                  summary: "apply a deep link in one step: dismiss the modals, select the tab, set its stack, present the link's modals",
                  details: """
                  A link is SCHEME://TAB/ROUTE/ARG.../ROUTE/ARG...?sheet=ROUTE/ARG...&cover=..., the app's name
                  being the scheme. Each route is followed by one segment per parameter (~ leaves out an optional
                  one); everything but letters, digits, - . _ is percent-encoded. In free mode each argument is
                  TYPE:VALUE or TYPE:LABEL=VALUE with TYPE s, i or b. Other tabs keep their stacks.
                  """,
                  example: "open hospital://patients/list/detail/Mary%20Doe?sheet=create",
                  errors: "a malformed link, another app's scheme, an unknown tab or route, a missing or ill-typed argument (the message names the segment)"),
        HelpTopic("url", "url", group: "Deep links and state files",
                  summary: "print the current state as a deep link: the selected tab, its stack and the modals",
                  example: "url"),
        HelpTopic("save", "save FILE", group: "Deep links and state files",
                  summary: "write the whole state as JSON, atomically (a temporary file, then a rename)",
                  example: "save checkout.json",
                  errors: "a folder that does not exist or cannot be written; the old file is then unchanged"),
        HelpTopic("restore", "restore FILE", group: "Deep links and state files",
                  summary: "read a state saved with 'save', check all of it against the app, then replace the state in one step",
                  example: "restore checkout.json",
                  errors: "a missing, unreadable or malformed file; another app's state; unknown tabs or routes; ill-typed arguments"),
        HelpTopic("undo", "undo [N]", group: "History",
                  summary: "undo the last N changes (default 1)",
                  details: "Every successful change is one step; loading an app starts a fresh history.",
                  example: "undo 2",
                  errors: "N below 1, or more steps than there are"),
        HelpTopic("redo", "redo [N]", group: "History",
                  summary: "redo N undone changes (default 1); a new change clears what could be redone",
                  example: "redo",
                  errors: "nothing undone, or fewer undone steps than N"),
        HelpTopic("history", "history [N]", group: "History",
                  summary: "list the steps (or the last N) with their commands and the route on top before and after each",
                  example: "history 5"),
        HelpTopic("app", "app NAME | app FILE | app NAME { ... }", group: "Apps and files",
                  summary: "load a built-in app, an app file, or declare an app; every tab starts at its root",
                  details: """
                  app none is free mode: any route with any arguments, tabs made on first use.
                  A declaration (also the content of an app file):
                    app clinic {
                      tab patients "Patients" {
                        list
                        detail(name: String) "Patient"
                      }
                      chat(with: String)      # outside any tab: accepted in every tab
                    }
                  A split tab declares 2 or 3 columns, sidebar first, each with the text it shows while empty:
                    split library "Library" {
                      column sidebar { list }
                      column content "select a book" { details(book: String) }
                      column detail "select a book" { description(book: String) }
                    }
                  Types: String, Int, Bool, closed sets such as car|bus; a trailing ? makes a parameter optional.
                  """,
                  example: "app routers",
                  errors: "unknown app (with a suggestion), unreadable file, invalid declaration"),
        HelpTopic("apps", "apps", group: "Apps and files",
                  summary: "list the built-in apps and those declared this session; * marks the loaded one",
                  example: "apps"),
        HelpTopic("source", "source FILE", group: "Apps and files",
                  summary: "run the commands of a script file (relative to the current script's folder)",
                  example: "source setup.nav",
                  errors: "missing or unreadable file, a cycle, nesting deeper than 64"),
        HelpTopic("set", "set [NAME [VALUE]]", group: "Session",
                  summary: "show or change a setting",
                  details: """
                  layout regular|compact   split tabs as columns (an iPad) or as one stack (an iPhone)
                  singletop on|off         skip a push of the route already on top
                  maxframes N              longest stack printed in full (default 16)
                  trace on|off             print what each change pushed, popped or switched
                  explain on|off           print the SwiftUI router call each change stands for
                  echo on|off              print each command before its output
                  quiet on|off             do not print the stack after each change
                  color on|off             colour the output
                  """,
                  example: "set singletop on",
                  errors: "unknown setting (with a suggestion), a value the setting does not take"),
        HelpTopic("echo", "echo TEXT...", group: "Session",
                  summary: "print TEXT (for narrating scripts)",
                  example: "echo Now the doctor opens the chart"),
        HelpTopic("help", "help [COMMAND]", group: "Session",
                  summary: "list the commands, or explain one",
                  example: "help push"),
        HelpTopic("quit", "quit [CODE] | exit [CODE]", group: "Session",
                  summary: "leave navrepl, with exit status CODE (default: 1 if a command failed, else 0)",
                  example: "exit 0",
                  errors: "CODE outside 0 to 255", aliases: ["exit"]),
    ]

    /// Every command word the language knows, aliases included.
    public static let commandNames: [String] = all.flatMap { [$0.name] + $0.aliases }

    /// Everything `help` can explain.
    public static let topicNames: [String] = commandNames

    public static func text(for name: String) -> String? {
        guard let topic = all.first(where: { $0.name == name || $0.aliases.contains(name) }) else { return nil }
        var text = "usage: \(topic.usage)\n\n\(topic.summary)."
        if !topic.details.isEmpty { text += "\n\n" + topic.details }
        if !topic.aliases.isEmpty { text += "\n\nalso written: " + topic.aliases.joined(separator: ", ") }
        text += "\n\nexample: \(topic.example)"
        if let errors = topic.errors { text += "\nerrors: \(errors)" }
        return text
    }

    public static var overview: String {
        var lines = ["navrepl commands (type 'help COMMAND' for more):"]
        let width = all.map(\.usage.count).max() ?? 0
        for group in groups {
            lines.append("")
            lines.append(group + ":")
            for topic in all where topic.group == group {
                lines.append("  " + topic.usage + String(repeating: " ", count: width - topic.usage.count + 2) + topic.summary)
            }
        }
        lines.append("")
        lines.append("Commands end at a newline or ';'. '#' starts a comment. Routes: detail \"Mary Doe\", detail(name: \"Mary Doe\").")
        return lines.joined(separator: "\n")
    }
}
