/// The one escaper: text written with the characters a reader must not get raw spelled as
/// escapes. Which characters, and how each is spelled, is data, so the command language's
/// literals, JSON strings and text made safe for a terminal differ only in their tables.
package struct Escaper: Sendable {
    /// The command language's string literals, `"a\tb \u{1B}"`, as the lexer reads them back.
    package static let literal = Escaper(
        quotes: true, short: ["\\": "\\", "\"": "\"", "\n": "n", "\t": "t", "\r": "r", "\0": "0"], numeric: .braced)
    /// Swift string literals in generated code: the command language's escapes (which are
    /// Swift's), and the C1 controls too, so that U+0085 is never a raw line break.
    package static let swiftLiteral = Escaper(
        quotes: true, short: ["\\": "\\", "\"": "\"", "\n": "n", "\t": "t", "\r": "r", "\0": "0"], c1Controls: true, numeric: .braced)
    /// JSON string literals, `"a\tb \u001b"`.
    package static let json = Escaper(
        quotes: true, short: ["\"": "\"", "\\": "\\", "\n": "n", "\r": "r", "\t": "t"], numeric: .fourDigits)
    /// User text made safe to print: control characters (but tabs) and terminal escapes are
    /// shown escaped, `\u{1B}[2J` rather than a cleared screen, and all else as it is.
    package static let printable = Escaper(quotes: false, kept: ["\t"], c1Controls: true, numeric: .braced)

    /// How a character without a short escape is spelled.
    enum Numeric: Sendable {
        /// `\u{1B}`: upper-case hex in braces, as the command language (and Swift) write it.
        case braced
        /// `\u001b`: four lower-case hex digits, as JSON writes it.
        case fourDigits
    }

    /// For each ASCII byte: 0 to copy it, `numericMark` for the numeric escape, else the
    /// character written after a backslash.
    private let ascii: [UInt8]
    private static let numericMark: UInt8 = 0xFF
    /// The ASCII bytes `ascii` escapes, as bits (byte 0 to 63, byte 64 to 127): what the scan
    /// for the next escape tests, without a table look-up.
    private let escapedBelow64: UInt64
    private let escapedFrom64: UInt64
    /// Whether the C1 controls, U+0080 to U+009F, take the numeric escape.
    private let escapesC1: Bool
    private let numeric: Numeric
    private let quotes: Bool

    /// An escaper that escapes the C0 controls and DEL but those in `kept`, each as its
    /// `short` escape (`"\n": "n"` writes a newline as `\n`) or else in the `numeric` form;
    /// `short` may also name printable characters (the quote, the backslash). `c1Controls`
    /// adds U+0080 to U+009F, in the numeric form; `quotes` writes `"` around the text.
    init(
        quotes: Bool, short: KeyValuePairs<Unicode.Scalar, Unicode.Scalar> = [:], kept: [Unicode.Scalar] = [],
        c1Controls: Bool = false, numeric: Numeric
    ) {
        var ascii = [UInt8](repeating: 0, count: 128)
        for byte in 0..<0x20 { ascii[byte] = Escaper.numericMark }
        ascii[0x7F] = Escaper.numericMark
        for (character, letter) in short { ascii[Int(character.value)] = UInt8(letter.value) }
        for character in kept { ascii[Int(character.value)] = 0 }
        self.ascii = ascii
        var bits: (UInt64, UInt64) = (0, 0)
        for (byte, spelling) in ascii.enumerated() where spelling != 0 {
            if byte < 64 { bits.0 |= 1 << byte } else { bits.1 |= 1 << (byte - 64) }
        }
        (escapedBelow64, escapedFrom64) = bits
        self.escapesC1 = c1Controls
        self.numeric = numeric
        self.quotes = quotes
    }

    /// `text` escaped.
    package func escaped(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 2)
        append(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` escaped, as UTF-8 appended to `output`. Runs that need no escape are copied whole.
    package func append(_ text: String, to output: inout some ByteSink) {
        if quotes { output.append(UInt8(ascii: "\"")) }
        var text = text
        text.withUTF8 { utf8 in
            var copied = 0
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                guard mayEscape(byte) else {
                    index += 1
                    continue
                }
                // U+0080 to U+00BF are 0xC2 and the scalar's own value in UTF-8.
                let scalar = byte < 0x80 ? byte : utf8[index + 1]
                let width = byte < 0x80 ? 1 : 2
                guard scalar < 0xA0 else {
                    index += width
                    continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied..<index]))
                output.append(UInt8(ascii: "\\"))
                let spelling = scalar < 0x80 ? ascii[Int(scalar)] : Escaper.numericMark
                if spelling == Escaper.numericMark {
                    appendNumeric(scalar, to: &output)
                } else {
                    output.append(spelling)
                }
                index += width
                copied = index
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied...]))
        }
        if quotes { output.append(UInt8(ascii: "\"")) }
    }

    /// True for an escaped ASCII byte, and for 0xC2, which starts U+0080 to U+00BF, when C1
    /// controls are escaped.
    @inline(__always)
    private func mayEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case 0..<64: return escapedBelow64 >> byte & 1 != 0
        case 64..<128: return escapedFrom64 >> (byte - 64) & 1 != 0
        default: return escapesC1 && byte == 0xC2
        }
    }

    /// `u{1B}` or `u001b`, after the backslash.
    private func appendNumeric(_ scalar: UInt8, to output: inout some ByteSink) {
        output.append(UInt8(ascii: "u"))
        switch numeric {
        case .braced:
            output.append(UInt8(ascii: "{"))
            if scalar >= 0x10 { output.append(Escaper.hexDigit(scalar >> 4, uppercase: true)) }
            output.append(Escaper.hexDigit(scalar & 0xF, uppercase: true))
            output.append(UInt8(ascii: "}"))
        case .fourDigits:
            output.append(UInt8(ascii: "0"))
            output.append(UInt8(ascii: "0"))
            output.append(Escaper.hexDigit(scalar >> 4, uppercase: false))
            output.append(Escaper.hexDigit(scalar & 0xF, uppercase: false))
        }
    }

    private static func hexDigit(_ value: UInt8, uppercase: Bool) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : (uppercase ? UInt8(ascii: "A") : UInt8(ascii: "a")) + value - 10
    }
}
