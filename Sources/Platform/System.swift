#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library, as navrepl uses it: this target is the one that imports Glibc or Darwin,
/// so the rest compiles unchanged on Linux and macOS. Its calls are split by concern over
/// the `System+*.swift` files beside this one.
///
/// Calls that can fail answer as the C calls do (-1, nil or false), and `SystemError.last`,
/// read straight after, says why. The calls on the paths measured in millions of lines a
/// second (reading, writing, finding and copying bytes) are `@inlinable`, so they cost what
/// the bare C call costs.
public enum System {}
