import NavreplKit

/// The routes and stacks of an exploration's states, interned: a route is a number, a stack
/// a number whose parent is the stack one route shorter, so that a push or a pop is one table
/// look-up and a stored state is a row of numbers whatever its stacks hold. During the walk
/// only the expander uses it.
struct Interner {
    private(set) var routes: [Route] = []
    private var routeByObject = NumberTable()
    private var routeByValue: [Route: Int32] = [:]
    /// Routes kept alive with their numbers, so that an object's identity stays its own.
    private var retained: [Route] = []
    /// Each stack's routes, its parent (the stack without its top) and its top route; stack 0
    /// is the empty stack.
    private(set) var stacks: [[Route]] = [[]]
    private(set) var stackParents: [Int32] = [-1]
    private(set) var stackTops: [Int32] = [-1]
    private var stackChildren = NumberTable()

    mutating func routeNumber(_ route: Route) -> Int32 {
        let object = UInt64(UInt(bitPattern: route.identity))
        if let number = routeByObject[object] { return number }
        let number: Int32
        if let known = routeByValue[route] {
            number = known
        } else {
            number = Int32(routes.count)
            routes.append(route)
            routeByValue[route] = number
        }
        // Keep the object alive with its number: routes made once (the moves' own) are
        // looked up by identity from then on.
        if routeByObject.count < 1 << 16 { routeByObject.add(number, for: object); retained.append(route) }
        return number
    }

    /// The stack `parent` with `route` pushed, if it was interned already.
    func knownChild(of parent: Int32, pushing route: Int32) -> Int32? {
        stackChildren[Interner.childKey(parent, route)]
    }

    /// The stack `parent` with `route` pushed.
    mutating func child(of parent: Int32, pushing route: Int32) -> Int32 {
        let key = Interner.childKey(parent, route)
        if let known = stackChildren[key] { return known }
        let number = Int32(stacks.count)
        stacks.append(stacks[Int(parent)] + [routes[Int(route)]])
        stackParents.append(parent)
        stackTops.append(route)
        stackChildren.add(number, for: key)
        return number
    }

    mutating func stackNumber(_ stack: [Route]) -> Int32 {
        var number: Int32 = 0
        for route in stack { number = child(of: number, pushing: routeNumber(route)) }
        return number
    }

    /// The number of `stack`, if it was interned already.
    mutating func knownStackNumber(_ stack: [Route]) -> Int32? {
        var number: Int32 = 0
        for route in stack {
            guard let child = knownChild(of: number, pushing: routeNumber(route)) else { return nil }
            number = child
        }
        return number
    }

    private static func childKey(_ parent: Int32, _ route: Int32) -> UInt64 {
        UInt64(UInt32(bitPattern: parent)) << 32 | UInt64(UInt32(bitPattern: route))
    }

    func depth(of stack: Int32) -> Int { stacks[Int(stack)].count }

    /// Bytes the interned stacks take.
    var bytes: Int { stacks.count * (8 + 4 + 4) + stackChildren.bytes + stacks.reduce(0) { $0 + $1.count * 8 } }
}
