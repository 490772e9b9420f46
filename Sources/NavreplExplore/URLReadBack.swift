import NavreplKit

/// Whether states' own URLs open back to them, decided from their parts: each part's outcome
/// is remembered, so a state is opened only when a part of it is new.
///
/// Opening a state's own URL dismisses its modals, leaves its stack as it is and presents them
/// again, following its routes one after another (each route's redirect, its column or place,
/// and its text). So the URL reads back when the stack's does (the state without its modals)
/// and the modals' do (the state with its tab at the root); a stack's, when the stack below it
/// does and its top does there, which depends on the tab, the flags, the route and its depth
/// alone; and the modals', when the modals below the top one and the top modal's stack below
/// its top do, and its top does there. `URLReadBackTests` counts, against opening every state's
/// URL, that this finds the same states.
struct URLReadBack {
    private let explorer: Explorer
    private let layout: RowLayout
    private let schema: AppSchema
    private var parts = ReadParts()
    private var landing: [Int32]
    /// Whether a stack reads back (by selected tab, flags and stack), and a stack's top over a
    /// stack below it that does (by selected tab, flags, route and depth): 1 or 0.
    private var stacks = WordMemo(width: 3)
    private var stackTops = WordMemo(width: 4)
    /// Whether a state's modals read back over its tab's root (by selected tab, flags and
    /// modals), and a modal's top over modals below it that do (by selected tab, flags, slot,
    /// style, root, route, or -1 for the root itself, and depth): 1 or 0.
    private var modals: WordMemo
    private var modalTops = WordMemo(width: 7)
    private var stackKey = [Int32](repeating: 0, count: 3)
    private var topKey = [Int32](repeating: 0, count: 4)
    private var modalKey: [Int32]
    /// What is remembered is bounded (``Explorer/partsToRemember``): in an app whose states
    /// share few parts it would grow with the states.
    private var remembered = 0
    private let partsToRemember: Int

    init(_ explorer: Explorer) {
        self.explorer = explorer
        layout = explorer.layout
        schema = explorer.schema
        partsToRemember = explorer.partsToRemember
        landing = [Int32](repeating: 0, count: layout.width)
        modals = WordMemo(width: 2 + 3 * layout.modalSlots)
        modalKey = [Int32](repeating: 0, count: 2 + 3 * layout.modalSlots)
    }

    /// Whether the state of `row` reads back; `router` gives its router when it must be opened.
    @inline(__always)
    mutating func readsBack(_ row: UnsafeBufferPointer<Int32>, router: () -> Router) -> Bool {
        let selected = Int(row[RowLayout.selectedTab])
        let flags = row[RowLayout.flags]
        let modalsStart = layout.modalWord(0)
        let hasModals = layout.modalSlots > 0 && row[modalsStart] != 0
        // The stack's outcome is looked up here first, so that a state whose stack is known
        // makes no closure for its opening.
        stackKey[0] = Int32(selected)
        stackKey[1] = flags
        stackKey[2] = row[layout.tabWord(selected)]
        if let known = stacks[stackKey] {
            guard known == 1 else { return false }
        } else {
            let (schema, slots) = (schema, layout.modalSlots)
            guard stackReadsBack(row[layout.tabWord(selected)], selected: selected, flags: flags, state: {
                guard hasModals else { return (router(), Array(row)) }
                var state = router().state
                state.modals.removeAll()
                return (Router(schema: schema, state: state), Array(row[..<modalsStart]) + repeatElement(0, count: 3 * slots))
            }) else { return false }
        }
        guard hasModals else { return true }
        modalKey[0] = Int32(selected)
        modalKey[1] = flags
        for offset in 0 ..< 3 * layout.modalSlots { modalKey[2 + offset] = row[modalsStart + offset] }
        if let known = modals[modalKey] { return known == 1 }
        var atRoot = Array(row)
        atRoot[layout.tabWord(selected)] = 0
        return modalsReadBack(atRoot, selected: selected, flags: flags)
    }

    /// Why the state of `row` does not read back, read from the state itself.
    mutating func failure(_ row: UnsafeBufferPointer<Int32>, router: Router) -> String {
        open(Array(row), in: router) ?? "its parts do not open back to themselves"
    }

    /// Whether one more outcome may be remembered, counted if so.
    private mutating func mayRemember() -> Bool {
        guard remembered < partsToRemember else { return false }
        remembered += 1
        return true
    }

