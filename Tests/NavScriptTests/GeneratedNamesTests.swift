import Foundation
import NavreplKit
@testable import NavLanguage
@testable import NavScript
@testable import NavreplExport
import Testing
import TestSupport

/// Names from an app file that Swift would read as something else are renamed, with a note,
/// or refused: the generated file always compiles.
struct GeneratedNamesTests {
    /// The public types NavreplKit's sources declare at the top level (or NavreplSwiftUI's): the
    /// names an app's code sees unqualified. Nested ones (`AppSchema.TabDeclaration`) clash with
    /// nothing.
    static func publicTypesOfNavreplKit(_ target: String = "NavreplKit") throws -> Set<String> {
        let folder = Repository.root.appendingPathComponent("Sources/" + target)
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        var types = Set<String>()
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                if let match = line.prefixMatch(of: /public (?:final )?(?:protocol|struct|enum|class|typealias) ([A-Z][A-Za-z0-9]*)/) { types.insert(String(match.1)) }
            }
        }
        return types
    }

    /// The names the generated file must not declare include every public type of NavreplKit
    /// and NavreplSwiftUI (which the app's code imports beside it), read from their sources, so
    /// a type added there is not forgotten here.
    @Test func theReservedNamesHoldEveryPublicTypeOfNavreplKit() throws {
        let types = try Self.publicTypesOfNavreplKit().union(Self.publicTypesOfNavreplKit("NavreplSwiftUI"))
        #expect(types.count > 20)
        #expect(types.subtracting(SwiftAppWriter.reservedTypeNames).isEmpty, "\(types.subtracting(SwiftAppWriter.reservedTypeNames).sorted())")
    }

    /// A --prefix (or a plugin config's) is taken exactly when the app's own name would make
    /// it: the export of an app named café writes CaféRoute, so --prefix Café is a prefix too;
    /// a lower-case one is told the capital it lacks.
    @Test func aPrefixIsTakenWhenAnAppsNameWouldMakeIt() throws {
        for prefix in ["Shop", "Café", "Caf_é", "É", "Self", "Class", "Shop2"] {
            #expect(SwiftNames.typePrefixProblem(prefix) == nil, "\(prefix)")
        }
        #expect(SwiftNames.typePrefixProblem("shop")?.hasSuffix("(did you mean 'Shop'?)") == true)
        #expect(SwiftNames.typePrefixProblem("class")?.hasSuffix("(did you mean 'Class'?)") == true)
        for prefix in ["_Shop", "2Shop", "my-shop", "Shop Now"] {
            #expect(SwiftNames.typePrefixProblem(prefix)?.hasSuffix("(e.g. 'Shop')") == true, "\(prefix)")
        }
        let interpreter = Interpreter(schema: BuiltinApps.hospital, sink: TextRenderer(channel: OutputCapture()), commands: .navrepl)
        interpreter.run("app café { tab t { a } }", file: "<test>")
        #expect(SwiftAppWriter(schema: interpreter.schema).prefix == "Café")
    }

    /// `import NavreplKit` beside Foundation or SwiftUI makes no name ambiguous (its public
    /// `Operation` did, beside Foundation's).
    @Test func noPublicTypeOfNavreplKitTakesAFoundationOrSwiftUIName() throws {
        let types = try Self.publicTypesOfNavreplKit()
        let theirs: Set = [
            "Operation", "OperationQueue", "Notification", "Data", "Date", "URL", "Host", "Process", "Thread", "Timer", "Bundle", "Locale",
            "Calendar", "Measurement", "Unit", "Expression", "Predicate", "Progress", "Stream", "Port", "Scanner", "Formatter", "Selector",
            "Text", "View", "Image", "Color", "Font", "Binding", "State", "Environment", "Scene", "App", "Tab", "TabView", "NavigationPath",
            "NavigationLink", "NavigationStack", "NavigationSplitView", "Button", "List", "Section", "Toggle", "Label", "Group", "Form",
            "Alert", "Sheet", "Transaction", "Animation", "Edge", "Alignment", "Path", "Shape", "Link", "Menu", "Picker", "Namespace",
        ]
        #expect(types.intersection(theirs).isEmpty, "\(types.intersection(theirs).sorted())")
    }

    @Test func anAppWhoseTypesWouldClashTakesAnotherPrefixAndSaysSo() throws {
        let interpreter = Interpreter(schema: BuiltinApps.hospital, sink: TextRenderer(channel: OutputCapture()), commands: .navrepl)
        interpreter.run("app typed { tab main { a } }", file: "<test>")
        let typed = interpreter.schema
        #expect(typed.name == "typed")
        let writer = SwiftAppWriter(schema: typed)
        #expect(writer.prefix == "TypedApp")
        #expect(writer.problem == nil)
        #expect(writer.write().contains("// App typed's types are named TypedApp...: Typed... would take the name of a type of NavreplKit, SwiftUI or Swift.\n"))
        var options = SwiftAppWriter.Options()
        options.prefix = "Typed"
        #expect(SwiftAppWriter(schema: typed, options: options).problem?.hasPrefix("the type TypedRoute would clash") == true)
    }

    /// Optional's cases are renamed wherever a name becomes a case: where an optional of the
    /// enum is expected (`router.currentPath.last == .none`, a `Kind?` argument) Swift reads
    /// `.none` as nil and `.some(x)` as a wrapped value, not as the app's route or value.
    @Test func optionalsCaseNamesAreRenamed() throws {
        let interpreter = Interpreter(schema: BuiltinApps.hospital, sink: TextRenderer(channel: OutputCapture()), commands: .navrepl)
        interpreter.run("app tricky { tab none { none; some(wrapped: Int); pick(kind: none|some) }; flag some = false }", file: "<test>")
        let names = SwiftNames(schema: interpreter.schema)
        #expect(
            [names.routeCase("none"), names.routeCase("some"), names.tabCase("none"), names.flagCase("some"),
             names.memberCase(route: "pick", parameter: "kind", member: "none"), names.memberCase(route: "pick", parameter: "kind", member: "some")]
                == ["none_", "some_", "none_", "some_", "none_", "some_"])
        let text = SwiftAppWriter(schema: interpreter.schema).write()
        #expect(text.contains("""
                case none_
                /// none (`some` in the app file)
                case some_(wrapped: Int)
            """), "\(text)")
        #expect(text.contains("""
                enum CodingKeys: String, CodingKey {
                    case none_ = "none"
                    case some_ = "some"
            """), "\(text)")
    }

    @Test func namesSwiftDoesNotReadAsIdentifiersAreRenamed() {
        #expect(SwiftNames.identifier("a\u{2E2F}b") == "aB")
        #expect(SwiftNames.identifier("café") == "café")
        #expect(SwiftTestWriter.testName(for: "Testing.nav") == "testing")
        #expect(SwiftTestWriter.testName(for: "default.nav") == "testDefault")
    }
}
