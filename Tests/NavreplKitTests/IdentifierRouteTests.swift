import Foundation
import NavreplKit
import Testing

/// Route arguments of an app's own identifier types: any type whose Codable writes one string,
/// integer or truth value converts losslessly — `UUID`, a `String` or `Int` enum, and a
/// `Tagged`-style ID over either — and a value that does not convert is an error, not dropped.
struct IdentifierRouteTests {
    /// A `Tagged` ID as the swift-tagged package writes one: its Codable is its raw value's.
    struct Tagged<Tag, RawValue: Codable & Hashable & Sendable>: Codable, Hashable, Sendable {
        let rawValue: RawValue

        init(_ rawValue: RawValue) { self.rawValue = rawValue }

        init(from decoder: any Decoder) throws {
            rawValue = try decoder.singleValueContainer().decode(RawValue.self)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }
    }

    enum PatientTag {}
    enum WardTag {}

    enum ClinicRoute: TypedRoute {
        case patient(id: Tagged<PatientTag, UUID>)
        case ward(number: Tagged<WardTag, Int>)
        case visit(id: UUID)
    }

    static let id = UUID(uuidString: "6F9619FF-8B86-D011-B42D-00CF4FC964FF")!

    @Test func anIdentifierIsTheStringOrIntegerItWrites() throws {
        #expect(try ClinicRoute.patient(id: Tagged(Self.id)).route == Route("patient", [Route.Argument(label: "id", value: .string(Self.id.uuidString))]))
        #expect(try ClinicRoute.ward(number: Tagged(7)).route == Route("ward", [Route.Argument(label: "number", value: .int(7))]))
        #expect(try ClinicRoute.visit(id: Self.id).route == Route("visit", [Route.Argument(label: "id", value: .string(Self.id.uuidString))]))
    }

    @Test func anIdentifierComesBackAsItWent() throws {
        for route in [ClinicRoute.patient(id: Tagged(Self.id)), .ward(number: Tagged(12)), .visit(id: Self.id)] {
            #expect(try ClinicRoute(route.route) == route)
        }
    }

    @Test func aValueThatIsNotAnIdentifierIsAnErrorNotADroppedRoute() {
        let route = Route("patient", [Route.Argument(label: "id", value: .string("not-a-uuid"))])
        #expect(throws: RouteCodingError.self) { try ClinicRoute(route) }
        let ward = Route("ward", [Route.Argument(label: "number", value: .string("seven"))])
        #expect(throws: RouteCodingError.self) { try ClinicRoute(ward) }
    }
}