    /// Whether the selected tab's `stack` reads back, with the flags and without modals, given
    /// the state (its router and row without modals) for when it must be opened.
    private mutating func stackReadsBack(_ stack: Int32, selected: Int, flags: Int32, state: () -> (Router, [Int32])) -> Bool {
        stackKey[0] = Int32(selected)
        stackKey[1] = flags
        stackKey[2] = stack
        if let known = stacks[stackKey] { return known == 1 }
        // With nothing more remembered, the stacks below would be opened again for every
        // state: the state is opened instead.
        let parent = remembered < partsToRemember ? explorer.interner.stackParents[Int(stack)] : -1
        var reads: Bool
        if parent >= 0 {
            let (explorer, layout) = (explorer, layout)
            reads = stackReadsBack(parent, selected: selected, flags: flags, state: {
                var row = state().1
                row[layout.tabWord(selected)] = parent
                return (Router(schema: explorer.schema, state: explorer.decode(row)), row)
            })
            if reads {
                topKey[0] = Int32(selected)
                topKey[1] = flags
                topKey[2] = explorer.interner.stackTops[Int(stack)]
                topKey[3] = Int32(explorer.interner.depth(of: stack))
                if let known = stackTops[topKey] {
                    reads = known == 1
                } else {
                    let (router, row) = state()
                    reads = open(row, in: router) == nil
                    if mayRemember() { stackTops.remember(reads ? 1 : 0, for: topKey) }
                }
            }
        } else {
            let (router, row) = state()
            reads = open(row, in: router) == nil
        }
        stackKey[0] = Int32(selected)
        stackKey[1] = flags
        stackKey[2] = stack
        if mayRemember() { stacks.remember(reads ? 1 : 0, for: stackKey) }
        return reads
    }

    /// Whether the modals of `row`, a state with its selected tab at the root, read back.
    private mutating func modalsReadBack(_ row: [Int32], selected: Int, flags: Int32) -> Bool {
        let key = [Int32(selected), flags] + row[layout.modalWord(0)...]
        if let known = modals[key] { return known == 1 }
        let slot = (0 ..< layout.modalSlots).last { row[layout.modalWord($0)] != 0 }
        var reads: Bool
        // With nothing more remembered, the parts below would be opened again for every
        // state: the state is opened instead.
        if let slot, remembered < partsToRemember {
            let word = layout.modalWord(slot)
            let stack = row[word + 2]
            var below = row
            if stack != 0 {
                below[word + 2] = explorer.interner.stackParents[Int(stack)]
            } else {
                below.replaceSubrange(word ..< word + 3, with: [0, 0, 0])
            }
            reads = modalsReadBack(below, selected: selected, flags: flags)
            if reads {
                let top: [Int32] = stack != 0 ? [explorer.interner.stackTops[Int(stack)], Int32(explorer.interner.depth(of: stack))] : [-1, 0]
                let topKey = [Int32(selected), flags, Int32(slot), row[word], row[word + 1]] + top
                if let known = modalTops[topKey] {
                    reads = known == 1
                } else {
                    reads = open(row, in: Router(schema: schema, state: explorer.decode(row))) == nil
                    if mayRemember() { modalTops.remember(reads ? 1 : 0, for: topKey) }
                }
            }
        } else {
            reads = open(row, in: Router(schema: schema, state: explorer.decode(row))) == nil
        }
        if mayRemember() { modals.remember(reads ? 1 : 0, for: key) }
        return reads
    }

    /// Why the state's own link does not open back to it, or nil. A link is its parts' text
    /// (the tab and its stack, each modal) joined: once each part's own link is known to read
    /// back (``ReadParts``), the state's is read from its parts, not its text; a part that does
    /// not read back sends the state through the text, which says why.
    private mutating func open(_ row: [Int32], in router: Router) -> String? {
        let destination: DeepLink.Destination
        let state = router.state
        if parts.readBack(row, layout: layout, state: state, schema: schema, interner: explorer.interner) {
            destination = DeepLink.Destination(tab: state.selectedTabName, stack: state.tabs[state.selectedTab].stack, modals: state.modals)
        } else {
            do {
                destination = try DeepLink.parse(DeepLink.url(for: state, schema: schema), schema: schema)
            } catch {
                return "it does not read: \(error.description)"
            }
        }
        do {
            let change = try router.plan(.open(destination))
            landing.withUnsafeMutableBufferPointer { _ = $0.initialize(from: row) }
            if explorer.apply(change, to: &landing), landing == row { return nil }
            var after = router.state
            after.apply(change)
            return "opening it gives \(DeepLink.url(for: after, schema: schema))"
        } catch {
            return "opening it is refused: \(error.description)"
        }
    }


