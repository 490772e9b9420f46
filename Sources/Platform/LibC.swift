#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Inside `System`, its own `read`, `write`, ... hide the C functions of the same names;
// these reach them.
@inlinable func libcRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

@inlinable func libcWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

func libcOpen(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }
func libcOpen(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 { open(path, flags) }
func libcOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 { open(path, flags, mode) }
func libcClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
func libcRename(_ source: String, _ destination: String) -> Int32 { rename(source, destination) }
func libcExit(_ status: Int32) -> Never { exit(status) }
func libcFree(_ pointer: UnsafeMutableRawPointer?) { free(pointer) }
