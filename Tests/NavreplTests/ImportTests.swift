import Foundation
import Testing
import TestSupport

/// `app import`, `--app PATH` and the navrepl-import program, end to end: navrepl runs the
/// importer from beside itself, and says how to build it when it is not there.
@Suite(.serialized)
struct ImportTests {
    static let importer = URL(fileURLWithPath: Binary.path).deletingLastPathComponent().appendingPathComponent("navrepl-import").path

    /// A folder of two files: a tab enum with a title switch, and one route enum per tab.
    static func clinicSources() throws -> String {
        let folder = Binary.temporaryFolder() + "/Sources"
        try FileManager.default.createDirectory(atPath: folder + "/Models", withIntermediateDirectories: true)
        try Binary.write("""
            import SwiftUI
            @main struct ClinicApp: App { var body: some Scene { WindowGroup { Tabs() } } }
            enum Section: String, CaseIterable {
                case patients, doctors
                var title: String {
                    switch self {
                    case .patients: "Patients"
                    case .doctors: "Doctors"
                    }
                }
            }
            struct Tabs: View {
                @State private var section = Section.patients
                var body: some View {
                    TabView(selection: $section) {
                        PatientStack().tag(Section.patients)
                        DoctorStack().tag(Section.doctors)
                    }
                }
            }
            enum PatientRoute: Hashable { case list, detail(Patient) }
            enum DoctorRoute: Hashable { case list, detail(name: String, tab: Int = 0) }
            struct PatientStack: View {
                var body: some View { NavigationStack { List {}.navigationDestination(for: PatientRoute.self) { _ in } } }
            }
            struct DoctorStack: View {
                var body: some View { NavigationStack { List {}.navigationDestination(for: DoctorRoute.self) { _ in } } }
            }

            """, to: folder + "/App.swift")
        try Binary.write("struct Patient: Hashable {\n    let name: String\n}\n", to: folder + "/Models/Patient.swift")
        return folder
    }

    /// A copy of navrepl made by cp, not in this process: a copy written here could be held
    /// open for writing by a program another test starts meanwhile, and then fail to run
    /// ("Text file busy").
    static func copyNavrepl(to path: String) throws {
        let copy = try Binary.run([Binary.path, path], program: "/bin/cp")
        #expect(copy.status == 0, "\(copy.stderr)")
    }

    /// What swift-syntax's parser cannot take (it overflowed its stack on these, and took
    /// hours on the `[ ]`) is skipped with a note naming the line, at once; shallower types are read.
    @Test func typesNestedPastTheParsersReachAreSkippedNotCrashedOn() throws {
        let folder = Binary.temporaryFolder()
        let routes = "enum Route: Hashable { case list }\nstruct V { var path: [Route] = [] }\n"
        let cases = [
            ("optionals.swift", "enum Deep: Hashable { case a(x: " + String(repeating: "Optional<", count: 3_000) + "Int" + String(repeating: ">", count: 3_000) + ") }\n", "nests more than 64 levels of generic types"),
            ("arrays.swift", "enum Deep: Hashable { case a(x: " + String(repeating: "[", count: 100) + "Int" + String(repeating: "]", count: 100) + ") }\n", "nests more than 12 levels of [ ]"),
            ("marks.swift", "enum Deep: Hashable { case a(x: Int" + String(repeating: "?", count: 100_000) + ") }\n", "has more than 64 optional marks in a row"),
        ]
        try Binary.write(routes, to: folder + "/Routes.swift")
        for (file, text, problem) in cases {
            try Binary.write(text, to: folder + "/" + file)
            let started = Date()
            let run = try Binary.run([folder + "/Routes.swift", folder + "/" + file], program: Self.importer)
            #expect(run.status == 0, "\(file): \(run.stderr)")
            #expect(run.stdout.contains("# note: \(folder)/\(file): line 1 \(problem)"), "\(file): \(run.stdout)")
            #expect(Date().timeIntervalSince(started) < 10)
        }
        try Binary.write("enum Route: Hashable { case a(x: [[[[Int]]]]) }\nstruct V { var path: [Route] = [] }\n", to: folder + "/Shallow.swift")
        let shallow = try Binary.run([folder + "/Shallow.swift"], program: Self.importer)
        #expect(shallow.status == 0, "\(shallow.stderr)")
    }

