import NavLanguage
import NavreplKit

/// The picture of one frame, as the data the storyboard's script draws: the device (a phone,
/// or an iPad for a split tab in the regular layout), the tab bar, the selected tab's stack
/// as screens (or its split columns), and the modals over it, with what the change pushed,
/// popped, presented and dismissed marked. Titles and back buttons are worked out here, as
/// `show -v` works them out; the script only draws.
///
/// A picture costs O(1) whatever the depth: a stack shows its root and its top
/// `FramePicture.shownScreens` screens, the modals their top `FramePicture.shownModals`, and
/// each says how many it leaves out.
struct FramePicture {
    let schema: AppSchema
    let layout: Layout

    /// The most screens a stack shows above its root.
    static let shownScreens = 3
    /// The most popped screens or dismissed modals a picture shows.
    static let shownGone = 3
    /// The most modals a picture draws, the top ones; it says how many lie below them.
    static let shownModals = 3

    /// The picture as a JSON object. `tabBar` is the index of the state's tabs (names and
    /// titles, as `tabBar(of:)` gives them) in the page's table of tab bars, which frames
    /// share; the picture itself holds only each tab's depth.
    func json(of state: NavigationState, tabBar: Int, marks: ChangeMarks, refused: Bool) -> String {
        let tab = state.tabs[state.selectedTab]
        let declaration = schema.tab(named: tab.name)
        let split = declaration.flatMap { $0.isSplit ? $0 : nil }
        let target = NavigationState.Target.tab(state.selectedTab)
        var json = JSONObject()
        json.add("dev", layout == .regular && split != nil ? "pad" : "phone")
        json.add("tb", tabBar)
        json.add("dp", raw: "[" + state.tabs.map { String($0.stack.count) }.joined(separator: ",") + "]")
        json.add("sel", state.selectedTab)
        if marks.switchedTab { json.add("sw", 1) }
        if marks.replacedState { json.add("all", 1) }
        if refused { json.add("x", 1) }
        let columns: [String]
        if let split, layout == .regular {
            columns = splitColumns(tab.stack, of: split, in: tab.name, pushed: marks.pushed[target] ?? 0, gone: marks.popped[target] ?? [])
        } else {
            let rootTitle = split?.columns[0].routes[0].title ?? declaration?.title ?? tab.name
            columns = [column(name: nil, root: (rootTitle, "root"), stack: tab.stack[...], in: tab.name,
                              pushedFrom: tab.stack.count - (marks.pushed[target] ?? 0), gone: marks.popped[target] ?? [])]
        }
        json.add("cols", raw: "[" + columns.joined(separator: ",") + "]")
        var modals: [String] = []
        let hidden = max(state.modals.count - FramePicture.shownModals, 0)
        if hidden > 0 { json.add("mh", hidden) }
        for (index, modal) in state.modals.enumerated().dropFirst(hidden) {
            var object = JSONObject()
            object.add("s", modal.style.rawValue)
            if marks.presented.contains(index) { object.add("new", 1) }
            let root = (title(of: modal.root, in: tab.name), modal.root.description)
            object.add("col", raw: column(name: nil, root: root, stack: modal.stack[...], in: tab.name,
                                          pushedFrom: modal.stack.count - (marks.pushed[.modal(index)] ?? 0), gone: marks.popped[.modal(index)] ?? []))
            modals.append(object.text)
        }
        if !modals.isEmpty { json.add("modals", raw: "[" + modals.joined(separator: ",") + "]") }
        // The app's flags, which its redirects and guards read: each name, 1 or 0, and a third
        // 1 when this change set it.
        if !state.flags.isEmpty {
            json.add("fl", raw: "[" + state.flags.keys.sorted().map { name in
                "[" + JSONObject.string(name) + (state.flags[name]! ? ",1" : ",0") + (marks.flags.contains(name) ? ",1]" : "]")
            }.joined(separator: ",") + "]")
        }
        if !marks.dismissed.isEmpty {
            json.add("dm", raw: "[" + marks.dismissed.prefix(FramePicture.shownGone).map { modal in
                "[" + JSONObject.string(modal.style.rawValue) + "," + JSONObject.string(modal.root.description) + "]"
            }.joined(separator: ",") + "]")
        }
        return json.text
    }

    /// The tab bar of `state` as JSON: each tab's name and title.
    func tabBar(of state: NavigationState) -> String {
        "[" + state.tabs.map { tab in
            "[" + JSONObject.string(tab.name) + "," + JSONObject.string(schema.tab(named: tab.name)?.title ?? tab.name) + "]"
        }.joined(separator: ",") + "]"
    }

