import NavreplKit
import Testing

/// A route enum as `export swift` writes one, converted to and from the engine's routes by its
/// synthesised Codable alone.
enum ShopRoute: TypedRoute {
    case home
    case item(id: Int, gift: Bool = false)
    case search(query: String = "all", sort: SearchSort = .name, page: Int? = nil)
    case `default`(in: String)
    case myOrders

    enum SearchSort: String, CaseIterable, Codable, Sendable {
        case price, name
        case `default`
    }

    enum CodingKeys: String, CodingKey {
        case home, item, search
        case `default`
        case myOrders = "my-orders"
    }
}

struct TypedRouteTests {
    @Test func aCaseIsARouteWithItsLabelledArguments() throws {
        #expect(try ShopRoute.home.route == Route("home"))
        #expect(try ShopRoute.item(id: 7).route == Route("item", [
            Route.Argument(label: "id", value: .int(7)), Route.Argument(label: "gift", value: .bool(false)),
        ]))
        // A closed set is its raw value; an optional that is nil is left out, as navrepl leaves it out.
        #expect(try ShopRoute.search(sort: .default).route.description == #"search(query: "all", sort: "default")"#)
        #expect(try ShopRoute.search(page: 2).route.description == #"search(query: "all", sort: "name", page: 2)"#)
        #expect(try ShopRoute.default(in: "x").route.description == #"default(in: "x")"#)
        // Coding keys say the name in the app file.
        #expect(try ShopRoute.myOrders.route.name == "my-orders")
    }

    @Test func everyRouteReadsBackAsTheCaseItCameFrom() throws {
        let cases: [ShopRoute] = [
            .home, .item(id: -3, gift: true), .search(), .search(query: "tea \"green\"", sort: .price, page: 0),
            .default(in: ""), .myOrders,
        ]
        for value in cases {
            #expect(try ShopRoute(value.route) == value)
        }
    }

    @Test func aRouteTheEnumDoesNotHoldIsRefusedWithItsReason() {
        func reason(_ route: Route) -> String? {
            do {
                _ = try ShopRoute(route)
                return nil
            } catch {
                return error.reason
            }
        }
        #expect(reason(Route("cart"))?.hasPrefix("cart is not a ShopRoute") == true)
        #expect(reason(Route("item", [Route.Argument(label: "id", value: .string("7"))])) == #"item(id: "7") is not a ShopRoute: id is not of type Int"#)
        #expect(reason(Route("item", [Route.Argument(label: "gift", value: .bool(true))])) == #"item(gift: true) is not a ShopRoute: item(gift: true) has no argument 'id'"#)
        #expect(reason(Route("search", [Route.Argument(label: "query", value: .string("a")), Route.Argument(label: "sort", value: .string("size"))]))?
            .hasPrefix(#"search(query: "a", sort: "size") is not a ShopRoute"#) == true)
    }

    @Test func valuesThatAreNotRouteArgumentsAreRefused() {
        enum Odd: TypedRoute {
            case scaled(factor: Double)
            case listed(ids: [Int])
        }
        #expect(throws: RouteCodingError.self) { try Odd.scaled(factor: 1.5).route }
        #expect(throws: RouteCodingError.self) { try Odd.listed(ids: [1]).route }
    }
}
