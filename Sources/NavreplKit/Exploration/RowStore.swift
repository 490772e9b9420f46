/// The stored states' rows, in chunks that never move once made, so that the walk's expander
/// can read the rows of states already stored while its storer appends new ones on another
/// thread (``Explorer/expand(_:into:)``, ``Explorer/store(_:)``). The storer alone appends;
/// the expander reads only rows the storer has handed over.
final class RowStore: @unchecked Sendable {
    let width: Int
    /// Rows per chunk: a power of two, so a row is found by a shift and a mask.
    private static let chunkShift = 14
    private static let chunkRows = 1 << chunkShift
    /// Room for every chunk the limit allows, made once, so that it never moves either.
    private let chunks: UnsafeMutablePointer<UnsafeMutablePointer<Int32>?>
    private let chunkCapacity: Int
    private(set) var count = 0

    /// Room for up to `limit` rows of `width` words.
    init(width: Int, limit: Int) {
        self.width = width
        chunkCapacity = (max(1, min(limit, Int(Int32.max))) - 1) >> RowStore.chunkShift + 1
        chunks = .allocate(capacity: chunkCapacity)
        chunks.initialize(repeating: nil, count: chunkCapacity)
    }

    deinit {
        for chunk in 0..<chunkCapacity { chunks[chunk]?.deallocate() }
        chunks.deallocate()
    }

    /// Row `index`, one of the `count` stored.
    @inline(__always)
    subscript(index: Int) -> UnsafeBufferPointer<Int32> {
        UnsafeBufferPointer(start: chunks[index >> RowStore.chunkShift].unsafelyUnwrapped + (index & (RowStore.chunkRows - 1)) * width, count: width)
    }

    /// Appends a row; the caller keeps to the limit.
    func append(_ row: UnsafeBufferPointer<Int32>) {
        let chunk = count >> RowStore.chunkShift
        precondition(chunk < chunkCapacity, "more rows than the limit")
        if count & (RowStore.chunkRows - 1) == 0 { chunks[chunk] = .allocate(capacity: RowStore.chunkRows * width) }
        (chunks[chunk].unsafelyUnwrapped + (count & (RowStore.chunkRows - 1)) * width).initialize(from: row.baseAddress.unsafelyUnwrapped, count: width)
        count += 1
    }

    /// Bytes the chunks made so far take.
    var bytes: Int { ((count + RowStore.chunkRows - 1) >> RowStore.chunkShift) * RowStore.chunkRows * width * 4 }
}
