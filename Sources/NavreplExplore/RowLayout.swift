import NavreplKit

/// Where each part of a stored state lies in its row of 32-bit words: the selected tab, the
/// flags as bits, each tab's stack, then each modal slot's style (0 for an empty slot, 1 a
/// sheet, 2 a cover), root route and stack. Stacks and routes are numbers of the ``Interner``.
struct RowLayout {
    let tabCount: Int
    let modalSlots: Int
    let width: Int

    init(tabCount: Int, modalSlots: Int) {
        self.tabCount = tabCount
        self.modalSlots = modalSlots
        width = 2 + tabCount + 3 * modalSlots
    }

    static let selectedTab = 0
    static let flags = 1
    func tabWord(_ tab: Int) -> Int { 2 + tab }
    var tabWords: Range<Int> { 2 ..< 2 + tabCount }
    func modalWord(_ slot: Int) -> Int { 2 + tabCount + 3 * slot }
}
