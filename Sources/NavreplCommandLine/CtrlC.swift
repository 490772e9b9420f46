import Platform

/// Ctrl-C for `navrepl explore`: the handler sets a flag that the walk and its judging poll,
/// so that they stop within a fraction of a second and the totals so far are reported.
enum CtrlC {
    /// The flag: a plain C integer, allocated before the handler is installed, because the
    /// handler may touch nothing else.
    nonisolated(unsafe) private static let cell: UnsafeMutablePointer<Int32> = {
        let pointer = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        pointer.initialize(to: 0)
        return pointer
    }()

    /// Installs the handler (a parent may have started us with SIGINT blocked), and returns
    /// the flag: nonzero once Ctrl-C has come.
    static func install() -> UnsafePointer<Int32> {
        let flag = UnsafePointer(cell)
        System.unblock([.interrupt])
        System.handle(.interrupt) { _ in CtrlC.cell.pointee = 1 }
        return flag
    }
}
