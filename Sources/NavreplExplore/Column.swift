import NavreplKit

/// A growing column of plain numbers for the walk, which appends one or a few per move: an
/// array checks on every append that its buffer is not shared, which here it never is (a
/// tenth of the storer's instructions went to those checks). It is not copyable, so its memory
/// has one owner, and is freed when that owner is.
struct Column<Element: BitwiseCopyable>: ~Copyable {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private(set) var capacity: Int

    /// An empty column with room for `capacity` elements.
    init(capacity: Int = 1024) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    @inline(__always)
    subscript(index: Int) -> Element { base[index] }

    /// The elements, as a buffer valid until the column grows or is deallocated.
    var elements: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow(to: count + 1) }
        base[count] = element
        count += 1
    }

    /// Appends `elements`, and returns where they start.
    @inline(__always)
    @discardableResult
    mutating func append(_ elements: UnsafeBufferPointer<Element>) -> Int {
        let start = count
        if count + elements.count > capacity { grow(to: count + elements.count) }
        (base + count).initialize(from: elements.baseAddress.unsafelyUnwrapped, count: elements.count)
        count += elements.count
        return start
    }

    mutating func removeAll() { count = 0 }

    /// Room for `extra` more elements after the last, to be written through the pointer
    /// returned and then counted by ``extend(by:)``: for a run of appends without a check each.
    @inline(__always)
    mutating func reserve(_ extra: Int) -> UnsafeMutablePointer<Element> {
        if count + extra > capacity { grow(to: count + extra) }
        return base + count
    }

    /// Counts `extra` elements written after the last through ``reserve(_:)``'s pointer.
    @inline(__always)
    mutating func extend(by extra: Int) { count += extra }

    /// Makes room for `needed` elements, doubling.
    private mutating func grow(to needed: Int) {
        let capacity = max(needed, self.capacity * 2)
        let new = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        new.initialize(from: base, count: count)
        base.deallocate()
        base = new
        self.capacity = capacity
    }

    /// Bytes the column takes.
    var bytes: Int { capacity * MemoryLayout<Element>.stride }
}