    /// An importer that writes without end is stopped at 64 MiB with a clear error, and the app
    /// is left as it was.
    @Test func anImporterThatWritesWithoutEndIsStopped() throws {
        let folder = Binary.temporaryFolder()
        try Self.copyNavrepl(to: folder + "/navrepl")
        try Binary.write("#!/bin/sh\nexec yes 'enum Route: Hashable { case list }'\n", to: folder + "/navrepl-import")
        _ = try Binary.run(["+x", folder + "/navrepl-import"], program: "/bin/chmod")
        try Binary.write("enum Route: Hashable { case list }\n", to: folder + "/Routes.swift")
        let started = Date()
        let run = try Binary.run(["-e", "app import Routes.swift", "-e", "show"], directory: folder, program: folder + "/navrepl")
        #expect(run.status == 1)
        #expect(run.stderr == "-e#1:1:12: error: navrepl-import wrote more than 64 MiB, and was stopped (import fewer files at a time)\n", "\(run.stderr)")
        #expect(run.stdout == "patients: root\n")
        #expect(Date().timeIntervalSince(started) < 20)
    }

    @Test func appImportLoadsTheAppAndSaysWhatItAssumed() throws {
        let sources = try Self.clinicSources()
        let result = try Binary.run(["-e", "set verbose on; app import Sources; tabs; push detail Mary; app show"], directory: sources + "/..")
        #expect(result.stderr == "")
        #expect(result.status == 0)
        expectSameText(result.stdout, """
            imported 2 tabs, 4 routes from 2 files; Patient (struct) taken as String (Sources/Models/Patient.swift:1)
            note: edges not imported (tab patients: the screens of list, detail not found; tab doctors: the screens of list, detail not found)
            * patients  depth 0  "Patients"
              doctors   depth 0  "Doctors"
            patients: root > detail(patient: "Mary")
            app clinic {
              tab patients "Patients" {
                list
                detail(patient: String)
              }
              tab doctors "Doctors" {
                list
                detail(name: String, tab: Int = 0)
              }
            }

            """)
    }

    /// At the prompt an import answers with what it imported, and says where its notes are;
    /// a script stays as it was (the transcript of a scenario does not change with a file).
    @Test func appImportAtThePromptSaysWhatItImported() throws {
        let sources = try Self.clinicSources()
        let terminal = try PseudoTerminal(arguments: ["--no-init"], directory: sources + "/..")
        terminal.waitFor("patients 0> ")
        terminal.send("app import Sources\r")
        #expect(terminal.waitFor("app clinic: imported 2 tabs, 4 routes from 2 files; Patient (struct) taken as String (Sources/Models/Patient.swift:1) ('set verbose on' shows the notes)\npatients 0> "))
        terminal.send("\u{4}")
        #expect(terminal.waitForExit() == 0)
        let script = try Binary.run(["-e", "app import Sources; show"], directory: sources + "/..")
        expectSameText(script.stdout, "patients: root\npatients: root\n")
    }

    /// `--strict` is navrepl-import's: an unread navigation call refuses the app, naming it,
    /// and what was loaded stays.
    @Test func appImportStrictRefusesAnAppWithAnUnreadCall() throws {
        let sources = try Self.clinicSources()
        try Binary.write("""
            import SwiftUI
            struct Unread: View {
                @State private var path: [PatientRoute] = []
                let pending: Pending
                var body: some View { Button("Go") { path.append(pending.next) } }
            }

            """, to: sources + "/Unread.swift")
        let plain = try Binary.run(["-e", "set verbose on; app import Sources"], directory: sources + "/..")
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(plain.stdout.contains("not read: "), "\(plain.stdout)")
        let strict = try Binary.run(["-e", "push list; app import --strict Sources; show"], directory: sources + "/..")
        #expect(strict.status == 1)
        #expect(strict.stderr.hasPrefix("-e:1:32: error: --strict: 1 navigation call not read"), "\(strict.stderr)")
        // One line a call, indented under the error, not escaped into one line.
        #expect(strict.stderr.contains(":\n  not read: path.append(pending.next) at Sources/Unread.swift:5"), "\(strict.stderr)")
        expectSameText(strict.stdout, "patients: root > list\npatients: root > list\n")
        let misplaced = try Binary.run(["-e", "app import Sources --strict"], directory: sources + "/..")
        expectSameText(misplaced.stderr, "-e:1:20: error: '--strict' after a path: options come first, as in 'app import --strict --name shop Sources'\n")
    }

