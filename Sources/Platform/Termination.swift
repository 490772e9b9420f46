#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the SIGTERM and SIGHUP handler needs, allocated before it is installed: the paths
/// of the temporary files being written (a slot each; `navrepl test --jobs` saves from several
/// threads at once; a slot whose first byte is 0 is free) and the terminal settings to restore.
enum Termination {
    static let slotCount = 16
    static let pathCapacity = 4096
    nonisolated(unsafe) static var paths: UnsafeMutablePointer<CChar>?
    /// Guards choosing and freeing slots between threads; the handler only reads.
    nonisolated(unsafe) static var lock: UnsafeMutablePointer<pthread_mutex_t>?
    nonisolated(unsafe) static var terminal: UnsafeMutablePointer<termios>?
    nonisolated(unsafe) static var terminalDescriptor: Int32 = -1

    static func prepare() {
        if paths == nil {
            paths = .allocate(capacity: slotCount * (pathCapacity + 1))
            paths!.initialize(repeating: 0, count: slotCount * (pathCapacity + 1))
            lock = .allocate(capacity: 1)
            pthread_mutex_init(lock!, nil)
        }
        if terminal == nil {
            terminal = .allocate(capacity: 1)
            terminal!.initialize(to: termios())
        }
    }

    static func keepTerminal(_ descriptor: Int32) {
        prepare()
        if tcgetattr(descriptor, terminal!) == 0 { terminalDescriptor = descriptor }
    }

    static func slot(_ index: Int) -> UnsafeMutablePointer<CChar> {
        paths! + index * (pathCapacity + 1)
    }

    /// Notes a temporary file's path (NUL-terminated) in a free slot; called with the signals
    /// held off. Its first byte is written last, so the handler never reads half a path.
    static func note(_ template: [CChar]) {
        guard let lock, template.count <= pathCapacity, template.first != 0 else { return }
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        for index in 0..<slotCount where slot(index)[0] == 0 {
            let path = slot(index)
            for (offset, byte) in template.enumerated().dropFirst() { path[offset] = byte }
            path[0] = template[0]
            return
        }
    }

    /// Frees the slot holding `path`.
    static func forget(_ path: String) {
        guard let lock else { return }
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        for index in 0..<slotCount where slot(index)[0] != 0 && String(cString: slot(index)) == path {
            slot(index)[0] = 0
            return
        }
    }

    static func end(_ number: Int32) {
        if paths != nil {
            for index in 0..<slotCount where slot(index)[0] != 0 { unlink(slot(index)) }
        }
        if terminalDescriptor >= 0, let terminal { tcsetattr(terminalDescriptor, TCSANOW, terminal) }
        _exit(128 + number)
    }
}