    /// The parts of links known to read back as themselves: a tab's stack (by tab and interned
    /// stack) alone on its tab, and a modal (by tab, style, root and stack) over its tab's root.
    /// A link's path is each route's segments in turn, read one route after the other: so a
    /// stack reads back when the stack below its top does and its top, alone, does; a modal,
    /// when the modal without its top does and its root with that top alone does. Each route
    /// is read through its text once, not each stack: a tab of 65,000 stacks under 80 modals
    /// is 3,200 texts read, not 5 million. (A part that does not read back alone, as a split
    /// tab's second column without its first, sends the state through its whole text.)
    struct ReadParts {
        private var stacks: [Int64: Bool] = [:]
        private var routes: [Int64: Bool] = [:]
        private var modals: [[Int32]: Bool] = [:]

        /// Whether every part of the state in `row` reads back.
        mutating func readBack(_ row: [Int32], layout: RowLayout, state: NavigationState, schema: AppSchema, interner: Interner) -> Bool {
            let tab = Int(row[RowLayout.selectedTab])
            let tabName = state.selectedTabName
            guard stackReads(row[layout.tabWord(tab)], tab: tab, name: tabName, schema: schema, interner: interner) else { return false }
            for slot in state.modals.indices {
                let word = layout.modalWord(slot)
                guard modalReads(style: row[word], root: row[word + 1], stack: row[word + 2], tab: tab, name: tabName, schema: schema, interner: interner) else {
                    return false
                }
            }
            return true
        }

        private mutating func stackReads(_ stack: Int32, tab: Int, name: String, schema: AppSchema, interner: Interner) -> Bool {
            let key = Int64(tab) << 32 | Int64(stack)
            if let known = stacks[key] { return known }
            let reads: Bool
            if stack == 0 {
                reads = Self.reads(NavigationState(tabs: [NavigationState.TabState(name: name)]), schema: schema)
            } else {
                let top = interner.stackTops[Int(stack)]
                let routeKey = Int64(tab) << 32 | Int64(top)
                let topReads = routes[routeKey] ?? {
                    let alone = Self.reads(NavigationState(tabs: [NavigationState.TabState(name: name, stack: [interner.routes[Int(top)]])]), schema: schema)
                    routes[routeKey] = alone
                    return alone
                }()
                reads = topReads && stackReads(interner.stackParents[Int(stack)], tab: tab, name: name, schema: schema, interner: interner)
            }
            stacks[key] = reads
            return reads
        }

        private mutating func modalReads(style: Int32, root: Int32, stack: Int32, tab: Int, name: String, schema: AppSchema, interner: Interner) -> Bool {
            let key = [Int32(tab), style, root, stack]
            if let known = modals[key] { return known }
            let reads: Bool
            let modalStyle: Modal.Style = style == 1 ? .sheet : .cover
            if stack == 0 {
                reads = Self.reads(NavigationState(tabs: [NavigationState.TabState(name: name)], modals: [Modal(style: modalStyle, root: interner.routes[Int(root)])]), schema: schema)
            } else {
                let top = interner.stackTops[Int(stack)]
                let topKey = [Int32(tab), style, root, -1 - top]
                let topReads = modals[topKey] ?? {
                    let modal = Modal(style: modalStyle, root: interner.routes[Int(root)], stack: [interner.routes[Int(top)]])
                    let alone = Self.reads(NavigationState(tabs: [NavigationState.TabState(name: name)], modals: [modal]), schema: schema)
                    modals[topKey] = alone
                    return alone
                }()
                reads = topReads && modalReads(style: style, root: root, stack: interner.stackParents[Int(stack)], tab: tab, name: name, schema: schema, interner: interner)
            }
            modals[key] = reads
            return reads
        }

        /// Whether `state`'s link, read, is `state`'s tab, stack and modals.
        private static func reads(_ state: NavigationState, schema: AppSchema) -> Bool {
            (try? DeepLink.parse(DeepLink.url(for: state, schema: schema), schema: schema)).map {
                $0.tab == state.selectedTabName && $0.stack == state.tabs[state.selectedTab].stack && $0.modals == state.modals
            } ?? false
        }
    }

}
