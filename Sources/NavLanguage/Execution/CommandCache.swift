import NavreplKit

/// Lines read and bound before: the interpreter's own statements, kept bound
/// (`CommandAction.bind`), so that running a line again skips lexing, parsing, finding the
/// routes' declarations and checking their arguments. Batch scripts say the same few lines
/// again and again, and many more lines that differ only inside their quotes.
///
/// - A whole line is kept by its exact text and the tab it was read in, the second time it is
///   read (a line said once would only push out the lines that do come again). Run again, it
///   pushes route objects already on the stacks.
/// - A line with quoted strings is also kept as a template, by its shape (its text without
///   the strings' contents, `push detail ""`) and tab, the second time its shape is read, when
///   its command can be rebound to other strings (`TemplateAction`). A line of that shape is
///   then bound to its own strings, and run, without being read.
///
/// A cacheable command's bound statement depends only on the app, the tab and the line's
/// text, so an entry stays true until another app is loaded; the cache then starts again
/// empty. The tab is known by its index, and in free mode (whose tabs come and go) checked
/// by its name. Both tables are bounded: when full, the table of lines starts again empty, and
/// the table of templates keeps those it has. Long lines are not kept.
final class CommandCache {
    /// A statement kept bound, and the name of the tab it was bound in.
    private struct Entry {
        let statement: Statement
        let tabName: String
    }

    /// A template, with what its lines need from the line it was made from.
    private struct Template {
        /// The statement whose action is the template (its offsets are into the line it was
        /// made from), and that action as a template. Nil for a shape whose lines cannot run
        /// from a template (a string in a comment, a labelled argument): kept, so that they are
        /// not tried again.
        let usable: (statement: Statement, action: any TemplateAction)?
        let tabName: String
        /// The length of that line: a line of the same shape is longer by what its strings are.
        let lineLength: Int
    }

    /// A line found here, bound and ready to run.
    struct Bound {
        /// The statement, not held: the cache holds it while it runs (`lend`), as only reading a
        /// new line inserts into the cache, never running one. Lent, running it costs no
        /// reference count.
        let statement: Unmanaged<Statement>
        /// Where the line the statement was read from started.
        let origin: Int
        /// The statement's span in that line's terms, for this line: a template's line may be
        /// longer or shorter than the one it was read from.
        let range: Range<Int>
    }

    /// The longest line kept.
    static let longestLine = 256
    /// How many lines' (and shapes') hashes are remembered as read once.
    private static let sightingCount = 4096
    private static let shapeSalt = 0x5BD1_E995

    private let lines = LineTable<Entry>(capacity: 1024, textCapacity: 64 * 1024)
    private let templates = LineTable<Template>(capacity: 256, textCapacity: 16 * 1024)
    /// The hashes of lines read once, by their low bits: a line is kept when it comes again.
    private let sightings: UnsafeMutablePointer<Int>
    /// The app the entries were bound in (held, so that no other app can take its address).
    @exclusivity(unchecked) private var schema: AppSchema?
    @exclusivity(unchecked) private var schemaIdentity: ObjectIdentifier?
    @exclusivity(unchecked) private var isFree = false
    /// Set while a statement of the cache runs lent: inserting then could free it.
    @exclusivity(unchecked) private var isLending = false

    init() {
        sightings = .allocate(capacity: CommandCache.sightingCount)
        sightings.initialize(repeating: 0, count: CommandCache.sightingCount)
    }

    deinit {
        sightings.deallocate()
    }

    /// `line` as read and bound before in tab `tab` (named `tabName`) of the app `schema`, or
    /// bound now from the template of its shape; nil if it is neither here nor its shape, or
    /// its strings do not fit the template. The app is known by its identity alone, which
    /// costs no reference count to pass.
    func statement(
        for line: borrowing Line, tab: Int, named tabName: @autoclosure () -> String, schema: ObjectIdentifier
    ) -> Bound? {
        let range = line.range
        guard schema == schemaIdentity, range.count <= CommandCache.longestLine else { return nil }
        return line.bytes.withUnsafeBufferPointer { block -> Bound? in
            let text = UnsafeBufferPointer(rebasing: block[range])
            let hash = LineHash.of(text, tab: tab)
            guard let slot = lines.slot(of: text, tab: tab, hash: hash) else {
                return bindFromTemplate(text, hash: hash, tab: tab, named: tabName())
            }
            // An app's tabs keep their places; free mode's come and go, so there the name must match.
            if isFree && lines[slot].tabName != tabName() { return nil }
            return Bound(
                statement: Unmanaged.passUnretained(lines[slot].statement), origin: lines.origin(at: slot),
                range: lines[slot].statement.range)
        }
    }

