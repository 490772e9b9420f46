import NavreplKit
import Testing

/// Checking written routes against schemas: forms, labels, types, closed sets, scopes.
struct RouteBindingTests {
    let hospital = BuiltinApps.hospital
    let routers = BuiltinApps.routers

    func request(_ name: String, _ arguments: [AppSchema.ArgumentRequest] = [], qualifier: String? = nil) -> AppSchema.RouteRequest {
        AppSchema.RouteRequest(qualifier: qualifier, name: name, arguments: arguments)
    }

    func refusal(_ body: () throws(NavigationError) -> Route) -> NavigationError? {
        do {
            _ = try body()
            return nil
        } catch {
            return error
        }
    }

    @Test func positionalAndLabelledArgumentsBindAlike() throws {
        let positional = try hospital.resolve(request("detail", [AppSchema.ArgumentRequest(label: nil, value: .quoted("Ann"))]), in: "patients")
        let labelled = try hospital.resolve(request("detail", [AppSchema.ArgumentRequest(label: "name", value: .word("Ann"))]), in: "patients")
        #expect(positional == labelled)
        #expect(positional.description == "detail(name: \"Ann\")")
    }

    @Test func aRouteOfAnotherTabIsRefusedNamingItsOwner() {
        let error = refusal { () throws(NavigationError) in try routers.resolve(request("viewOne"), in: "b") }
        #expect(error == .routeInOtherTab(route: "viewOne", tab: "b", owners: ["a"]))
    }

    @Test func closedSetValuesAreChecked() throws {
        let car = try routers.resolve(request("transportation", [AppSchema.ArgumentRequest(label: nil, value: .word("car"))]), in: "b")
        #expect(car.arguments == [Route.Argument(label: "type", value: .string("car"))])
        let error = refusal { () throws(NavigationError) in
            try routers.resolve(request("transportation", [AppSchema.ArgumentRequest(label: nil, value: .word("kar"))]), in: "b")
        }
        guard case .notInClosedSet("kar", _, _, 0, "car") = error else {
            Issue.record("expected a closed-set refusal, got \(String(describing: error))")
            return
        }
    }

    @Test func integersAreTypedAndRangeChecked() throws {
        let schema = try AppSchema(name: "beds", tabs: [AppSchema.TabDeclaration("ward", routes: [
            AppSchema.RouteDeclaration("bed", [AppSchema.Parameter(label: "number", type: .int), AppSchema.Parameter(label: "clean", type: .bool, isOptional: true)]),
        ])])
        let bed = try schema.resolve(request("bed", [AppSchema.ArgumentRequest(label: nil, value: .word("-12"))]), in: "ward")
        #expect(bed.arguments == [Route.Argument(label: "number", value: .int(-12))])
        let overflow = refusal { () throws(NavigationError) in
            try schema.resolve(request("bed", [AppSchema.ArgumentRequest(label: nil, value: .word("99999999999999999999"))]), in: "ward")
        }
        #expect(overflow == .numberOutOfRange("99999999999999999999", route: "bed", argument: 0))
        let quoted = refusal { () throws(NavigationError) in
            try schema.resolve(request("bed", [AppSchema.ArgumentRequest(label: nil, value: .quoted("3"))]), in: "ward")
        }
        #expect(quoted?.description == "argument 'number' of route 'bed' must be an Int, not the string \"3\" (write the number without quotes)")
    }

    @Test func goLocatesTheOwningTabOrAsksForAQualifier() throws {
        #expect(try routers.locate(request("subview"), from: "a").tab == "d")
        #expect(try routers.locate(request("inbox", qualifier: "c"), from: "a").tab == "c")
        let error = refusal { () throws(NavigationError) in try routers.locate(request("inbox"), from: "a").route }
        #expect(error == .ambiguousRoute("inbox", candidates: ["c.inbox", "d.inbox"]))
    }

    @Test func freeModeTypesBareWords() throws {
        let route = try AppSchema.free.resolve(request("x", [
            AppSchema.ArgumentRequest(label: nil, value: .word("7")), AppSchema.ArgumentRequest(label: nil, value: .word("true")),
            AppSchema.ArgumentRequest(label: nil, value: .quoted("7")), AppSchema.ArgumentRequest(label: nil, value: .word("seven")),
        ]), in: "main")
        #expect(route.arguments.map(\.value) == [.int(7), .bool(true), .string("7"), .string("seven")])
        #expect(route.description == "x(7, true, \"7\", \"seven\")")
    }

    @Test func invalidSchemasAreRefused() {
        #expect(throws: NavigationError.invalidSchema("tab 'a' is declared twice")) {
            try AppSchema(name: "bad", tabs: [AppSchema.TabDeclaration("a", routes: []), AppSchema.TabDeclaration("a", routes: [])])
        }
        #expect(throws: NavigationError.self) {
            try AppSchema(name: "bad", tabs: [], sharedRoutes: [AppSchema.RouteDeclaration("x", [AppSchema.Parameter(label: "t", type: .oneOf([]))])])
        }
    }

    @Test func suggestionsFindNearMisses() {
        #expect(Spelling.suggestion(for: "psuh", among: ["push", "pop"]) == "push")
        #expect(Spelling.suggestion(for: "zzzz", among: ["push", "pop"]) == nil)
    }
}
