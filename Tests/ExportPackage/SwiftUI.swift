// A test-only stand-in for SwiftUI, which does not exist on Linux. It declares exactly the
// SwiftUI API that the code `navrepl export swift` writes uses, with the signatures of
// Apple's documentation (the iOS 18 SDK's: View is main-actor isolated, Binding's closures
// are @Sendable and @isolated(any)), so that a call SwiftUI would refuse fails the export
// test on Linux too. Nothing here draws: the views are type-checked, never run.
import Observation

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("a primitive view has no body") }
}

public protocol DynamicProperty {}

// MARK: Building views

@resultBuilder
public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
    where repeat each Content: View {
        TupleView((repeat each content))
    }
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View { content }
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { content }
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View {
        _ConditionalContent()
    }
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View {
        _ConditionalContent()
    }
}

public struct EmptyView: View {
    nonisolated public init() {}
    public var body: Never { fatalError("a primitive view has no body") }
}

public struct TupleView<T>: View {
    nonisolated public init(_ value: T) {}
    public var body: Never { fatalError("a primitive view has no body") }
}

public struct _ConditionalContent<TrueContent, FalseContent>: View where TrueContent: View, FalseContent: View {
    nonisolated init() {}
    public var body: Never { fatalError("a primitive view has no body") }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError("a primitive view has no body") }
}

/// What every modifier below returns.
public struct _ModifiedView<Content>: View {
    nonisolated init() {}
    public var body: Never { fatalError("a primitive view has no body") }
}

// MARK: Data flow

@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) {}
    public var wrappedValue: Value {
        get { fatalError("stub") }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError("stub") }
}

@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    @preconcurrency
    public init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void) {}
    public var wrappedValue: Value {
        get { fatalError("stub") }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError("stub") }
}

@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
    private let object: Value
    public var wrappedValue: Value { object }
    public var projectedValue: Bindable<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        fatalError("stub")
    }
}

extension Bindable where Value: AnyObject, Value: Observable {
    public init(wrappedValue: Value) { object = wrappedValue }
    public init(_ wrappedValue: Value) { object = wrappedValue }
}

// MARK: Views

public struct Text: View {
    public init<S>(_ content: S) where S: StringProtocol {}
    public var body: Never { fatalError("a primitive view has no body") }
}

public struct TabView<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("a primitive view has no body") }
}

public struct NavigationStack<Data, Root>: View where Root: View {
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {}
    public var body: Never { fatalError("a primitive view has no body") }
}

public struct NavigationSplitView<Sidebar, Content, Detail>: View where Sidebar: View, Content: View, Detail: View {
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {}
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {}
    public var body: Never { fatalError("a primitive view has no body") }
}

// MARK: Modifiers

@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
    public var body: Never { fatalError("a primitive view has no body") }
}

extension View {
    nonisolated public func modifier<T>(_ modifier: T) -> some View where T: ViewModifier {
        _ModifiedView<Self>()
    }

    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        _ModifiedView<Self>()
    }

    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        _ModifiedView<Self>()
    }

    nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View {
        _ModifiedView<Self>()
    }

    nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V: Hashable {
        _ModifiedView<Self>()
    }

    nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol {
        _ModifiedView<Self>()
    }

    nonisolated public func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View
    where D: Hashable, C: View {
        _ModifiedView<Self>()
    }

    nonisolated public func sheet<Item, Content>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        _ModifiedView<Self>()
    }

    nonisolated public func fullScreenCover<Item, Content>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        _ModifiedView<Self>()
    }
}
