import Foundation

/// The built binary running in a real pseudo-terminal, as a person at a terminal runs it:
/// its own session with the terminal as its controlling tty, so Ctrl-C sends SIGINT.
final class PseudoTerminal {
    /// glibc's POSIX_SPAWN_SETSID, which its headers expose only under _GNU_SOURCE.
    static let spawnSetSID: Int16 = 0x80

    private let master: Int32
    private let pid: pid_t
    private(set) var output = ""

    init(arguments: [String] = [], environment: [String: String] = [:], directory: String? = nil, columns: UInt16 = 120) throws {
        var master: Int32 = -1, slave: Int32 = -1
        var size = winsize(ws_row: 40, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        var name = [CChar](repeating: 0, count: 256)
        guard openpty(&master, &slave, &name, nil, &size) == 0 else { throw POSIXError(.EIO) }
        let slaveName = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        close(slave)
        self.master = master

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // After setsid, the first terminal the session leader opens becomes its controlling tty.
        posix_spawn_file_actions_addopen(&actions, 0, slaveName, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        posix_spawn_file_actions_addclose(&actions, master)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, PseudoTerminal.spawnSetSID)

        var env = ProcessInfo.processInfo.environment
        env["TERM"] = "xterm"
        env["INPUTRC"] = "/dev/null"
        env["NO_COLOR"] = nil
        env["NAVREPL_HISTORY"] = "/dev/null"
        env["HOME"] = Binary.temporaryFolder()
        for (key, value) in environment { env[key] = value }
        // posix_spawn cannot change folders portably; a shell in between can.
        var program = Binary.path
        var words = [Binary.path] + arguments
        if let directory {
            program = "/bin/sh"
            words = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory, Binary.path] + arguments
        }
        let argv = words.map { strdup($0) } + [nil]
        let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let status = posix_spawn(&child, program, &actions, &attributes, argv, envp)
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO) }
        pid = child
    }

    deinit {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        close(master)
    }

    func send(bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Sends a signal to the program, as `kill` would.
    func signal(_ number: Int32) {
        kill(pid, number)
    }

    /// The terminal's line discipline settings, as the program left them.
    func attributes() -> termios {
        var settings = termios()
        tcgetattr(master, &settings)
        return settings
    }

    func send(_ text: String) {
        _ = text.withCString { write(master, $0, strlen($0)) }
    }

    /// Reads until the screen text (escape sequences removed) after `from` holds `text`.
    /// With `count`, until the text has appeared that many times.
    @discardableResult
    func waitFor(_ text: String, timeout: TimeInterval = 10, count: Int = 1) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        func seen() -> Bool { plainOutput.components(separatedBy: text).count - 1 >= count }
        while Date() < deadline {
            if seen() { return true }
            readAvailable(waitingMilliseconds: 50)
        }
        if seen() { return true }
        print("waited \(timeout) s for \(text.debugDescription); the screen shows:\n\(plainOutput.debugDescription)")
        return false
    }

    /// Waits until the screen shows `lines`, one under the other.
    func waitForScreen(_ lines: [String], timeout: TimeInterval = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        func seen() -> Bool {
            let screen = ScreenModel(output).text
            return screen.indices.contains { start in Array(screen[start...].prefix(lines.count)) == lines }
        }
        while Date() < deadline {
            if seen() { return true }
            readAvailable(waitingMilliseconds: 50)
        }
        if seen() { return true }
        print("waited \(timeout) s for the screen to show \(lines); it shows:\n" + ScreenModel(output).text.joined(separator: "\n"))
        return false
    }

    /// What the program wrote, without terminal escape sequences and carriage returns.
    var plainOutput: String {
        output.replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
            .replacingOccurrences(of: "\r", with: "")
    }

    /// Waits for the program to end and returns its exit status.
    func waitForExit(timeout: TimeInterval = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        while Date() < deadline {
            readAvailable(waitingMilliseconds: 20)
            if waitpid(pid, &status, WNOHANG) == pid {
                readAvailable(waitingMilliseconds: 20)
                return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
            }
        }
        print("waited \(timeout) s for the program to end; the screen shows:\n\(plainOutput.debugDescription)")
        return nil
    }

    private func readAvailable(waitingMilliseconds: Int32) {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, waitingMilliseconds) > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(master, &buffer, buffer.count)
        if count > 0 { output += String(decoding: buffer[0..<count], as: UTF8.self) }
    }
}
