/// One argument of a route: its label (nil in free mode, where arguments are positional)
/// and its value.
public struct Argument: Hashable, Sendable {
    public let label: String?
    public let value: Value

    public init(label: String?, value: Value) {
        self.label = label
        self.value = value
    }
}

/// A screen on a stack: a route name with its arguments, e.g. `detail(name: "Mary Doe")`.
public struct Route: Hashable, Sendable, CustomStringConvertible {
    public let name: String
    public let arguments: [Argument]

    public init(_ name: String, _ arguments: [Argument] = []) {
        self.name = name
        self.arguments = arguments
    }

    /// The form the program prints and the parser reads back:
    /// `detail(name: "Mary Doe")`, `chat("Ann", 3)` in free mode, or a bare `list`.
    public var description: String {
        guard !arguments.isEmpty else { return name }
        var text = name + "("
        for (index, argument) in arguments.enumerated() {
            if index > 0 { text += ", " }
            if let label = argument.label { text += label + ": " }
            text += argument.value.literal
        }
        return text + ")"
    }
}
