@testable import NavreplExplore
import Testing

/// The walk keeps its moves in pages of 16,384, and a state's moves may lie across two: what
/// a range holds is read the same as from one array.
struct PagedColumnTests {
    static let count = 40_000

    @Test(arguments: [0 ..< 0, 0 ..< 1, 16_380 ..< 16_390, 16_384 ..< 16_385, 16_383 ..< 16_384, 10 ..< 32_800, 0 ..< 40_000, 39_999 ..< 40_000])
    func aRangeReadsAsFromOneArray(range: Range<Int>) {
        var column = PagedColumn<Int32>()
        for number in 0 ..< Self.count { column.append(Int32(number * 3)) }
        let array = (0 ..< Self.count).map { Int32($0 * 3) }
        #expect(column.count == Self.count)
        #expect(column.elements(in: range) == Array(array[range]))
        for probe in [range.lowerBound - 1, range.lowerBound, range.upperBound - 1, range.upperBound] where probe >= 0 && probe < Self.count {
            #expect(column.contains(in: range) { $0 == Int32(probe * 3) } == range.contains(probe))
        }
        #expect(!column.contains(in: range) { $0 == 1 })
    }
}
