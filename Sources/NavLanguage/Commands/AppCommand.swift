import NavreplKit

/// Where `app` loads a schema from.
public enum AppSource: Hashable, Sendable {
    /// A built-in app, `none`, an app declared earlier, or else a file.
    case name(String)
    case declaration(AppDeclaration)
    /// `app import [--strict] [--name NAME] PATH...`: Swift sources, read by navrepl-import.
    case swiftSources([Located<String>], SwiftAppImport.Options)
}

/// An `app NAME { ... }` block as parsed, before it is checked as a schema.
public struct AppDeclaration: Hashable, Sendable {
    public let name: String
    public let tabs: [AppSchema.TabDeclaration]
    public let sharedRoutes: [AppSchema.RouteDeclaration]
    public let rules: AppRules
    public let offset: Int

    /// The schema it declares, checked.
    func schema() throws(NavigationError) -> AppSchema {
        try AppSchema(
            name: name, tabs: tabs, sharedRoutes: sharedRoutes,
            flags: rules.flags, redirects: rules.redirects, guards: rules.guards,
            retapToRoot: rules.retapToRoot.map { $0.isEmpty ? tabs.map(\.name) : $0 } ?? [],
            presentedOnly: rules.presentedOnly, presentedOnlyAsCover: rules.presentedOnlyAsCover,
            links: rules.links.map { link throws(NavigationError) in
                // `-> ROUTE` alone: the first tab that takes it (an app without tab blocks has one).
                let tab = link.tab ?? (tabs.first { tab in tab.routes.contains { $0.name == link.route } } ?? tabs.first)?.name ?? AppSchema.defaultTabName
                let pattern = try AppSchema.LinkPattern(link.pattern, tab: tab, route: link.route)
                // `product(id:)` names the route by its labels, which must be its parameters'.
                let declared = ((tabs.first { $0.name == tab }?.routes ?? []) + sharedRoutes).first { $0.name == link.route }
                if let labels = link.labels, let declared, labels != declared.parameters.map(\.label) {
                    let written = link.route + "(" + labels.map { $0 + ":" }.joined() + ")"
                    throw .invalidSchema("'\(pattern.spelling)': \(written) is not route \(declared.signature)")
                }
                return pattern
            })
    }

    /// Where the declaration goes wrong when its schema is refused: the line of the rule or
    /// flag the refusal names (a schema's messages begin with the rule as written, or name the
    /// flag declared twice), else the app's name.
    func offset(of error: NavigationError) -> Int {
        guard case .invalidSchema(let message) = error else { return offset }
        // A flag declared twice is wrong at its second declaration.
        for (spelling, at) in rules.places.reversed() where message.hasPrefix(spelling + " is declared twice") { return at }
        for (spelling, at) in rules.places where message.hasPrefix("'\(spelling)'") || spelling.hasSuffix(" -> ") && message.hasPrefix("'\(spelling)") {
            return at
        }
        return offset
    }
}

/// The flags, redirects and guards an app declaration holds, in the order written.
public struct AppRules: Hashable, Sendable {
    public var flags: [AppSchema.FlagDeclaration] = []
    public var redirects: [AppSchema.RedirectRule] = []
    public var guards: [AppSchema.GuardRule] = []
    /// `retap root [TAB...]`: the tabs a second tap sends back to their root (none listed: all).
    public var retapToRoot: [String]?
    /// The app-level routes declared `sheet NAME` or `cover NAME`: only ever presented.
    public var presentedOnly: [String] = []
    /// Of those, the ones declared `cover NAME`.
    public var presentedOnlyAsCover: [String] = []
    /// `link "https://..." -> [TAB.]ROUTE`: the universal links, as written.
    /// `labels`: the route's parameter labels when written Swift's way, `home.product(id:)`.
    public var links: [(pattern: String, tab: String?, route: String, labels: [String]?)] = []
    /// Each rule as written (`flag 'NAME'` for a flag), with where it starts, so that an error
    /// in one is reported at its own line.
    public var places: [(spelling: String, offset: Int)] = []

    public static func == (lhs: AppRules, rhs: AppRules) -> Bool {
        lhs.flags == rhs.flags && lhs.redirects == rhs.redirects && lhs.guards == rhs.guards && lhs.retapToRoot == rhs.retapToRoot && lhs.presentedOnly == rhs.presentedOnly
            && lhs.presentedOnlyAsCover == rhs.presentedOnlyAsCover
            && lhs.links.map { "\($0.pattern) \($0.tab ?? "") \($0.route) \($0.labels ?? [])" } == rhs.links.map { "\($0.pattern) \($0.tab ?? "") \($0.route) \($0.labels ?? [])" }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(flags)
        hasher.combine(redirects)
        hasher.combine(guards)
        hasher.combine(retapToRoot)
        hasher.combine(presentedOnly)
    }
}

