import NavreplKit

/// The text view of the state: the selected tab's stack, then one indented line per modal.
/// Long stacks have their middle elided, so printing costs O(maxFrames), never O(depth).
public struct StackFormatter {
    public let schema: AppSchema
    public let layout: Layout
    public let maxFrames: Int
    public let style: TextStyle

    public init(schema: AppSchema, layout: Layout = .regular, maxFrames: Int, style: TextStyle = .plain) {
        self.schema = schema
        self.layout = layout
        self.maxFrames = maxFrames
        self.style = style
    }

    /// `patients: root > list > detail(name: "Mary Doe")` and a line per modal, appended to
    /// `buffer` with a final newline. A split tab in the regular layout shows its columns:
    /// `library: sidebar: list | content: ...`.
    public func write(_ state: NavigationState, into buffer: TextBuffer) {
        let tab = state.tabs[state.selectedTab]
        if style.enabled { buffer.append(style.tab(tab.name)) } else { buffer.append(tab.name) }
        buffer.append(": " as StaticString)
        if layout == .regular && schema.hasSplitTabs, let split = schema.tab(named: tab.name), split.isSplit {
            buffer.append(columns(tab.stack, of: split))
        } else {
            if style.enabled { buffer.append(style.dim("root")) } else { buffer.append("root" as StaticString) }
            write(tab.stack, into: buffer)
        }
        // Modals past `maxFrames` have their middle elided as a stack's routes are.
        let modals = state.modals
        if modals.count > maxFrames {
            let head = maxFrames / 2
            write(modals: modals.prefix(head), into: buffer)
            buffer.append("\n  ")
            let more = modals.count - maxFrames
            buffer.append(style.dim("... (\(more) more modal\(more == 1 ? "" : "s"))"))
            write(modals: modals.suffix(maxFrames - head), into: buffer)
        } else {
            write(modals: modals, into: buffer)
        }
        buffer.append(byte: UInt8(ascii: "\n"))
    }

    /// `write` for the line a batch run prints after nearly every command — no modal up, no
    /// colour, a tab not shown in columns — read from the session's state in place: passing
    /// the state on copies each of its parts, a reference count apiece, which was a tenth of
    /// printing a stack. False, having written nothing, for any other case, and with the
    /// interpreter's shortcuts off, so that the differential tests compare it with `write`.
    static func writePlainLine(of interpreter: Interpreter, into buffer: TextBuffer) -> Bool {
        let settings = interpreter.settings
        guard interpreter.usesShortcuts, !settings.color, interpreter.router.state.modals.isEmpty,
              !(settings.layout == .regular && interpreter.router.schema.hasSplitTabs)
        else { return false }
        let selected = interpreter.router.state.selectedTab
        buffer.append(interpreter.router.state.tabs[selected].name)
        buffer.append(": root" as StaticString)
        writePlain(interpreter.router.state.tabs[selected].stack, maxFrames: settings.maxFrames, into: buffer)
        buffer.append(byte: UInt8(ascii: "\n"))
        return true
    }

    private func write(modals: some Collection<Modal>, into buffer: TextBuffer) {
        for modal in modals {
            buffer.append("\n  ")
            buffer.append(style.modal(modal.style.rawValue))
            buffer.append(": ")
            buffer.append(modal.root, style: style)
            write(modal.stack, into: buffer)
        }
    }

    /// The same as `write`, as a string without the final newline.
    public func lines(_ state: NavigationState) -> String {
        let buffer = TextBuffer()
        write(state, into: buffer)
        return String(buffer.string.dropLast())
    }

    /// A stack as `root > list > detail(name: "Mary Doe")`, without colour.
    public static func plainPath(_ stack: [Route], maxFrames: Int) -> String {
        StackFormatter(schema: .free, maxFrames: maxFrames).path(stack, root: "root")
    }

    /// `root` and then the stack, as `write` prints it.
    func path<Routes: RandomAccessCollection>(_ stack: Routes, root: String) -> String where Routes.Element == Route {
        let buffer = TextBuffer()
        buffer.append(root)
        write(stack, into: buffer)
        return buffer.string
    }

    /// ` > a > b`, the middle elided past `maxFrames`, so that printing costs O(maxFrames).
    private func write<Routes: RandomAccessCollection>(_ stack: Routes, into buffer: TextBuffer) where Routes.Element == Route {
        guard style.enabled else { return StackFormatter.writePlain(stack, maxFrames: maxFrames, into: buffer) }
        guard stack.count > maxFrames else { return write(routes: stack, into: buffer) }
        let head = maxFrames / 2
        write(routes: stack.prefix(head), into: buffer)
        buffer.append(style.dim(" > ") + style.dim("... (\(stack.count - maxFrames) more)"))
        write(routes: stack.suffix(maxFrames - head), into: buffer)
    }

