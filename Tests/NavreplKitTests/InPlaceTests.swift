import NavreplKit
import Testing

/// `Router.perform` makes a lone push or pop in place, without planning it: every sequence of
/// operations must make the same changes, refusals and states as planning each one makes.
struct InPlaceTests {
    static let apps = BuiltinApps.all + [AppSchema.free]

    /// Each app's pushes of every route it declares, pops of one and two, a sheet and its
    /// dismissal, each tab, and back to the root: the cases the shortcut takes and those next
    /// to them (a pop on an empty stack, a push on a modal).
    static func operations(of app: AppSchema) -> [NavigationOperation] {
        let names = app.isFree ? ["a", "b"] : Set((app.tabs.flatMap(\.routes) + app.sharedRoutes).map(\.name)).sorted()
        let tabs = app.isFree ? ["main", "other"] : app.tabs.map(\.name)
        return names.map { .push([Route($0)]) }
            + [.pop(1), .pop(2), .present(.sheet, Route(names[0])), .dismiss(all: false), .popToRoot]
            + tabs.map { .selectTab($0) }
    }

    /// What an operation made: its change, or its refusal.
    static func outcome(_ operation: NavigationOperation, on router: inout Router, inPlace: Bool) -> String {
        do {
            return "\(try router.perform(operation, inPlace: inPlace))"
        } catch {
            return "refused: \(error)"
        }
    }

    @Test(arguments: apps.map(\.name))
    func everySequenceOfFourMakesWhatPlanningMakes(app name: String) {
        let app = Self.apps.first { $0.name == name }!
        let operations = Self.operations(of: app)
        var differences: [String] = []
        func walk(_ inPlace: Router, _ planned: Router, path: [NavigationOperation]) {
            guard path.count < 4, differences.isEmpty else { return }
            for operation in operations {
                var (fast, slow) = (inPlace, planned)
                let made = Self.outcome(operation, on: &fast, inPlace: true)
                let expected = Self.outcome(operation, on: &slow, inPlace: false)
                guard made == expected, fast.state == slow.state else {
                    differences.append("after \(path + [operation]): in place \(made), planned \(expected)")
                    return
                }
                walk(fast, slow, path: path + [operation])
            }
        }
        walk(Router(schema: app), Router(schema: app), path: [])
        #expect(differences.isEmpty, "\(differences)")
    }
}
