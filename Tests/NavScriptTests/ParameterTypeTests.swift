@testable import NavreplKit
@testable import NavLanguage
@testable import NavScript
@testable import NavreplExport
import Testing

/// `export swift --type ROUTE.PARAMETER=TYPE` (and a config's `"types"`): a String or Int
/// parameter declared with the app's own type, which NavreplKit converts through `Codable`.
struct ParameterTypeTests {
    static let schema = AppSchema.generated {
        try AppSchema(name: "clinic", tabs: [
            AppSchema.TabDeclaration("main", routes: [
                AppSchema.RouteDeclaration("detail", [AppSchema.Parameter(label: "id", type: .string), AppSchema.Parameter(label: "visit", type: .int, isOptional: true)]),
                AppSchema.RouteDeclaration("list", [AppSchema.Parameter(label: "all", type: .bool)]),
                AppSchema.RouteDeclaration("page", [AppSchema.Parameter(label: "q", type: .string, defaultValue: .string("a"))]),
            ]),
        ])
    }

    static func writer(_ types: [String: String]) -> SwiftAppWriter {
        var options = SwiftAppWriter.Options()
        options.parameterTypes = types
        return SwiftAppWriter(schema: schema, options: options)
    }

    @Test func aMappedParameterIsDeclaredWithItsType() {
        let writer = Self.writer(["detail.id": "PatientID", "detail.visit": "Tagged<Visit, Int>"])
        #expect(writer.problem == nil)
        #expect(writer.write().contains("    case detail(id: PatientID, visit: Tagged<Visit, Int>? = nil)\n"))
    }

    @Test(arguments: [
        ("detial.id", "PatientID", "--type detial.id: no route 'detial' (did you mean 'detail'?) (write ROUTE.PARAMETER=TYPE, as in detail.id=PatientID)"),
        ("detail.name", "PatientID", "--type detail.name: route 'detail' has no parameter 'name' (it has id, visit)"),
        ("list.all", "Everyone", "--type list.all: 'all' is Bool, and only a String or Int parameter may take a type of the app's own"),
        ("page.q", "Query", "--type page.q: 'q' has a default value, which Swift would write as a literal of Query: remove the default from the app file, or the mapping"),
        ("detail.id", "Patient ID", "--type detail.id: 'Patient ID' is not a Swift type (a name, dotted, with generic arguments: PatientID, Tagged<Patient, UUID>)"),
    ])
    func aMappingThatCannotBeWrittenIsRefused(_ place: String, _ type: String, _ message: String) {
        #expect(Self.writer([place: type]).problem == message)
    }

    /// A mapped type may be Foundation's: the file imports it then, and only then.
    @Test func aMappingImportsFoundation() {
        #expect(Self.writer(["detail.id": "UUID"]).write().contains("\nimport Foundation\nimport NavreplKit\n"))
        #expect(!Self.writer([:]).write().contains("import Foundation"))
    }

    @Test func typeNamesAreWhatADeclarationCanHold() {
        for good in ["ID", "Module.ID", "Tagged<Patient, UUID>", "A<B<C>, D.E>", "_Private2"] { #expect(SwiftAppWriter.isTypeName(good), "\(good)") }
        for bad in ["", "9ID", "ID?", "A<", "A>", "A<>", "A,B", "A.", ".A", "A) -> B", "[ID]", "A B"] { #expect(!SwiftAppWriter.isTypeName(bad), "\(bad)") }
        #expect(SwiftAppWriter.parameterType(" detail.id = PatientID ")! == ("detail.id", "PatientID"))
        #expect(SwiftAppWriter.parameterType("detail.id") == nil && SwiftAppWriter.parameterType("detail=X") == nil)
    }

    /// Generated tests write a mapped argument as the engine's value, decoded: it compiles for
    /// any type the router declares, and converts as the router does.
    @Test func aMappedArgumentIsWrittenAsTheEnginesValueDecoded() throws {
        let calls = SwiftCallFormatter(schema: Self.schema, parameterTypes: ["detail.id": "PatientID"])
        let route = Route("detail", [Route.Argument(label: "id", value: .string("A1")), Route.Argument(label: "visit", value: .int(2))])
        #expect(calls.literal(route, in: "main") == #".detail(id: try Value.string("A1").decoded(), visit: 2)"#)
        struct PatientID: RawRepresentable, Codable, Equatable { var rawValue: String }
        #expect(try Value.string("A1").decoded() == PatientID(rawValue: "A1"))
        #expect(throws: RouteCodingError.self) { try Value.int(1).decoded(as: PatientID.self) }
    }
}