    /// The same without colour.
    private static func writePlain<Routes: RandomAccessCollection>(_ stack: Routes, maxFrames: Int, into buffer: TextBuffer) where Routes.Element == Route {
        guard stack.count > maxFrames else { return buffer.append(stack) }
        let head = maxFrames / 2
        buffer.append(stack.prefix(head))
        buffer.append(" > ... (")
        buffer.append(stack.count - maxFrames)
        buffer.append(" more)")
        buffer.append(stack.suffix(maxFrames - head))
    }

    /// ` > a > b`, every route, in colour.
    private func write(routes: some Collection<Route>, into buffer: TextBuffer) {
        let separator = style.dim(" > ")
        for route in routes {
            buffer.append(separator)
            buffer.append(route, style: style)
        }
    }

    /// `sidebar: list | content: details(book: "Dune") | detail: (select a book)`.
    func columns(_ stack: [Route], of tab: AppSchema.TabDeclaration) -> String {
        var parts: [String] = []
        for (index, column) in tab.columns.enumerated() {
            var part = style.dim(column.name + ":") + " "
            if index == 0 {
                part += style.route(Route(column.routes[0].name))
            } else if index - 1 >= stack.count {
                part += style.dim("(" + (column.placeholder ?? "empty") + ")")
            } else if index == tab.columns.count - 1 {
                let inColumn = stack[(index - 1)...]
                part += path(inColumn.dropFirst(), root: style.route(inColumn.first!))
            } else {
                part += style.route(stack[index - 1])
            }
            parts.append(part)
        }
        return parts.joined(separator: style.dim(" | "))
    }

    /// `show -v`: the current context's routes one per line, numbered from the root, with
    /// the column each is shown in (split tabs) and its title, then the back button's title.
    public func verbose(_ state: NavigationState) -> String {
        let target = state.currentTarget
        let stack = state.stack(of: target)
        let tabName = state.selectedTabName
        let tab = schema.tab(named: tabName)
        let split = target == .tab(state.selectedTab) ? tab.flatMap { $0.isSplit ? $0 : nil } : nil
        var heading = tabName + (tab?.title.map { " " + Value.quoted($0) } ?? "")
        if let modal = state.modals.last { heading += " + " + modal.style.rawValue + " " + modal.root.description }
        heading += ", depth \(stack.count)"
        if let split { heading += ", split view in \(split.columns.count) columns (layout \(layout.rawValue))" }

        var rows: [[String]] = []
        let rootTitle: String?
        if case .modal(let index) = target {
            let root = state.modals[index].root
            rootTitle = title(of: root.name, in: tabName)
            rows.append(["0", root.description, rootTitle.map(Value.quoted) ?? ""])
        } else {
            rootTitle = split?.columns[0].routes[0].title ?? tab?.title
            var root = ["0", "root"]
            if let split { root = ["0", "root: " + split.columns[0].routes[0].name, "[\(split.columns[0].name)]"] }
            rows.append(root + [rootTitle.map(Value.quoted) ?? ""])
        }
        var shown = Array(stack.indices)
        if stack.count > maxFrames {
            shown = Array(0..<(maxFrames / 2)) + [-1] + Array((stack.count - (maxFrames - maxFrames / 2))..<stack.count)
        }
        for index in shown {
            guard index >= 0 else {
                rows.append(["", "... (\(stack.count - maxFrames) more)"] + (split == nil ? [""] : ["", ""]))
                continue
            }
            var row = ["\(index + 1)", stack[index].description]
            if let split { row.append("[\(split.columns[split.column(forPathPosition: index)].name)]") }
            row.append(title(of: stack[index].name, in: tabName).map(Value.quoted) ?? "")
            rows.append(row)
        }
        var lines = [heading] + StackFormatter.aligned(rows).map { "  " + $0 }
        if !stack.isEmpty {
            let below = stack.count >= 2 ? title(of: stack[stack.count - 2].name, in: tabName) : rootTitle
            lines.append("back button: " + Value.quoted(below ?? "Back"))
        }
        if let flags = Listing.flagLine(state, schema: schema) { lines.append(flags) }
        return lines.joined(separator: "\n")
    }

    private func title(of routeName: String, in tabName: String) -> String? {
        schema.declaration(named: routeName, in: tabName)?.title
    }

    /// Rows of cells, each column padded to its widest cell; trailing blanks trimmed.
    static func aligned(_ rows: [[String]]) -> [String] {
        let count = rows.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: count)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        return rows.map { row in
            var line = ""
            for (index, cell) in row.enumerated() {
                line += index == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[index] - cell.count + 2)
            }
            return line.trimmingTrailingSpaces()
        }
    }
}
