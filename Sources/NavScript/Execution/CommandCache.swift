import NavigationModel
import Platform

/// Lines read and bound before, by the exact text of the line and the tab it was read in: the
/// interpreter's own statements, kept bound (`CommandAction.bind`), so that running a line
/// again skips lexing, parsing, finding the routes' declarations and checking their
/// arguments, and pushes route objects already on the stacks. Batch scripts say the same few
/// lines again and again.
///
/// A cacheable command's bound statement depends only on the app, the tab and the line's
/// text, so an entry stays true until another app is loaded; the cache then starts again
/// empty. The tab is known by its index, and in free mode (whose tabs come and go) checked
/// by its name. It is bounded the same way: when full, it starts again empty. Long lines
/// are not kept, and a line is kept only the second time it is read.
///
/// A lookup is made for every line, so the table is kept in memory of its own: an
/// open-addressing table of plain keys, the statements in a table beside it, and one block
/// for the lines' text. Probing touches no reference counts.
final class CommandCache {
    private struct Key {
        /// -1 for an empty slot.
        var tab: Int
        var hash: Int
        var textStart: Int
        var textCount: Int
        /// Where the line started when its statement was read: the statement's offsets are
        /// into that copy of the text.
        var origin: Int

        static let empty = Key(tab: -1, hash: 0, textStart: 0, textCount: 0, origin: 0)
    }

    /// A statement kept bound, and the name of the tab it was bound in.
    private struct Entry {
        let statement: Statement
        let tabName: String
    }

    /// The most entries kept; the table has twice as many slots, so probes stay short.
    static let capacity = 1024
    /// The most bytes of line text kept.
    static let textCapacity = 64 * 1024
    /// The longest line kept.
    static let longestLine = 256
    private static let slotCount = 2 * capacity
    /// How many lines' hashes are remembered as read once.
    private static let sightingCount = 4096

    private let keys: UnsafeMutablePointer<Key>
    /// The statement of each slot whose key is not empty.
    @exclusivity(unchecked) private var entries: [Entry?]
    private let text: UnsafeMutablePointer<UInt8>
    /// The hashes of lines read once, by their low bits: a line is kept when it comes again.
    private let sightings: UnsafeMutablePointer<Int>
    private var count = 0
    private var textCount = 0
    private var schema: AppSchema?

    init() {
        keys = .allocate(capacity: CommandCache.slotCount)
        keys.initialize(repeating: .empty, count: CommandCache.slotCount)
        entries = Array(repeating: nil, count: CommandCache.slotCount)
        text = .allocate(capacity: CommandCache.textCapacity)
        sightings = .allocate(capacity: CommandCache.sightingCount)
        sightings.initialize(repeating: 0, count: CommandCache.sightingCount)
    }

    deinit {
        keys.deallocate()
        text.deallocate()
        sightings.deallocate()
    }

    /// The statement `line` was read as in tab `tab` (named `tabName`) under `schema`, if it is
    /// here, and the offset its line started at when it was read.
    func statement(
        for line: borrowing Line, tab: Int, named tabName: @autoclosure () -> String, schema: AppSchema
    ) -> (statement: Statement, origin: Int)? {
        let range = line.range
        guard schema === self.schema, range.count <= CommandCache.longestLine else { return nil }
        let slot = line.bytes.withUnsafeBufferPointer { block in
            self.slot(of: UnsafeBufferPointer(rebasing: block[range]), tab: tab)
        }
        guard let slot else { return nil }
        // An app's tabs keep their places; free mode's come and go, so there the name must match.
        if schema.isFree && entries[slot]!.tabName != tabName() { return nil }
        return (entries[slot]!.statement, keys[slot].origin)
    }

    /// The slot holding `line` as read in tab `tab`, if there is one.
    private func slot(of line: UnsafeBufferPointer<UInt8>, tab: Int) -> Int? {
        guard let base = line.baseAddress else { return nil }
        let hash = CommandCache.hash(line, tab: tab)
        var slot = hash & (CommandCache.slotCount - 1)
        while keys[slot].tab >= 0 {
            let key = keys[slot]
            if key.hash == hash && key.tab == tab && key.textCount == line.count
                && System.bytesEqual(text + key.textStart, base, count: line.count) {
                return slot
            }
            slot = (slot + 1) & (CommandCache.slotCount - 1)
        }
        return nil
    }

    /// Remembers that `line` was read as `statement`, bound in tab `tab` (named `tabName`) under
    /// `schema`; `origin` is where the line started in the block its statement's offsets are
    /// into. A line is kept the second time it is read: a line a script says once (a push of
    /// a new name) would only push out the lines that do come again.
    func insert(_ statement: Statement, origin: Int, for line: Line, tab: Int, named tabName: String, schema: AppSchema) {
        let range = line.range
        guard range.count <= CommandCache.longestLine else { return }
        line.bytes.withUnsafeBufferPointer { block in
            let text = UnsafeBufferPointer(rebasing: block[range])
            let hash = CommandCache.hash(text, tab: tab)
            let sighting = hash & (CommandCache.sightingCount - 1)
            guard sightings[sighting] == hash else {
                sightings[sighting] = hash
                return
            }
            insert(Entry(statement: statement, tabName: tabName), origin: origin, for: text, hash: hash, tab: tab, schema: schema)
        }
    }

    private func insert(_ entry: Entry, origin: Int, for line: UnsafeBufferPointer<UInt8>, hash: Int, tab: Int, schema: AppSchema) {
        guard let base = line.baseAddress else { return }
        if schema !== self.schema || count == CommandCache.capacity || textCount + line.count > CommandCache.textCapacity {
            removeAll()
            self.schema = schema
        }
        // In free mode the line may be here already, read in another tab of the same place.
        if let existing = slot(of: line, tab: tab) {
            keys[existing].origin = origin
            entries[existing] = entry
            return
        }
        var slot = hash & (CommandCache.slotCount - 1)
        while keys[slot].tab >= 0 { slot = (slot + 1) & (CommandCache.slotCount - 1) }
        (text + textCount).update(from: base, count: line.count)
        keys[slot] = Key(tab: tab, hash: hash, textStart: textCount, textCount: line.count, origin: origin)
        entries[slot] = entry
        textCount += line.count
        count += 1
    }

    private func removeAll() {
        for slot in 0..<CommandCache.slotCount where keys[slot].tab >= 0 {
            keys[slot] = .empty
            entries[slot] = nil
        }
        count = 0
        textCount = 0
    }

    /// FNV-1a over 8-byte words: lines are a few dozen bytes, and this is cheaper on them
    /// than `Hasher`.
    private static func hash(_ line: UnsafeBufferPointer<UInt8>, tab: Int) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(truncatingIfNeeded: tab)
        let raw = UnsafeRawBufferPointer(line)
        var offset = 0
        while offset + 8 <= raw.count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x100_0000_01b3
            offset += 8
        }
        while offset < raw.count {
            hash = (hash ^ UInt64(raw[offset])) &* 0x100_0000_01b3
            offset += 1
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }
}
