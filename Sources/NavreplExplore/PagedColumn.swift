import NavreplKit

/// A growing column of plain numbers the walk keeps to its end, one or a few per state or
/// move, in pages that never move. A ``Column`` grows by doubling, which copies it and holds
/// both copies for a moment: at the limit, the copy of the moves' column was the walk's peak
/// of memory, 8 MB over what it kept. Growing here adds a page and copies nothing. It is not
/// copyable, so its pages have one owner, and are freed with it.
struct PagedColumn<Element: BitwiseCopyable>: ~Copyable {
    private static var pageShift: Int { 14 }
    private static var pageSize: Int { 1 << pageShift }
    /// The pages, each `pageSize` elements; the last holds the elements past the others.
    private var pages: UnsafeMutablePointer<UnsafeMutablePointer<Element>>
    private var pageCapacity = 16
    /// The last page, where the next element goes.
    private var tail: UnsafeMutablePointer<Element>?
    private(set) var count = 0

    init() {
        pages = .allocate(capacity: pageCapacity)
    }

    deinit {
        for page in 0 ..< pageCount { pages[page].deallocate() }
        pages.deallocate()
    }

    private var pageCount: Int { (count + Self.pageSize - 1) >> Self.pageShift }

    @inline(__always)
    subscript(index: Int) -> Element {
        pages[index >> Self.pageShift][index & (Self.pageSize - 1)]
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        let offset = count & (Self.pageSize - 1)
        if offset == 0 { addPage() }
        tail.unsafelyUnwrapped[offset] = element
        count += 1
    }

    /// Whether an element in `range` satisfies `predicate`: read page by page.
    @inline(__always)
    func contains(in range: Range<Int>, where predicate: (Element) -> Bool) -> Bool {
        var index = range.lowerBound
        while index < range.upperBound {
            let end = min(range.upperBound, (index | (Self.pageSize - 1)) + 1)
            let start = pages[index >> Self.pageShift] + (index & (Self.pageSize - 1))
            for offset in 0 ..< end - index where predicate(start[offset]) { return true }
            index = end
        }
        return false
    }

    /// The elements in `range`, copied.
    func elements(in range: Range<Int>) -> [Element] {
        range.map { self[$0] }
    }

    private mutating func addPage() {
        let page = count >> Self.pageShift
        if page == pageCapacity {
            let larger = UnsafeMutablePointer<UnsafeMutablePointer<Element>>.allocate(capacity: pageCapacity * 2)
            larger.moveInitialize(from: pages, count: pageCapacity)
            pages.deallocate()
            pages = larger
            pageCapacity *= 2
        }
        let new = UnsafeMutablePointer<Element>.allocate(capacity: Self.pageSize)
        (pages + page).initialize(to: new)
        tail = new
    }

    /// Bytes the column takes.
    var bytes: Int { pageCount * Self.pageSize * MemoryLayout<Element>.stride + pageCapacity * 8 }
}
