import NavreplKit
import Testing

/// Reading a route argument's value: commands, deep links and state files give the codec a
/// value, whether its type is still open (a bare word, a link segment), and the parameter's
/// type, or nil in free mode.
struct ValueCodecTests {
    func decode(_ value: Value, untyped: Bool, as type: AppSchema.ParameterType?) -> Result<Value, ValueCodec.Failure> {
        Result { () throws(ValueCodec.Failure) in try ValueCodec.decode(value, untyped: untyped, as: type) }
    }

    @Test(arguments: [
        ("Ann", AppSchema.ParameterType.string, Value.string("Ann")),
        ("42", .string, .string("42")),
        ("true", .string, .string("true")),
        ("42", .int, .int(42)),
        ("-7", .int, .int(-7)),
        ("+7", .int, .int(7)),
        ("true", .bool, .bool(true)),
        ("false", .bool, .bool(false)),
        ("car", .oneOf(["car", "bus"]), .string("car")),
    ])
    func anUntypedWordTakesTheParametersType(word: String, type: AppSchema.ParameterType, value: Value) {
        #expect(decode(.string(word), untyped: true, as: type) == .success(value))
    }

    @Test(arguments: [
        ("seven", AppSchema.ParameterType.int, ValueCodec.Failure.wrongType),
        ("4.2", .int, .wrongType),
        ("-", .int, .wrongType),
        ("", .int, .wrongType),
        ("99999999999999999999", .int, .outOfRange),
        ("-9223372036854775809", .int, .outOfRange),
        ("True", .bool, .wrongType),
        ("1", .bool, .wrongType),
        ("kar", .oneOf(["car", "bus"]), .notAMember(["car", "bus"])),
    ])
    func anUntypedWordThatDoesNotFitSaysWhy(word: String, type: AppSchema.ParameterType, failure: ValueCodec.Failure) {
        #expect(decode(.string(word), untyped: true, as: type) == .failure(failure))
    }

    @Test func aQuotedStringIsAlwaysText() {
        #expect(decode(.string("7"), untyped: false, as: .string) == .success(.string("7")))
        #expect(decode(.string("7"), untyped: false, as: .int) == .failure(.wrongType))
        #expect(decode(.string("true"), untyped: false, as: .bool) == .failure(.wrongType))
        #expect(decode(.string("bus"), untyped: false, as: .oneOf(["car", "bus"])) == .success(.string("bus")))
    }

    /// As a state file gives them: JSON fixed each value's type.
    @Test func aTypedValueMustAlreadyBeOfTheType() {
        #expect(decode(.int(3), untyped: false, as: .int) == .success(.int(3)))
        #expect(decode(.bool(false), untyped: false, as: .bool) == .success(.bool(false)))
        #expect(decode(.int(3), untyped: false, as: .string) == .failure(.wrongType))
        #expect(decode(.bool(true), untyped: false, as: .int) == .failure(.wrongType))
        #expect(decode(.int(1), untyped: false, as: .oneOf(["1"])) == .failure(.wrongType))
        #expect(decode(.string("van"), untyped: false, as: .oneOf(["car"])) == .failure(.notAMember(["car"])))
    }

    @Test(arguments: [
        ("Ann", Value.string("Ann")),
        ("42", .int(42)),
        ("-3", .int(-3)),
        ("true", .bool(true)),
        ("false", .bool(false)),
        ("TRUE", .string("TRUE")),
        ("4.2", .string("4.2")),
        ("-", .string("-")),
    ])
    func inFreeModeAWordTakesTheTypeItSpells(word: String, value: Value) {
        #expect(decode(.string(word), untyped: true, as: nil) == .success(value))
    }

    @Test func inFreeModeEveryOtherValueStandsAsItIs() {
        #expect(decode(.string("42"), untyped: false, as: nil) == .success(.string("42")))
        #expect(decode(.int(42), untyped: false, as: nil) == .success(.int(42)))
        #expect(decode(.string("99999999999999999999"), untyped: true, as: nil) == .failure(.outOfRange))
    }
}
