/// Where something was written: a file name (`<stdin>`, `<repl>`, `-e` or a path), a line
/// and a column, both counted from 1 (the column in characters).
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}
