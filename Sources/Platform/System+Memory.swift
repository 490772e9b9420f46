#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's byte functions, and memory a C library frees.
extension System {
    /// The offset of the first `byte` in `count` bytes from `start` (memchr(3)).
    @inlinable
    public static func firstOffset(of byte: UInt8, in start: UnsafeRawPointer, count: Int) -> Int? {
        guard let found = memchr(start, Int32(byte), count) else { return nil }
        return start.distance(to: UnsafeRawPointer(found))
    }

    /// Whether `count` bytes from each are equal (memcmp(3)).
    @inlinable
    public static func bytesEqual(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer, count: Int) -> Bool {
        memcmp(first, second, count) == 0
    }

    /// memcpy(3): the regions must not overlap.
    @inlinable
    public static func copyBytes(to destination: UnsafeMutableRawPointer, from source: UnsafeRawPointer, count: Int) {
        memcpy(destination, source, count)
    }

    /// A copy of `text` in memory from malloc(3), for a C library that frees it.
    public static func mallocCopy(of text: String) -> UnsafeMutablePointer<CChar> {
        strdup(text)
    }

    /// Frees memory a C library allocated with malloc(3) and handed to us.
    public static func free(_ pointer: UnsafeMutableRawPointer?) { libcFree(pointer) }
}