    @Test func importNamesTheAppByNameOptionAndRefusesABadNameBeforeReading() throws {
        let sources = try Self.clinicSources()
        let named = try Binary.run(["-e", "app import --name ward Sources; app show"], directory: sources + "/..")
        #expect(named.status == 0, "\(named.stderr)")
        #expect(named.stdout.contains("\napp ward {\n"), "\(named.stdout)")
        // Refused as a declaration's name is, with nothing loaded: the clinic stays.
        let builtin = try Binary.run(["-e", "app import --name hospital Sources; show"], directory: sources + "/..")
        expectSameText(builtin.stderr, "-e:1:19: error: --name 'hospital' is a built-in app's name, and navrepl refuses an app file that takes it: choose another (e.g. --name hospital_imported)\n")
        #expect(builtin.status == 1)
        let invalid = try Binary.run(["-e", "app import --name 2nd Sources"], directory: sources + "/..")
        expectSameText(invalid.stderr, "-e:1:19: error: --name '2nd' must be a plain name of letters, digits and '_' that does not start with a digit (it is the deep-link scheme)\n")
        let missing = try Binary.run(["-e", "app import --name --strict Sources"], directory: sources + "/..")
        expectSameText(missing.stderr, "-e:1:19: error: '--name' needs the app's name, as in 'app import --name shop Sources'\n")
    }

    @Test func aMissingAppPathIsNamedAsAFileOrAFolder() throws {
        let result = try Binary.run(["--app", "/nonexistent/Sources", "-e", "show"])
        expectSameText(result.stderr, "navrepl: no file or folder '/nonexistent/Sources': give an app file, .swift files or a folder of them, or a built-in app's name\n")
        #expect(result.status == 2)
    }

    @Test func theAppOptionTakesAFolderOrASwiftFileAndReportsOnStandardError() throws {
        let sources = try Self.clinicSources()
        let folder = try Binary.run(["--app", sources, "-e", "tab doctors; push detail Ann"])
        expectSameText(folder.stdout, "doctors: root\ndoctors: root > detail(name: \"Ann\", tab: 0)\n")
        expectSameText(folder.stderr, "navrepl: imported 2 tabs, 4 routes from 2 files; Patient (struct) taken as String (\(sources)/Models/Patient.swift:1)\n"
            + "navrepl: note: edges not imported (tab patients: the screens of list, detail not found; tab doctors: the screens of list, detail not found)\n")
        #expect(folder.status == 0)

        let file = try Binary.run(["--app", sources + "/Models/Patient.swift", "-q", "-e", "show"])
        #expect(file.stdout == "")
        expectSameText(file.stderr, "navrepl: no routes found in 1 file: navrepl-import looks for enums named in .navigationDestination(for:), NavigationLink(value:), path.append(...) or [X] path properties, for Hashable enums named *Route, *Destination or *Screen, and for views shown by NavigationLink(destination:), .sheet(isPresented:) or .fullScreenCover(isPresented:)\n")
        #expect(file.status == 2)
    }

    @Test func aFailedImportChangesNothing() throws {
        let sources = try Self.clinicSources()
        let result = try Binary.run(["-e", "push list; app import \(sources)/Models; show"])
        expectSameText(result.stdout, "patients: root > list\npatients: root > list\n")
        #expect(result.stderr.hasPrefix("-e:1:23: error: no routes found in 1 file: "))
        #expect(result.status == 1)
    }

    @Test func withoutTheImporterBesideItNavreplSaysWhichCommandInstallsIt() throws {
        let folder = Binary.temporaryFolder()
        try Self.copyNavrepl(to: folder + "/navrepl")
        let sources = try Self.clinicSources()
        let result = try Binary.run(["-e", "app import \(sources)"], program: folder + "/navrepl")
        expectSameText(result.stderr, "-e:1:12: error: cannot import Swift sources: navrepl-import is not installed beside navrepl (\(folder)/navrepl-import); install both with 'scripts/install' from navrepl's source folder\n")
        #expect(result.status == 1)
    }

