/// A route enum's case whose one value is a view built somewhere else and type-erased:
/// `case custom(AnyView)`, or `case anyScreen(screen: AnyScreen)` where the app's
/// `struct AnyScreen` holds `let build: () -> AnyView`. The case is a hole any view may be
/// pushed through, not a screen of the app: the views pushed through it are read where they
/// are built, and the case itself is no route.
enum ErasedViewCases {
    /// The simple names of the app's types that hold an erased view: a stored `AnyView`, or
    /// a closure that returns one.
    static func holders(_ properties: [Property]) -> Set<String> {
        var names: Set<String> = []
        for property in properties where !property.scope.isEmpty && holdsErasedView(property.type) {
            names.insert(property.scope.last!)
        }
        return names
    }

    static func isErasedView(_ enumCase: EnumCase, holders: Set<String>) -> Bool {
        guard enumCase.values.count == 1, let name = enumCase.values[0].type.unwrapped.type.path?.last else { return false }
        return name == "AnyView" || holders.contains(name)
    }

    private static func holdsErasedView(_ type: WrittenType) -> Bool {
        switch type.unwrapped.type {
        case .named(let path, let arguments): path.last == "AnyView" && arguments.isEmpty
        case .function(let text): text.filter { !$0.isWhitespace }.hasSuffix("->AnyView")
        default: false
        }
    }
}
