import Platform

/// Ctrl-C: the SIGINT handler sets a flag and writes a byte to a pipe. Batch mode polls the
/// flag between commands; the REPL's line editor waits on the pipe beside standard input,
/// so a Ctrl-C is seen even when it lands just before the wait begins.
enum Interrupts {
    /// The flag, then the pipe's read and write ends: plain C integers, allocated before the
    /// handler is installed, because the handler may touch nothing else.
    nonisolated(unsafe) private static let cells: UnsafeMutablePointer<Int32> = {
        let pointer = UnsafeMutablePointer<Int32>.allocate(capacity: 3)
        pointer.initialize(repeating: -1, count: 3)
        pointer[0] = 0
        return pointer
    }()

    /// Installs the handler without SA_RESTART, so a blocked read returns EINTR.
    /// A parent may have started us with SIGINT or SIGPIPE blocked; we need both delivered.
    static func install() {
        if let ends = System.makePipe() {
            cells[1] = ends.read
            cells[2] = ends.write
        }
        System.unblock([.interrupt, .brokenPipe])
        System.handle(.interrupt) { _ in
            Interrupts.cells[0] = 1
            withUnsafeBytes(of: UInt8(1)) { _ = System.write(Interrupts.cells[2], $0) }
        }
    }

    /// Readable after each Ctrl-C, for waiting on beside standard input.
    static var descriptor: Int32 { cells[1] }

    /// Nonzero once a Ctrl-C has come and not been taken.
    static var flag: UnsafePointer<Int32> { UnsafePointer(cells) }

    /// Reports and clears a pending Ctrl-C.
    static func take() -> Bool {
        var byte: UInt8 = 0
        while withUnsafeMutableBytes(of: &byte, { System.read(cells[1], into: $0) }) == 1 {}
        guard cells[0] != 0 else { return false }
        cells[0] = 0
        return true
    }
}