    @Test func inABuildFolderTheAdviceIsTheBuildCommand() throws {
        // A copy of the build folder's layout: navrepl in .build/debug, the importer not built.
        let root = Binary.temporaryFolder()
        for configuration in ["debug", "release"] {
            let folder = root + "/.build/" + configuration
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Self.copyNavrepl(to: folder + "/navrepl")
            let result = try Binary.run(["-e", "app import Sources"], program: folder + "/navrepl")
            let command = configuration == "debug" ? "scripts/build --debug --importer" : "scripts/build --importer"
            expectSameText(result.stderr, "-e:1:12: error: cannot import Swift sources: navrepl-import is not installed beside navrepl (\(folder)/navrepl-import); build it with '\(command)' in \(root)\n")
        }
    }

    @Test func theImporterPrintsAnAppFileThatNavreplLoads() throws {
        let sources = try Self.clinicSources()
        let printed = try Binary.run([sources, "--name", "ward"], program: Self.importer)
        #expect(printed.status == 0)
        #expect(printed.stderr == "")
        #expect(printed.stdout.hasPrefix("# imported 2 tabs, 4 routes from 2 files; Patient (struct)"))
        #expect(printed.stdout.contains("\napp ward {\n"))
        let file = Binary.temporaryFolder() + "/ward.navapp"
        try Binary.write(printed.stdout, to: file)
        let loaded = try Binary.run(["--app", file, "-e", "tabs"])
        expectSameText(loaded.stdout, "* patients  depth 0  \"Patients\"\n  doctors   depth 0  \"Doctors\"\n")
    }

    @Test func theImporterExitStatusesFollowNavrepls() throws {
        let none = try Binary.run([Binary.temporaryFolder()], program: Self.importer)
        #expect(none.status == 1)
        #expect(none.stderr.hasPrefix("navrepl-import: no .swift files in "))
        let missing = try Binary.run(["/nonexistent/Sources"], program: Self.importer)
        expectSameText(missing.stderr, "navrepl-import: cannot read '/nonexistent/Sources': No such file or directory\n")
        #expect(missing.status == 2)
        let usage = try Binary.run([], program: Self.importer)
        #expect(usage.status == 2)
        #expect(usage.stderr.hasPrefix("Error: Missing expected argument '<PATH> ...'\n"))
        #expect(usage.stderr.contains("USAGE: navrepl-import <PATH> ... [--name <NAME>]"))
        let badName = try Binary.run(["--name", "my-app", "."], program: Self.importer)
        #expect(badName.status == 2)
        #expect(badName.stderr.hasPrefix("Error: --name 'my-app' must be a plain name of letters, digits and '_' that does not start with a digit"))
        let help = try Binary.run(["--help"], program: Self.importer)
        #expect(help.status == 0)
        #expect(help.stdout.contains("man navrepl-import"))
    }

    @Test func onlyTheImporterLinksSwiftSyntax() throws {
        let navrepl = try Data(contentsOf: URL(fileURLWithPath: Binary.path))
        let importer = try Data(contentsOf: URL(fileURLWithPath: Self.importer))
        let module = Data("SwiftParser".utf8)
        #expect(navrepl.range(of: module) == nil, "navrepl links swift-syntax")
        #expect(importer.range(of: module) != nil)
        // Nor does any source outside the importer's own targets import it.
        let sources = InstallTests.root + "/Sources"
        let imports = try Regex(#"^\s*import\s+Swift(Syntax|Parser|Diagnostics|ParserDiagnostics|BasicFormat)\b"#)
        var offending: [String] = []
        for case let path as String in FileManager.default.enumerator(atPath: sources)! where path.hasSuffix(".swift") {
            guard !path.hasPrefix("SwiftImport/") else { continue }
            let text = try String(contentsOfFile: sources + "/" + path, encoding: .utf8)
            if text.split(separator: "\n").contains(where: { $0.contains(imports) }) { offending.append(path) }
        }
        #expect(offending == [])
    }
}