    /// `line` (of hash `hash`) bound from the template of its shape, if there is one and the
    /// line's strings fit it. A line read before is left to be read, so that it is kept whole:
    /// it comes again, and a whole line pushes routes already made.
    private func bindFromTemplate(
        _ line: UnsafeBufferPointer<UInt8>, hash: Int, tab: Int, named tabName: @autoclosure () -> String
    ) -> Bound? {
        guard let quoted = QuotedTexts(in: line) else { return nil }
        let slot = withShape(of: line, quoted) { shape in
            templates.slot(of: shape, tab: tab, hash: LineHash.of(shape, tab: tab))
        }
        guard let slot, let (statement, action) = templates[slot].usable, !seenBefore(hash) else { return nil }
        if isFree && templates[slot].tabName != tabName() { return nil }
        guard action.rebind(to: quoted, of: line) else { return nil }
        let span = statement.range
        return Bound(
            statement: Unmanaged.passUnretained(statement), origin: templates.origin(at: slot),
            range: span.lowerBound..<span.upperBound + line.count - templates[slot].lineLength)
    }

    /// Runs `body` with `bound`'s statement lent, without a reference count: safe because
    /// nothing inserts into the cache while it runs (`insert` checks).
    func lend(_ bound: Bound, _ body: (Statement) -> Void) {
        let wasLending = isLending
        isLending = true
        defer { isLending = wasLending }
        bound.statement._withUnsafeGuaranteedRef(body)
    }

    /// Remembers that `line` was read as `statement`, bound in tab `tab` (named `tabName`)
    /// under `schema`; `origin` is where the line started in the block its statement's
    /// offsets are into. The line is kept whole the second time it is read, and as the
    /// template of its shape the first time that shape is read.
    func insert(_ statement: Statement, origin: Int, for line: Line, tab: Int, named tabName: String, schema: AppSchema) {
        precondition(!isLending, "a line was kept while a statement of the command cache ran: it could have been freed")
        let range = line.range
        guard range.count <= CommandCache.longestLine else { return }
        if schema !== self.schema {
            lines.removeAll()
            templates.removeAll()
            self.schema = schema
            schemaIdentity = ObjectIdentifier(schema)
            isFree = schema.isFree
        }
        line.bytes.withUnsafeBufferPointer { block in
            let text = UnsafeBufferPointer(rebasing: block[range])
            let hash = LineHash.of(text, tab: tab)
            if seenBefore(hash) {
                lines.insert(Entry(statement: statement, tabName: tabName), origin: origin, for: text, tab: tab, hash: hash)
            }
            insertTemplate(of: statement, origin: origin, for: text, tab: tab, named: tabName, schema: schema)
        }
    }

    private func insertTemplate(
        of statement: Statement, origin: Int, for line: UnsafeBufferPointer<UInt8>, tab: Int, named tabName: String,
        schema: AppSchema
    ) {
        guard let quoted = QuotedTexts(in: line) else { return }
        withShape(of: line, quoted) { shape in
            let hash = LineHash.of(shape, tab: tab)
            // In free mode a tab's place may have had another name when the template was made.
            let existing = templates.slot(of: shape, tab: tab, hash: hash)
            if let existing, !isFree || templates[existing].tabName == tabName { return }
            // Made the second time its shape is read, as a whole line is kept the second time it
            // is read: lines whose shapes never come again (a comment naming each step) would
            // only pay for templates nothing uses. (The shapes' hashes are told from the
            // lines' by a salt.)
            guard seenBefore(hash ^ CommandCache.shapeSalt) else { return }
            // A full table keeps the templates it has, rather than starting again empty: a
            // script cycling through more shapes than it holds would otherwise make a template
            // for every line and use none. (A new app still empties it.)
            guard existing != nil || templates.hasRoom(for: shape.count) else { return }
            let copy = (statement.action as? TemplateAction)?.template(
                quoteOffsets: (0..<quoted.count).map { origin + quoted.start($0) }, schema: schema, tab: tabName)
            let template = Template(
                usable: copy.map { (Statement(spec: statement.spec, action: $0, range: statement.range), $0) },
                tabName: tabName, lineLength: line.count)
            templates.insert(template, origin: origin, for: shape, tab: tab, hash: hash)
        }
    }

    /// Calls `body` with the shape of `line`, whose strings are `quoted`.
    private func withShape<Result>(
        of line: UnsafeBufferPointer<UInt8>, _ quoted: QuotedTexts, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: CommandCache.longestLine) { room in
            let count = quoted.writeShape(of: line, to: room.baseAddress!)
            return body(UnsafeBufferPointer(rebasing: room[..<count]))
        }
    }

    /// Whether a line of hash `hash` was seen before; notes it as seen.
    private func seenBefore(_ hash: Int) -> Bool {
        let sighting = hash & (CommandCache.sightingCount - 1)
        guard sightings[sighting] == hash else {
            sightings[sighting] = hash
            return false
        }
        return true
    }
}
