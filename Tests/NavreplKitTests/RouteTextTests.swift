import NavreplKit
import Testing

/// A route's printed form is made once, when the route is, and is what the parser reads back.
struct RouteTextTests {
    @Test(arguments: [
        (Route("list"), "list"),
        (Route("detail", [Route.Argument(label: "name", value: .string("Mary Doe"))]), "detail(name: \"Mary Doe\")"),
        (Route("chat", [Route.Argument(label: nil, value: .string("Ann")), Route.Argument(label: nil, value: .int(-3)),
                        Route.Argument(label: nil, value: .bool(false))]), "chat(\"Ann\", -3, false)"),
        (Route("x", [Route.Argument(label: "a", value: .string("q\"b\\c\nd\t\u{7F}\u{1}é日本"))]),
         "x(a: \"q\\\"b\\\\c\\nd\\t\\u{7F}\\u{1}é日本\")"),
        (Route("empty", [Route.Argument(label: "s", value: .string(""))]), "empty(s: \"\")"),
        (Route("n", [Route.Argument(label: nil, value: .string("a\nb"))]), "n(\"a\\nb\")"),
        (Route("n", [Route.Argument(label: nil, value: .string("a\u{7F}"))]), "n(\"a\\u{7F}\")"),
    ])
    func printedForm(route: Route, text: String) {
        #expect(route.description == text)
    }

    /// A form is written to room of 128 bytes first and copied; a longer one is written
    /// again: forms on either side of that size, with escapes and multi-byte characters
    /// across the edge, come out whole.
    @Test(arguments: [100, 108, 109, 110, 111, 112, 113, 120, 300])
    func formsLongerThanTheFirstRoomComeOutWhole(length: Int) {
        for filler in ["x", "é", "\n"] {
            let text = String(repeating: filler, count: length / filler.utf8.count)
            let route = Route("detail", [Route.Argument(label: "name", value: .string(text)), Route.Argument(label: nil, value: .int(7))])
            let expected = "detail(name: \(Value.string(text).literal), 7)"
            #expect(route.description == expected)
            #expect(route.utf8.count == expected.utf8.count)
        }
    }

    @Test func literalsEscapeWhatTheyMust() {
        #expect(Value.string("q\"b\\c\nd\t\u{7F}\u{1}é日本").literal == "\"q\\\"b\\\\c\\nd\\t\\u{7F}\\u{1}é日本\"")
        #expect(Value.string("plain é").literal == "\"plain é\"")
    }

    @Test func equalRoutesAreEqualWhetherShared() {
        let route = Route("detail", [Route.Argument(label: "name", value: .string("Ann"))])
        let same = Route("detail", [Route.Argument(label: "name", value: .string("Ann"))])
        #expect(route == same && route.hashValue == same.hashValue)
        #expect(route != Route("detail", [Route.Argument(label: "name", value: .string("Bo"))]))
    }
}

/// The route printer in another style, as a terminal colours a route: the same text, with the
/// style writing the name and each value.
struct RoutePrinterTests {
    struct Bracketed: RouteStyle {
        func appendName(_ name: String, to text: inout some ByteSink) {
            text.append(utf8: "<\(name)>")
        }

        func appendValue(_ value: Value, bare: Bool, to text: inout some ByteSink) {
            text.append(utf8: "[\(bare ? value.plainText : value.literal)]")
        }
    }

    @Test func theStyleWritesTheNameAndEachValue() {
        let route = Route("detail", [Route.Argument(label: "name", value: .string("Mary\tDoe")), Route.Argument(label: nil, value: .int(3))])
        #expect(RoutePrinter.text(route, style: Bracketed()) == "<detail>(name: [\"Mary\\tDoe\"], [3])")
        #expect(RoutePrinter.text(Route("list"), style: Bracketed()) == "<list>")
    }

    /// A closed set's member prints as it is typed, without quotes, whichever way the route
    /// was made; equality does not see how it prints.
    @Test func closedSetMembersPrintWithoutQuotes() throws {
        let routers = BuiltinApps.named("routers")!
        let bound = try routers.check(Route("transportation", [Route.Argument(label: "type", value: .string("car"))]), in: "b")
        #expect(bound.description == "transportation(type: car)")
        #expect(RoutePrinter.text(bound, style: Bracketed()) == "<transportation>(type: [car])")
        let linked = try DeepLink.parse("routers://b/transportation/bus", schema: routers).stack[0]
        #expect(linked.description == "transportation(type: bus)")
        #expect(Route("transportation", [Route.Argument(label: "type", value: .string("car"))]) == bound)
    }

    @Test func thePlainStyleWritesTheRoutesOwnForm() {
        let route = Route("chat", [Route.Argument(label: nil, value: .string("Ann")), Route.Argument(label: "urgent", value: .bool(true))])
        #expect(RoutePrinter.text(route, style: PlainRouteStyle()) == route.description)
        #expect(route.description == "chat(\"Ann\", urgent: true)")
    }
}
