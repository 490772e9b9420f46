import NavreplKit
import NavLanguage
import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Reads Swift sources and builds the app schema their route, tab and modal enums describe.
public enum SwiftImporter {
    /// How deep the parser goes into nested syntax before it gives up on a part (a type of a
    /// thousand `Optional<`s): deep enough for any app, shallow enough for any stack.
    static let maximumNesting = 64

    /// Why nothing could be imported.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        /// A path that cannot be read, rather than sources without routes.
        public let isUsageError: Bool
    }

    /// The imported app and what was assumed and noticed on the way.
    public struct Result {
        public let schema: AppSchema
        public let fileCount: Int
        public let findings: ImportFindings

        /// `imported 2 tabs, 7 routes from 5 files; Patient (struct) taken as String (Patient.swift:3)`:
        /// one assumption in full, several counted (`32 parameter types taken as String`), so
        /// that the line stays short; each of several has a line of its own below it.
        public var summary: String {
            let routeCount = schema.tabs.reduce(schema.sharedRoutes.count) { $0 + $1.routes.count }
            var parts = ["imported \(Self.count(schema.tabs.count, "tab")), \(Self.count(routeCount, "route")) from \(Self.count(fileCount, "file"))"]
            switch findings.assumptions.count {
            case 0: break
            case 1: parts += findings.assumptions
            case let count: parts.append("\(Self.count(count, "parameter type")) taken as String")
            }
            let unresolved = findings.unresolved.count
            if unresolved > 0 { parts.append("\(unresolved) navigation call\(unresolved == 1 ? "" : "s") not read") }
            return parts.joined(separator: "; ")
        }

        /// The lines after the summary: the assumptions it counts, then the notes.
        public var details: [String] {
            (findings.assumptions.count > 1 ? findings.assumptions : []).map { "assumed: " + $0 } + findings.unresolved.map { "not read: " + $0 }
                + findings.notes.map { $0.hasPrefix("warning: ") ? $0 : "note: " + $0 }
        }

        /// Why `--strict` refuses the import: navigation calls whose route was not read, files
        /// not read whole, and links out of the paths given, one a line.
        public var strictFailure: String? {
            let (calls, files, links) = (findings.unresolved, findings.unreadFiles, findings.linksNotFollowed)
            guard !calls.isEmpty || !files.isEmpty || !links.isEmpty else { return nil }
            let counts = (calls.isEmpty ? [] : ["\(Self.count(calls.count, "navigation call")) not read"])
                + (files.isEmpty ? [] : ["\(Self.count(files.count, "file")) not read whole"])
                + (links.isEmpty ? [] : ["links not followed"])
            return "--strict: \(SwiftImporter.listed(counts, "and")), so the app may miss routes:"
                + (calls.map { "\n  not read: " + $0 } + files.map { "\n  file not read whole: " + $0 } + links.map { "\n  link not followed: " + $0 }).joined()
        }

        /// What `navrepl-import` prints: the report as comment lines, then the declaration.
        public var appFile: String {
            // A declared app's own summary is a comment too: a blank line keeps it out of the report.
            let gap = schema.summary == nil ? "" : "\n"
            return ImportedAppFile.header(summary: summary, details: details) + gap + AppDeclarationPrinter.declaration(of: schema) + "\n"
        }

        private static func count(_ number: Int, _ noun: String) -> String {
            "\(number) \(noun)\(number == 1 ? "" : "s")"
        }
    }

    /// Imports the `.swift` files and folders in `paths`, relative ones found in `directory`
    /// and reported as given. `name` is the app's name; without it, the `@main` app type's
    /// name (`ClinicApp` → `clinic`), else the first path's.
    public static func run(_ paths: [String], name: String? = nil, directory: String? = nil) throws(Failure) -> Result {
        let listing: SwiftSourceFiles.Listing
        do {
            listing = try SwiftSourceFiles.list(paths, in: directory)
        } catch {
            throw Failure(description: error.description, isUsageError: true)
        }
        let files = listing.files
        guard !files.isEmpty else {
            throw Failure(description: "no .swift files in \(paths.map { "'\($0)'" }.joined(separator: ", "))"
                + listing.linksOut.map { "; " + $0 }.joined(), isUsageError: false)
        }
        var findings = ImportFindings()
        for note in listing.linksOut { findings.linksNotFollowed(note) }
        // The files' declarations in order, merged as they are read but for those of files
        // that append onto paths of names no path word marks, collected again (`PathsOfAnyName`).
        var collected: [CollectedFile] = []
        // A `@main` type declared for some platforms only: the branches none of them builds are
        // another app's, blanked before a file is read, as a release build's debug branches
        // are in every app (`PlatformBranches`).
        // The files are read once, before that is known: the bound on their number keeps
        // their texts few enough to hold.
        let texts = files.map { SwiftSourceFiles.read($0, in: directory) }
        let built = PlatformBranches.appPlatforms(of: texts.lazy
            .compactMap { try? $0.get() }
            .filter { $0.contains("@main") && NestingGuard.problem(in: $0) == nil }) ?? PlatformBranches.platforms
        // Types declared with lower-case names, read by their capitalised spelling
        // (`LowerCaseTypeNames`): none in most apps, which are read as they are.
        let renames = LowerCaseTypeNames.renames(in: texts.compactMap { try? $0.get() })
        if !renames.isEmpty {
            let names = renames.keys.sorted()
            findings.note("types declared with lower-case names are read by their capitalised spelling, as Swift names types: "
                + names.prefix(3).map { "\($0) as \(renames[$0]!)" }.joined(separator: ", ")
                + (names.count > 3 ? " and \(names.count - 3) more" : ""))
        }
        var testFiles: [String] = []
        for (file, read) in zip(files, texts) {
            switch read {
            case .failure(let problem):
                findings.unreadFile("\(problem.description): skipped", warning: false)
            case .success(let text):
                if let problem = NestingGuard.problem(in: text) {
                    findings.unreadFile("\(file): \(problem): skipped", warning: false)
                    continue
                }
                // Nesting past this (types in types in types...) is left unread with an error
                // rather than parsed into a recursion that overflows the stack.
                var text = text
                var tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: SwiftImporter.maximumNesting) }
                if TestFiles.isTests(tree) {
                    testFiles.append(file)
                    continue
                }
                if text.contains("#if") {
                    let blanked = PlatformBranches.blankingUnbuilt(in: text, tree: tree, built: built, file: file)
                    blanked.notes.forEach { findings.note($0) }
                    if blanked.text != text {
                        text = blanked.text
                        tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: SwiftImporter.maximumNesting) }
                    }
                }
                if tree.hasError, let problem = firstError(in: tree, file: file) {
                    findings.unreadFile(problem, warning: true)
                }
                if !renames.isEmpty {
                    tree = LowerCaseTypeNames.renamed(tree, renames)
                    text = tree.description
                }
                var declared = DeclarationCollector.collect(tree, file: file)
                if !declared.appendsOnto.isEmpty { declared.text = text }
                PathsOfAnyName.add(declared, to: &collected)
            }
        }
        if !testFiles.isEmpty { findings.note(TestFiles.note(testFiles)) }
        PathsOfAnyName.recollect(&collected)
        var found = PathsOfAnyName.merged(&collected)
        if let (place, declaration) = found.schemaLiterals.first {
            return try declared(declaration, at: place, also: found.schemaLiterals.dropFirst().map(\.place),
                                name: name, fileCount: files.count, paths: paths, directory: directory, findings: findings)
        }
        EnumRedeclarations.note(in: &found)
        StartedApps.resolve(&found)
        if found.mainApps.count > 1 { findings.note(Self.mergedApps(found.mainApps)) }
        found.resolveLocalisedTitles()
        found.showStyledModalsAsCalled()
        found.followPresentationWrappers()
        found.followLinkWrappers()
        found.followViewFactories()
        StringScreens.resolve(in: &found)
        found.followComputedPushes()
        found.dropUndeclaredLibraryShownViews()
        found.unwrapContentWrappers()
        PreviewOnlyViews.dropLinks(from: &found)
        UnappliedModifiers.dropLinks(from: &found)
        var builder = SchemaBuilder(found)
        let (tabs, shared, presentedOnly, covers) = builder.build()
        for note in builder.findings.notes { findings.note(note) }
        for call in builder.findings.unresolved { findings.unresolved(call) }
        for assumption in builder.findings.assumptions { findings.assume(assumption) }
        // Tabs whose stacks have only their roots are an app navrepl loads: only nothing is refused.
        guard !shared.isEmpty || !tabs.isEmpty else {
            throw Failure(description: "no routes found in \(files.count) file\(files.count == 1 ? "" : "s"): navrepl-import looks for enums named in .navigationDestination(for:), NavigationLink(value:), path.append(...) or [X] path properties, for Hashable enums named *Route, *Destination or *Screen, and for views shown by NavigationLink(destination:), .sheet(isPresented:) or .fullScreenCover(isPresented:)"
                + findings.notes.map { "\n  " + ($0.hasPrefix("warning: ") ? $0 : "note: " + $0) }.joined(), isUsageError: false)
        }
        let appName = AppName.choose(explicit: name, mainType: found.mainType, paths: paths, directory: directory, findings: &findings)
        do {
            let schema: AppSchema
            do {
                schema = try AppSchema(name: appName, tabs: tabs, sharedRoutes: shared, presentedOnly: presentedOnly, presentedOnlyAsCover: covers)
            } catch where tabs.contains(where: { !$0.edges.isEmpty }) {
                // Edges read wrong must not cost the routes: the app without them, and why.
                findings.note("the edges read are not imported: \(error.description)")
                let plain = tabs.map { AppSchema.TabDeclaration($0.name, title: $0.title, routes: $0.routes) }
                schema = try AppSchema(name: appName, tabs: plain, sharedRoutes: shared, presentedOnly: presentedOnly, presentedOnlyAsCover: covers)
            }
            return Result(schema: schema, fileCount: files.count, findings: findings)
        } catch {
            throw Failure(description: "the imported app is not valid: \(error.description)", isUsageError: false)
        }
    }

    /// The app an `AppSchema(...)` literal declares, exactly: no enum is read for it.
    private static func declared(
        _ declaration: SchemaLiteral.Declaration, at place: SourcePlace, also others: [SourcePlace],
        name: String?, fileCount: Int, paths: [String], directory: String?, findings: ImportFindings
    ) throws(Failure) -> Result {
        var findings = findings
        for other in others {
            findings.note("AppSchema(...) at \(other) is not imported: the first, at \(place), is")
        }
        let appName = AppName.choose(explicit: name, declared: declaration.name, mainType: nil, paths: paths, directory: directory, findings: &findings)
        do {
            return Result(schema: try declaration.schema(named: appName), fileCount: fileCount, findings: findings)
        } catch {
            throw Failure(description: "the AppSchema(...) at \(place) is not a valid app: \(error.description)", isUsageError: false)
        }
    }

    /// Several `@main` apps read together (a folder of samples, an app beside its watch app)
    /// are imported as one: say so, and how to import one alone.
    private static func mergedApps(_ apps: [(name: String, place: SourcePlace)]) -> String {
        let folders = apps.map { app in app.place.file.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/") }
        // Each app's folder, when each has its own: what to give instead.
        let own = Set(folders).count == folders.count && !folders.contains("") ? "folder (\(listed(folders, "or")))" : "files"
        return "\(apps.count) @main apps, \(listed(apps.map { "\($0.name) (\($0.place))" }, "and")), are imported as one app: to import one alone, give only its own \(own)"
    }

    /// `a`, `a and b`, `a, b and c` (or `or`).
    fileprivate static func listed(_ items: [String], _ conjunction: String) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " \(conjunction) " + items.last!
    }

    /// `Broken.swift:4:1: expected '}' to end enum; the rest of the file was read`: where the
    /// first syntax error is, and what was read. Past `maximumNesting` levels the parser stops,
    /// and the rest of the file is not read at all.
    private static func firstError(in tree: SourceFileSyntax, file: String) -> String? {
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        func place(_ diagnostic: SwiftDiagnostics.Diagnostic) -> String {
            let location = diagnostic.location(converter: converter)
            return "\(file):\(location.line):\(location.column)"
        }
        if tree.hasMaximumNestingLevelOverflow,
           let overflow = ParseDiagnosticsGenerator.diagnostics(for: tree).first(where: { $0.node.hasMaximumNestingLevelOverflow }) {
            return "\(place(overflow)): nested more than \(maximumNesting) levels deep, where the Swift parser stops; the file was read up to there, the rest of it was not"
        }
        // Only the first error is said, so only the statement around it is diagnosed: the
        // generator's time grows with the square of a file's errors (a list of 200,000 views
        // written with commas between them took minutes).
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: FirstSyntaxError.surroundings(in: tree))
        guard let first = diagnostics.first(where: { $0.diagMessage.severity == .error }) ?? diagnostics.first else { return nil }
        return "\(place(first)): \(first.message); the rest of the file was read"
    }
}
