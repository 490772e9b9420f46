import CReadline
import Platform

/// Line editing at a terminal through GNU readline's callback interface, so that Ctrl-C can
/// abandon a line cleanly: readline never blocks in read(). The caller's SIGINT handler
/// makes `interruptDescriptor` readable, and we wait on it beside standard input.
public final class LineEditor {
    /// What one read gave.
    public enum Input: Equatable {
        /// The line's bytes as typed: checked for UTF-8 by the caller, as any input is.
        case line([UInt8])
        /// Ctrl-C: the half-typed line was abandoned.
        case interrupted
        /// Ctrl-D on an empty line, or the end of the input.
        case endOfInput
    }

    /// Readable when Ctrl-C was pressed.
    private let interruptDescriptor: Int32
    /// Asked when the wait for input is interrupted: true means Ctrl-C was pressed. It must
    /// also clear what it reads.
    private let takeInterrupt: () -> Bool

    /// The one editor readline's C callbacks reach; readline itself is global.
    nonisolated(unsafe) private static var received: Input?
    nonisolated(unsafe) static var current: LineEditor?
    /// Set when a Ctrl-C came while readline waited for a key.
    nonisolated(unsafe) private static var interruptedInRead = false

    /// Completion: given the whole line so far and the start of the word being completed,
    /// the candidates for that word.
    public var completer: ((_ line: String, _ wordStart: Int, _ word: String) -> [String])?

    /// `name` is `rl_readline_name`, for `$if NAME` in `~/.inputrc`.
    public init(name: String, interruptDescriptor: Int32, takeInterrupt: @escaping () -> Bool) {
        self.interruptDescriptor = interruptDescriptor
        self.takeInterrupt = takeInterrupt
        LineEditor.current = self
        navrepl_rl_configure(name) { text, start, _ in
            LineEditor.completions(for: text, start: Int(start))
        }
        navrepl_rl_set_getc { LineEditor.nextKey() }
    }

    /// readline's source of keys: waits until standard input or the Ctrl-C pipe is readable,
    /// and reads one byte without waiting (a Ctrl-C between the wait and the read empties the
    /// terminal's input, and the read then finds nothing rather than blocking). On Ctrl-C,
    /// empties the line and gives EOF, which ends readline's work on this key at once.
    private static func nextKey() -> Int32 {
        guard let editor = current else { return -1 }
        while true {
            guard let ready = System.waitUntilReadable([System.standardInput, editor.interruptDescriptor]) else { return -1 }
            if ready[1] {
                interruptedInRead = true
                navrepl_rl_empty_line()
                return -1
            }
            guard ready[0] else { continue }
            var byte: UInt8 = 0
            let count = withUnsafeMutableBytes(of: &byte) { System.readWithoutWaiting(System.standardInput, into: $0) }
            if count == 1 { return Int32(byte) }
            if count == 0 { return -1 }
            if !SystemError.last.isInterruption && !SystemError.last.wouldBlock { return -1 }
        }
    }

    /// Reads one line with `prompt`, with editing and history.
    public func readLine(prompt: String) -> Input {
        LineEditor.received = nil
        LineEditor.interruptedInRead = false
        rl_callback_handler_install(prompt) { line in
            if let line {
                var length = 0
                while line[length] != 0 { length += 1 }
                LineEditor.received = .line(Array(UnsafeRawBufferPointer(start: line, count: length)))
                System.free(line)
            } else {
                LineEditor.received = .endOfInput
            }
            rl_callback_handler_remove()
        }
        while LineEditor.received == nil {
            guard let ready = System.waitUntilReadable([System.standardInput, interruptDescriptor]) else {
                return abandon(with: .endOfInput)
            }
            if takeInterrupt() { return abandon(with: .interrupted) }
            if ready[0] { rl_callback_read_char() }
            if LineEditor.interruptedInRead {
                _ = takeInterrupt()
                return abandon(with: .interrupted, lineEmptied: true)
            }
        }
        return LineEditor.received ?? .endOfInput
    }

    /// Drops the half-typed line, resets the terminal, and moves to a fresh line. After a
    /// Ctrl-C the line stays on screen, whole, with `^C` after it (the terminal is in raw mode,
    /// so it did not echo the ^C itself): both are written before readline resets the terminal,
    /// which returns the cursor to the start of the line, where `^C` would cover the prompt.
    /// The text after the cursor is written again, rather than the line redrawn, so that the
    /// cursor reaches the end of it with no more output than that. A line the interrupt found
    /// inside a read was emptied to end it (see `navrepl_rl_empty_line`): `^C` then comes after
    /// the reset, which leaves the cursor after the prompt. The end of input that emptying gave
    /// readline is forgotten first, or its resets would start a new line, then and ever after.
    private func abandon(with input: Input, lineEmptied: Bool = false) -> Input {
        let interrupted = input == .interrupted
        navrepl_rl_forget_eof()
        if interrupted && !lineEmptied {
            System.write(System.standardOutput, String(cString: navrepl_rl_text_after_cursor()) + "^C")
        }
        rl_free_line_state()
        rl_callback_sigcleanup()
        rl_callback_handler_remove()
        rl_cleanup_after_signal()
        System.write(System.standardOutput, interrupted && lineEmptied ? "^C\n" : "\n")
        return input
    }

    /// Adds a line to the in-memory history (persisting it is the caller's choice).
    public func addToHistory(_ line: String) {
        add_history(line)
    }

    private static func completions(for text: UnsafePointer<CChar>?, start: Int) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        navrepl_rl_completion_over()
        guard let editor = current, let completer = editor.completer, let text, let buffer = navrepl_rl_line_buffer() else { return nil }
        let word = String(cString: text)
        let line = String(cString: buffer)
        let candidates = completer(line, start, word)
        guard !candidates.isEmpty else { return nil }
        // A folder completes without a space after it, so its contents can follow.
        navrepl_rl_set_append_character(candidates.count == 1 && candidates[0].hasSuffix("/") ? 0 : 32)
        // readline wants the common prefix first, then the matches, then NULL.
        var prefix = candidates[0]
        for candidate in candidates.dropFirst() {
            while !candidate.hasPrefix(prefix) { prefix.removeLast() }
        }
        let matches = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: candidates.count + 2)
        matches[0] = System.mallocCopy(of: candidates.count == 1 ? candidates[0] : prefix)
        for (index, candidate) in candidates.enumerated() where candidates.count > 1 {
            matches[index + 1] = System.mallocCopy(of: candidate)
        }
        matches[candidates.count == 1 ? 1 : candidates.count + 1] = nil
        return matches
    }
}
