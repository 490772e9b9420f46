import NavigationModel

/// A simple command read from a line, ready to run again. A class, so that handing one out
/// of the cache costs one reference count rather than a copy of each of its parts.
final class FastCommand {
    enum Operation {
        case push(Route)
        case pushAll([Route])
        case pop(Int)
        case root
        case tab(String)
    }

    let operation: Operation
    /// Where the command is in its line (without the spaces around it).
    let text: Range<Int>

    init(operation: Operation, text: Range<Int>) {
        self.operation = operation
        self.text = text
    }
}
