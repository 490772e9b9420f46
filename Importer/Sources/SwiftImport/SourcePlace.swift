/// Where something is written in the sources, as findings cite it: `Sources/Route.swift:3`.
public struct SourcePlace: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let column: Int

    public var description: String { "\(file):\(line)" }

    public static func < (left: SourcePlace, right: SourcePlace) -> Bool {
        (left.file, left.line, left.column) < (right.file, right.line, right.column)
    }
}
