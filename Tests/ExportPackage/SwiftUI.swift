// A test-only stand-in for SwiftUI, which does not exist on Linux. It declares exactly the
// SwiftUI API that NavreplSwiftUI and the example app's screens use (each with the page of
// Apple's documentation it mirrors), with the signatures of
// Apple's documentation (the iOS 18 SDK's: View is main-actor isolated, Binding's closures
// are @Sendable and @isolated(any)), so that a call SwiftUI would refuse fails the export
// test on Linux too. Nothing here draws: the views are type-checked, never run.
import Foundation
import Observation

// Source: https://developer.apple.com/documentation/swiftui/view
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

// Source: https://developer.apple.com/documentation/swiftui/viewbuilder
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

// Source: https://developer.apple.com/documentation/swiftui/emptyview
public struct EmptyView: View {
    nonisolated public init() {}
    public var body: Never { fatalError("a primitive view has no body") }
}

// Source: https://developer.apple.com/documentation/swiftui/tupleview
public struct TupleView<T>: View {
    nonisolated public init(_ value: T) {}
    public var body: Never { fatalError("a primitive view has no body") }
}

// Source: https://developer.apple.com/documentation/swiftui/_conditionalcontent
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

// Source: https://developer.apple.com/documentation/swiftui/state
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) {}
    public var wrappedValue: Value {
        get { fatalError("stub") }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError("stub") }
}

// Source: https://developer.apple.com/documentation/swiftui/binding and /binding/init(get:set:)
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

// Source: https://developer.apple.com/documentation/swiftui/bindable
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

// Source: https://developer.apple.com/documentation/swiftui/text
public struct Text: View {
    public init<S>(_ content: S) where S: StringProtocol {}
    public var body: Never { fatalError("a primitive view has no body") }
}

// Source: https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:)
public struct TabView<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("a primitive view has no body") }
}

// Source: https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)
public struct NavigationStack<Data, Root>: View where Root: View {
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {}
    public var body: Never { fatalError("a primitive view has no body") }
}

// Source: https://developer.apple.com/documentation/swiftui/navigationsplitview
public struct NavigationSplitView<Sidebar, Content, Detail>: View where Sidebar: View, Content: View, Detail: View {
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {}
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {}
    public var body: Never { fatalError("a primitive view has no body") }
}

// Source: https://developer.apple.com/documentation/swiftui/group/init(content:)
public struct Group<Content> {
    public init(@ViewBuilder content: () -> Content) where Content: View {}
}

extension Group: View where Content: View {
    public var body: Never { fatalError("a primitive view has no body") }
}

// Source: https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
public struct VStack<Content>: View where Content: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("a primitive view has no body") }
}

// Source: https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) where Content: View {}
}

extension ForEach: View where Content: View {
    public var body: Never { fatalError("a primitive view has no body") }
}

// Source: https://developer.apple.com/documentation/swiftui/button/init(_:action:)-1asy6 (the
// iOS 18 SDK's: the action is main-actor isolated)
public struct Button<Label>: View where Label: View {
    @preconcurrency
    public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol, Label == Text {}
    public var body: Never { fatalError("a primitive view has no body") }
}

// Source: https://developer.apple.com/documentation/swiftui/navigationlink/init(value:label:)-4jswo
public struct NavigationLink<Label, Destination>: View where Label: View, Destination: View {
    public init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Hashable, Destination == Never {}
    public var body: Never { fatalError("a primitive view has no body") }
}

// MARK: Modifiers

// Source: https://developer.apple.com/documentation/swiftui/viewmodifier
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
    // Source: https://developer.apple.com/documentation/swiftui/view/modifier(_:)
    nonisolated public func modifier<T>(_ modifier: T) -> some View where T: ViewModifier {
        _ModifiedView<Self>()
    }

    // Source: https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:)
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View {
        _ModifiedView<Self>()
    }

    // Source: https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        _ModifiedView<Self>()
    }

    // Source: https://developer.apple.com/documentation/swiftui/view/navigationbarbackbuttonhidden(_:)
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        _ModifiedView<Self>()
    }

    // Source: https://developer.apple.com/documentation/swiftui/view/tabitem(_:)
    nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View {
        _ModifiedView<Self>()
    }

    // Source: https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)
    nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V: Hashable {
        _ModifiedView<Self>()
    }

    // Source: https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-5di1u
    nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol {
        _ModifiedView<Self>()
    }

    // Source: https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
    nonisolated public func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View
    where D: Hashable, C: View {
        _ModifiedView<Self>()
    }

    // Source: https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
    nonisolated public func sheet<Item, Content>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        _ModifiedView<Self>()
    }

    // Source: https://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:)
    nonisolated public func fullScreenCover<Item, Content>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        _ModifiedView<Self>()
    }
}
