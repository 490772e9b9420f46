/// A type as the sources write it, reduced to what the importer asks of it.
indirect enum WrittenType: Hashable {
    /// `Patient`, `Route.PatientRoute`, `Array<Int>`: the dotted name and any generic arguments.
    case named([String], arguments: [WrittenType])
    /// `T?`, `T!` and `Optional<T>`.
    case optional(WrittenType)
    /// `[T]`.
    case array(WrittenType)
    /// A closure's type (`(TagGroup) -> Void`), by its text.
    case function(String)
    /// Anything else (tuples, dictionaries, `some P`), by its text.
    case other(String)

    var text: String {
        switch self {
        case .named(let path, let arguments):
            path.joined(separator: ".") + (arguments.isEmpty ? "" : "<" + arguments.map(\.text).joined(separator: ", ") + ">")
        case .optional(.function(let text)): "(" + text + ")?"
        case .optional(let wrapped): wrapped.text + "?"
        case .array(let element): "[" + element.text + "]"
        case .function(let text), .other(let text): text
        }
    }

    /// The dotted name of a plain named type, or nil.
    var path: [String]? {
        if case .named(let path, let arguments) = self, arguments.isEmpty { return path }
        return nil
    }

    /// The type with one level of optionality removed, and whether there was one.
    var unwrapped: (type: WrittenType, isOptional: Bool) {
        if case .optional(let wrapped) = self { return (wrapped, true) }
        return (self, false)
    }
}

extension WrittenType {
    /// The last name of every named type in it, generic arguments too:
    /// `NavigationViewCoordinator<TodosCoordinator>` gives both names.
    var typeNames: [String] {
        switch self {
        case .named(let path, let arguments): path.suffix(1) + arguments.flatMap(\.typeNames)
        case .optional(let wrapped), .array(let wrapped): wrapped.typeNames
        case .function, .other: []
        }
    }
}
