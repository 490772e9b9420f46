/// 64-bit FNV-1a of bytes: the same on every machine and every run, unlike Swift's seeded
/// `Hasher`, for what is written down or shared (a shard's paths, the digest of an emitted
/// script).
package enum StableHash {
    package static func of(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }
}
