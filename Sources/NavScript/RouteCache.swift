#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NavigationModel

/// The routes the fast path has resolved, by the exact text of the request (`detail "Mary
/// Doe"`) and the tab it was made in. Batch scripts say the same few things again and again;
/// a hit skips making strings, finding the declaration and checking the arguments, and hands
/// back the route object already on the stacks, so a push costs one reference count.
///
/// What a request resolves to depends only on the app, the tab and the request's text, so an
/// entry stays true until another app is loaded; the cache then starts again empty. It is
/// bounded the same way: when full, it starts again empty.
///
/// A lookup is a few dozen instructions on every simple push, so the table is kept in memory
/// of its own (an open-addressing table and one block for the requests' text): looking up
/// touches no reference counts until the route found is handed back.
final class RouteCache {
    private struct Entry {
        /// -1 for an empty slot.
        var tab: Int
        var hash: Int
        var textStart: Int
        var textCount: Int
        var route: Route?
    }

    /// The most entries kept; the table has twice as many slots, so probes stay short.
    static let capacity = 1024
    /// The most bytes of request text kept.
    static let textCapacity = 64 * 1024
    private static let slotCount = 2 * capacity

    private let slots: UnsafeMutablePointer<Entry>
    private let text: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var textCount = 0
    private var schema: AppSchema?

    init() {
        slots = .allocate(capacity: RouteCache.slotCount)
        slots.initialize(repeating: Entry(tab: -1, hash: 0, textStart: 0, textCount: 0, route: nil), count: RouteCache.slotCount)
        text = .allocate(capacity: RouteCache.textCapacity)
    }

    deinit {
        slots.deinitialize(count: RouteCache.slotCount)
        slots.deallocate()
        text.deallocate()
    }

    /// The route `request` resolved to in tab `tab` under `schema`, if it is here.
    func route(for request: UnsafeBufferPointer<UInt8>, tab: Int, schema: AppSchema) -> Route? {
        guard schema === self.schema, let base = request.baseAddress else { return nil }
        let hash = RouteCache.hash(request, tab: tab)
        var slot = hash & (RouteCache.slotCount - 1)
        while slots[slot].tab >= 0 {
            let entry = slots + slot
            if entry.pointee.hash == hash && entry.pointee.tab == tab && entry.pointee.textCount == request.count
                && memcmp(text + entry.pointee.textStart, base, request.count) == 0 {
                return entry.pointee.route
            }
            slot = (slot + 1) & (RouteCache.slotCount - 1)
        }
        return nil
    }

    /// Remembers that `request` resolved to `route` in tab `tab` under `schema`.
    func insert(_ route: Route, for request: UnsafeBufferPointer<UInt8>, tab: Int, schema: AppSchema) {
        guard let base = request.baseAddress, request.count <= RouteCache.textCapacity else { return }
        if schema !== self.schema || count == RouteCache.capacity || textCount + request.count > RouteCache.textCapacity {
            removeAll()
            self.schema = schema
        }
        let hash = RouteCache.hash(request, tab: tab)
        var slot = hash & (RouteCache.slotCount - 1)
        while slots[slot].tab >= 0 { slot = (slot + 1) & (RouteCache.slotCount - 1) }
        (text + textCount).update(from: base, count: request.count)
        slots[slot] = Entry(tab: tab, hash: hash, textStart: textCount, textCount: request.count, route: route)
        textCount += request.count
        count += 1
    }

    private func removeAll() {
        for slot in 0..<RouteCache.slotCount where slots[slot].tab >= 0 {
            slots[slot] = Entry(tab: -1, hash: 0, textStart: 0, textCount: 0, route: nil)
        }
        count = 0
        textCount = 0
    }

    /// FNV-1a over 8-byte words: requests are a few dozen bytes, and this is cheaper on them
    /// than `Hasher`.
    private static func hash(_ request: UnsafeBufferPointer<UInt8>, tab: Int) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(truncatingIfNeeded: tab)
        let raw = UnsafeRawBufferPointer(request)
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
