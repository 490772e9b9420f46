import NavreplKit

/// The stored states' rows, in chunks that never move once made, so that the walk's expander
/// can read the rows of states already stored while its storer writes new ones on another
/// thread (``Explorer/expand(_:into:)``, ``Explorer/store(_:)``). The explorer owns it, and
/// its memory is freed with it; the hash table holds it without a count of references (which
/// the two threads would contend for).
final class RowStore {
    let width: Int
    /// Rows per chunk: a power of two, so a row is found by a shift and a mask.
    private static let chunkShift = 14
    private static let chunkRows = 1 << chunkShift
    /// Room for every chunk the limit allows, made once, so that it never moves either.
    private let chunks: UnsafeMutablePointer<UnsafeMutablePointer<Int32>?>
    private let chunkCapacity: Int

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

    /// Row `index`, one already written.
    @inline(__always)
    subscript(index: Int) -> UnsafeBufferPointer<Int32> {
        UnsafeBufferPointer(start: chunks[index >> RowStore.chunkShift].unsafelyUnwrapped + (index & (RowStore.chunkRows - 1)) * width, count: width)
    }

    /// Writes row `index`, the one after the last written; the caller keeps to the limit.
    func write(_ row: UnsafeBufferPointer<Int32>, at index: Int) {
        let chunk = index >> RowStore.chunkShift
        precondition(chunk < chunkCapacity, "more rows than the limit")
        if index & (RowStore.chunkRows - 1) == 0 { chunks[chunk] = .allocate(capacity: RowStore.chunkRows * width) }
        (chunks[chunk].unsafelyUnwrapped + (index & (RowStore.chunkRows - 1)) * width).initialize(from: row.baseAddress.unsafelyUnwrapped, count: width)
    }

    /// Bytes the chunks holding `count` rows take.
    func bytes(holding count: Int) -> Int { ((count + RowStore.chunkRows - 1) >> RowStore.chunkShift) * RowStore.chunkRows * width * 4 }
}