/// `app NAME | app FILE | app NAME { ... } | app import [--strict] PATH... | app show`: load, declare,
/// import or show an app.
final class AppCommand: CommandAction {
    static let spec = CommandSpec(
        "app", "app NAME | app FILE | app NAME { ... } | app import [--strict] [--name NAME] PATH... | app show", group: .appsAndFiles,
        summary: "load a built-in app, an app file, Swift sources, or declare an app (every tab starts at its root); show the loaded one",
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
        Edges, in a tab: where a user's taps lead from each screen, on a route's line or a line
        of its own ('root ->' for the tab's root, which is a split tab's sidebar); a push of a
        route of the tab or the app, 'sheet ROUTE' or 'cover ROUTE' (presented), or 'TAB.ROUTE'
        (another tab's push):
          tab home "Home" {
            root -> featured, search
            featured -> product, sheet promo
            product(id: Int) "Product" -> product, reviews, cart.checkout
            search; reviews
          }
        A route that begins an edge line is declared there; a target must be declared. 'follow ROUTE' taps along an edge;
        explore walks taps, and coverage counts edges. A tab that declares no edge lets every
        route it accepts follow every screen.
        Flags and rules (go_router's redirects, a hook that may refuse a change), at the app's level:
          flag signedIn = false
          redirect checkout -> login(next: "checkout") unless signedIn
          guard pop cart unless signedIn
        A redirect puts its target on the stack instead of its source while the condition holds
        (push, go, replace, sheet, cover, open; chains of up to 5; in a path of several routes it
        ends the path); a guard refuses to pop its route. 'flag NAME = false changes on ROUTE, ...'
        says a user changes the flag only on those screens (explore changes it nowhere else;
        'flag' at the prompt, as an app's code, sets it anywhere). A redirect's target may also be
        'sheet ROUTE' or 'cover ROUTE' (presented instead), 'root' (the current stack goes back
        to its root) or 'tab NAME' (that tab, at its stack; 'tab NAME root' at its root): what
        came before the redirected route in a path is still pushed, then that happens. 'retap root [TAB...]' makes 'tab' of the
        tab on screen go back to its root, as UIKit's tab bar does. 'sheet NAME' (or 'cover NAME') at
        app level declares a route that is only ever presented, never pushed.
        Universal links, at the app's level: a web address whose ':NAME' path segments and query
        values are the parameters of the route it opens ('open URL' reads it, 'url --https'
        prints it; the closest pattern is named when none matches):
          link "https://shop.example/product/:id?ref=:ref" -> main.item
        The route may be named Swift's way, by its labels: '-> main.item(id:ref:)'.
        Types: String, Int, Bool, closed sets such as car|bus; a trailing ? makes a parameter optional
        (left out, or given as nil), and `= VALUE` gives it a default: `detail(name: String, tab: Int = 0)`.
        app show prints the loaded app as such a declaration, to save as an app file and edit.
        Loading an app starts a fresh history: at the prompt, when there were changes 'undo' could
        have undone, navrepl says they are left behind.
        app import PATH... reads a SwiftUI app's .swift files and folders (also 'app FILE.swift',
        'app FOLDER/' and 'navrepl --app PATH'): route enums (navigationDestination(for:),
        NavigationLink(value:), path.append, [X] path properties, else Hashable enums named
        *Route, *Destination or *Screen) become routes; the TabView(selection:)/.tag enum, or
        a route enum whose cases each wrap one, gives the tabs, titled by a title or label
        switch; .sheet(item:)/.fullScreenCover(item:) enums become routes of every tab, declared
        'sheet NAME' (only presented) when they are never pushed.
        Labelled values keep their labels, unlabelled ones are named after their type; String,
        Substring and Character map to String, integer types to Int, Bool to Bool, plain enums to
        closed sets, T? to optional, and literal defaults are kept; other types are taken as
        String and, with 'set verbose on', reported, with notes on what was skipped or renamed:
          imported 2 tabs, 7 routes from 5 files; Patient (struct) taken as String (Patient.swift:3)
        At the prompt that first line is shown whatever the setting, the notes after it with
        'set verbose on'; in a script all only with it, so that a transcript does not change
        with every Swift file added. 'app import --strict PATH...' refuses an app when a navigation
        call, a file or a link out of the paths was not read, naming each, as 'navrepl-import
        --strict' does; '--name NAME' names the app (its deep-link scheme) instead of its @main
        type or folder.
        A file that does not parse is a warning on standard error whatever the setting (never
        in a transcript), with its place; the rest of it is still read.
        It runs navrepl-import, a program installed beside navrepl (it alone links swift-syntax);
        when it is missing, the error names the command that builds it.
        """,
        example: "app routers",
        errors: "unknown app (with a suggestion), unreadable file, invalid declaration, Swift sources without routes, with --strict a navigation call or a file not read, navrepl-import missing (with the command that builds it)",
        options: [
            CommandOption("--strict", form: "import", "refuse the import when a navigation call or a file was not read, as 'navrepl-import --strict' does"),
            CommandOption("--name", value: "NAME", form: "import", "name the app NAME (its deep-link scheme), not after its @main type or folder"),
        ],
        completion: .custom { request in
            if request.arguments.first == "import" {
                // A name is the user's to choose; options come before the first path.
                let words = request.arguments.dropFirst()
                if words.last == "--name" { return [] }
                let options = request.word.hasPrefix("-") && AppCommand.optionsOnly(words) ? request.spec.optionNames(of: "import", notIn: Array(words)) : []
                return options.filter { $0.hasPrefix(request.word) } + request.files(request.word)
            }
            return request.arguments.isEmpty ? ["show", "import"] + BuiltinApps.all.map(\.name) + [AppSchema.free.name] + request.files(request.word) : []
        },
        // Loading an app starts a fresh history rather than making a step in the old one.
        recorded: false, role: .appLoad
    ) { parser, head in
        try parser.parseApp(after: head)
    }

    /// Whether `words` after `app import` are options alone, so that another may follow.
    private static func optionsOnly(_ words: ArraySlice<String>) -> Bool {
        var rest = words
        while let word = rest.popFirst() {
            guard word.hasPrefix("--") else { return false }
            if word == "--name" { _ = rest.popFirst() }
        }
        return true
    }

    let source: AppSource
    /// Where the app's name is.
    let offset: Int

    init(source: AppSource, offset: Int) {
        self.source = source
        self.offset = offset
    }

    var filePath: Located<String>? {
        if case .swiftSources(let paths, _) = source { return paths.first }
        guard case .name(let name) = source, name.contains("/") || name.contains(".") else { return nil }
        return Located(name, at: offset)
    }

    /// The import's report as a command's output (with 'set verbose on'; its summary alone at
    /// the prompt), and its warnings (a file that did not parse) said whatever the setting.
    private func report(_ report: [String], in interpreter: Interpreter) -> Output {
        if interpreter.settings.verbose { return .text(report.joined(separator: "\n")) }
        for line in report where line.hasPrefix(Self.warningMark) { interpreter.onWarning(String(line.dropFirst(Self.warningMark.count))) }
        // At the prompt the summary answers what was typed: without it an import looks like
        // nothing happened, and nothing would say where the notes are.
        guard interpreter.readsInteractively, let summary = report.first else { return .changed(.none) }
        let notes = report.dropFirst().filter { !$0.hasPrefix(Self.warningMark) }
        return .text("app \(interpreter.schema.name): " + summary + (notes.isEmpty ? "" : " ('set verbose on' shows the notes)"))
    }

    /// How navrepl-import marks a finding that is a warning.
    static let warningMark = "warning: "

    /// Loads `schema`, read from `file` if it was, and remembers this line as where the app
    /// came from.
    private func load(_ schema: AppSchema, from file: String? = nil, in context: CommandContext) {
        context.interpreter.load(schema, from: file)
        context.interpreter.appLine = context.chunk.location(at: context.offset)
    }

    func run(in context: CommandContext) throws -> Output {
        let interpreter = context.interpreter
        switch source {
        case .declaration(let declaration):
            if declaration.name == AppSchema.free.name || BuiltinApps.named(declaration.name) != nil {
                throw context.error(at: declaration.offset, "'\(declaration.name)' is a built-in app: give your app another name")
            }
            let schema: AppSchema
            do {
                schema = try declaration.schema()
            } catch {
                throw context.error(at: declaration.offset(of: error), error.description)
            }
            interpreter.declaredApps[schema.name] = schema
            load(schema, in: context)
        case .swiftSources(let paths, let options):
            let imported: SwiftAppImport.Imported
            do {
                imported = try SwiftAppImport.run(paths.map(\.value), in: interpreter.currentDirectory, options: options, isInterrupted: { interpreter.isInterrupted })
            } catch {
                throw context.error(at: paths[0].offset, error.message)
            }
            interpreter.declaredApps[imported.schema.name] = imported.schema
            load(imported.schema, from: paths.count == 1 ? interpreter.resolvePath(paths[0].value) : nil, in: context)
            // What the import found and assumed changes with every Swift file added to the app:
            // shown when asked for, so that transcripts of scenarios do not.
            return report(imported.report, in: interpreter)
        case .name(let name):
            let resolver = AppResolver(
                declared: interpreter.declaredApps, readsFiles: interpreter.allowsFileAccess,
                directory: interpreter.currentDirectory, shownDirectory: interpreter.shownDirectory,
                isInterrupted: { interpreter.isInterrupted })
            let found: AppResolver.Found
            do {
                found = try resolver.resolve(name)
            } catch {
                throw error.diagnostic ?? context.error(at: offset, error.message)
            }
            if found.isRead { interpreter.declaredApps[found.schema.name] = found.schema }
            load(found.schema, from: found.file, in: context)
            if !found.report.isEmpty { return report(found.report, in: interpreter) }
        }
        return .changed(.none)
    }
}
