extension NavigationState {
    /// One tab's navigation stack: the routes above its root view, bottom first.
    public struct TabState: Hashable, Sendable {
        /// The tab's name, as the app declares it.
        public let name: String
        /// The routes above the root view, bottom first.
        public var stack: [Route]

        /// A tab named `name` with `stack` above its root.
        public init(name: String, stack: [Route] = []) {
            self.name = name
            self.stack = stack
        }
    }

    /// Which stack an operation acts on: a tab's, or a presented modal's.
    public enum Target: Hashable, Sendable {
        /// The stack of the tab at this index.
        case tab(Int)
        /// The stack of the modal at this index, bottom first.
        case modal(Int)
    }
}

/// The whole navigation state: the tabs with their stacks, the selected tab, the modals
/// presented above it, bottom first, and the app's flags.
public struct NavigationState: Hashable, Sendable {
    /// Changed only by `apply`, which keeps `tabNumbers` in step.
    public package(set) var tabs: [TabState]
    /// The index of the selected tab in `tabs`.
    public var selectedTab: Int
    /// The presented modals, bottom first.
    public var modals: [Modal]
    /// The app's flags and their values (redirects and guards read them).
    public var flags: [String: Bool]
    /// Each tab's index by its name once there are more than `indexedTabs` tabs, so that
    /// finding a tab costs the same with a million tabs (free mode makes them on first use)
    /// as with two; empty (and costing nothing to copy) below that.
    private var tabNumbers: [String: Int] = [:]
    private static let indexedTabs = 8

    /// A state: the tabs with their stacks, the selected one, the modals over it and the flags.
    public init(tabs: [TabState], selectedTab: Int = 0, modals: [Modal] = [], flags: [String: Bool] = [:]) {
        self.tabs = tabs
        self.selectedTab = selectedTab
        self.modals = modals
        self.flags = flags
        if tabs.count > NavigationState.indexedTabs { indexTabs() }
    }

    private mutating func indexTabs() {
        tabNumbers.reserveCapacity(tabs.count)
        for (index, tab) in tabs.enumerated() where tabNumbers[tab.name] == nil { tabNumbers[tab.name] = index }
    }

    /// The index of the tab named `name`, if there is one.
    public func tabIndex(named name: String) -> Int? {
        if tabs.count <= NavigationState.indexedTabs { return tabs.firstIndex { $0.name == name } }
        return tabNumbers[name]
    }

    mutating func appendTab(_ name: String) {
        tabs.append(TabState(name: name))
        if tabs.count == NavigationState.indexedTabs + 1 {
            indexTabs()
        } else if tabs.count > NavigationState.indexedTabs {
            tabNumbers[name] = tabs.count - 1
        }
    }

    mutating func removeLastTab() {
        let removed = tabs.removeLast()
        if tabs.count <= NavigationState.indexedTabs { tabNumbers = [:] } else { tabNumbers[removed.name] = nil }
    }

    /// Inlinable, as commands read it from the state in place: a call across the module would
    /// copy the whole state (a reference count for each of its parts) to pass it.
    @inlinable
    public var selectedTabName: String { tabs[selectedTab].name }

    /// The stack commands act on: the topmost modal's, else the selected tab's.
    public var currentTarget: Target {
        modals.isEmpty ? .tab(selectedTab) : .modal(modals.count - 1)
    }

    /// The routes of the stack commands act on.
    public var currentStack: [Route] { stack(of: currentTarget) }

    /// The number of routes above the current context's root.
    public var depth: Int { currentStack.count }

    /// The route on top of the current context, nil at its root.
    public var top: Route? { currentStack.last }

    /// The screen in front, where a user's tap starts: the top of the topmost modal's stack
    /// (its root, with nothing pushed in it), else the top of the selected tab's, else its root.
    public var frontScreen: AppSchema.RouteEdge.Source {
        if let modal = modals.last { return .route((modal.stack.last ?? modal.root).name) }
        return tabs[selectedTab].stack.last.map { .route($0.name) } ?? .root
    }

    /// The routes of a tab's or a modal's stack.
    public func stack(of target: Target) -> [Route] {
        switch target {
        case .tab(let index): return tabs[index].stack
        case .modal(let index): return modals[index].stack
        }
    }

    /// Edits a stack in place, so that a uniquely held stack is never copied.
    mutating func modifyStack(of target: Target, _ body: (inout [Route]) -> Void) {
        switch target {
        case .tab(let index): body(&tabs[index].stack)
        case .modal(let index): body(&modals[index].stack)
        }
    }

    /// How messages name a stack: `patients`, or `sheet` for a modal.
    public func name(of target: Target) -> String {
        switch target {
        case .tab(let index): return tabs[index].name
        case .modal(let index): return modals[index].style.rawValue
        }
    }
}
