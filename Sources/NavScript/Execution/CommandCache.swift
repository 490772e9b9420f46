#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NavigationModel

/// The simple commands the fast path has read, by the exact text of their line and the tab
/// it was read in. Batch scripts say the same few lines again and again; a hit skips reading
/// the line, making strings, finding the routes' declarations and checking their arguments,
/// and hands back route objects already on the stacks, so a push costs one reference count.
///
/// What a line means depends only on the app, the tab and the line's text, so an entry stays
/// true until another app is loaded; the cache then starts again empty. It is bounded the
/// same way: when full, it starts again empty. Long lines are not kept.
///
/// A lookup is made for every line, so the table is kept in memory of its own (an
/// open-addressing table and one block for the lines' text): looking up touches no
/// reference counts until the command found is handed back.
final class CommandCache {
    private struct Entry {
        /// -1 for an empty slot.
        var tab: Int
        var hash: Int
        var textStart: Int
        var textCount: Int
        var command: FastCommand?
    }

    /// The most entries kept; the table has twice as many slots, so probes stay short.
    static let capacity = 1024
    /// The most bytes of line text kept.
    static let textCapacity = 64 * 1024
    /// The longest line kept.
    static let longestLine = 256
    private static let slotCount = 2 * capacity

    private let slots: UnsafeMutablePointer<Entry>
    private let text: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var textCount = 0
    private var schema: AppSchema?

    init() {
        slots = .allocate(capacity: CommandCache.slotCount)
        slots.initialize(repeating: Entry(tab: -1, hash: 0, textStart: 0, textCount: 0, command: nil), count: CommandCache.slotCount)
        text = .allocate(capacity: CommandCache.textCapacity)
    }

    deinit {
        slots.deinitialize(count: CommandCache.slotCount)
        slots.deallocate()
        text.deallocate()
    }

    /// The command `line` was read as in tab `tab` under `schema`, if it is here.
    func command(for line: UnsafeBufferPointer<UInt8>, tab: Int, schema: AppSchema) -> FastCommand? {
        guard schema === self.schema, let base = line.baseAddress else { return nil }
        let hash = CommandCache.hash(line, tab: tab)
        var slot = hash & (CommandCache.slotCount - 1)
        while slots[slot].tab >= 0 {
            let entry = slots + slot
            if entry.pointee.hash == hash && entry.pointee.tab == tab && entry.pointee.textCount == line.count
                && memcmp(text + entry.pointee.textStart, base, line.count) == 0 {
                return entry.pointee.command
            }
            slot = (slot + 1) & (CommandCache.slotCount - 1)
        }
        return nil
    }

    /// Remembers that `line` was read as `command` in tab `tab` under `schema`.
    func insert(_ command: FastCommand, for line: UnsafeBufferPointer<UInt8>, tab: Int, schema: AppSchema) {
        guard let base = line.baseAddress, line.count <= CommandCache.longestLine else { return }
        if schema !== self.schema || count == CommandCache.capacity || textCount + line.count > CommandCache.textCapacity {
            removeAll()
            self.schema = schema
        }
        let hash = CommandCache.hash(line, tab: tab)
        var slot = hash & (CommandCache.slotCount - 1)
        while slots[slot].tab >= 0 { slot = (slot + 1) & (CommandCache.slotCount - 1) }
        (text + textCount).update(from: base, count: line.count)
        slots[slot] = Entry(tab: tab, hash: hash, textStart: textCount, textCount: line.count, command: command)
        textCount += line.count
        count += 1
    }

    private func removeAll() {
        for slot in 0..<CommandCache.slotCount where slots[slot].tab >= 0 {
            slots[slot] = Entry(tab: -1, hash: 0, textStart: 0, textCount: 0, command: nil)
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