    /// A split tab's columns, side by side: the sidebar, then one column per path entry,
    /// entries past the last column stacked inside it.
    private func splitColumns(_ stack: [Route], of tab: AppSchema.TabDeclaration, in tabName: String, pushed: Int, gone: [Route]) -> [String] {
        // Popped routes are shown leaving the first column left empty (or the last column,
        // which holds everything past it).
        let goneColumn = min(stack.count + 1, tab.columns.count - 1)
        var columns: [String] = []
        for (index, column) in tab.columns.enumerated() {
            let leaving = index == goneColumn ? gone : []
            if index == 0 {
                var object = JSONObject()
                object.add("n", column.name)
                let sidebar = column.routes[0]
                object.add("sc", raw: "[" + screen(title: sidebar.title ?? sidebar.name, text: sidebar.name, back: nil, pushed: false) + "]")
                columns.append(object.text)
            } else if index - 1 >= stack.count {
                var object = JSONObject()
                object.add("n", column.name)
                object.add("ph", column.placeholder ?? "empty")
                if !leaving.isEmpty { object.add("gone", raw: goneScreens(leaving, in: tabName)) }
                columns.append(object.text)
            } else {
                let first = index - 1
                let entries = index == tab.columns.count - 1 ? stack[first...] : stack[first...first]
                columns.append(self.column(name: column.name, root: nil, stack: entries, in: tabName, pushedFrom: stack.count - pushed, gone: leaving))
            }
        }
        return columns
    }

    /// A stack of screens: the root (if it has one) and the routes above it, the middle left
    /// out past `shownScreens`; the routes from index `pushedFrom` of the path marked as
    /// pushed, the `gone` routes (popped, top first) shown leaving. A column of a split view
    /// has no root: its first route has no back button.
    private func column(
        name: String?, root: (title: String, text: String)?, stack: ArraySlice<Route>, in tabName: String,
        pushedFrom: Int, gone: [Route]
    ) -> String {
        var object = JSONObject()
        if let name { object.add("n", name) }
        var screens: [String] = []
        if let root { screens.append(screen(title: root.title, text: root.text, back: nil, pushed: false)) }
        let shownFrom = max(stack.startIndex, stack.endIndex - FramePicture.shownScreens)
        let leftOut = shownFrom - stack.startIndex
        if leftOut > 0 {
            object.add("more", leftOut)
            // Where the note of the screens left out goes among the screens: after the root.
            object.add("mi", root == nil ? 0 : 1)
        }
        for index in shownFrom..<stack.endIndex {
            let route = stack[index]
            let below: String? = index > stack.startIndex ? declaredTitle(of: stack[index - 1], in: tabName) : root?.title
            let hasBack = root != nil || index > stack.startIndex
            screens.append(screen(
                title: title(of: route, in: tabName), text: route.description,
                back: hasBack ? (below ?? "Back") : nil, pushed: index >= pushedFrom))
        }
        object.add("sc", raw: "[" + screens.joined(separator: ",") + "]")
        if !gone.isEmpty { object.add("gone", raw: goneScreens(gone, in: tabName)) }
        return object.text
    }

    private func goneScreens(_ routes: [Route], in tabName: String) -> String {
        "[" + routes.prefix(FramePicture.shownGone).map { route in
            screen(title: title(of: route, in: tabName), text: route.description, back: nil, pushed: false)
        }.joined(separator: ",") + "]"
    }

    private func screen(title: String, text: String, back: String?, pushed: Bool) -> String {
        var object = JSONObject()
        object.add("t", title)
        object.add("r", text)
        if let back { object.add("b", back) }
        if pushed { object.add("p", 1) }
        return object.text
    }

    /// A screen's title: the route's declared title, else its name.
    private func title(of route: Route, in tabName: String) -> String {
        declaredTitle(of: route, in: tabName) ?? route.name
    }

    private func declaredTitle(of route: Route, in tabName: String) -> String? {
        schema.declaration(named: route.name, in: tabName)?.title
    }
}

/// A JSON object written member by member, for the storyboard's data.
struct JSONObject {
    private var members = ""

    var text: String { "{" + members + "}" }

    static func string(_ value: String) -> String {
        Escaper.json.escaped(value)
    }

    mutating func add(_ key: String, raw value: String) {
        if !members.isEmpty { members += "," }
        members += "\"" + key + "\":" + value
    }

    mutating func add(_ key: String, _ value: String) {
        add(key, raw: JSONObject.string(value))
    }

    mutating func add(_ key: String, _ value: Int) {
        add(key, raw: String(value))
    }
}
