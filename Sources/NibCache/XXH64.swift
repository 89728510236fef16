/// XXH64 (Yann Collet's xxHash, 64-bit), the hash libCacheSim applies to object ids.
@usableFromInline
enum XXH64 {
    @usableFromInline static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    @usableFromInline static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    @usableFromInline static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    @usableFromInline static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
    @usableFromInline static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

    @inlinable
    static func rotl(_ x: UInt64, _ r: UInt64) -> UInt64 { (x << r) | (x >> (64 - r)) }

    @inlinable
    static func round(_ acc: UInt64, _ input: UInt64) -> UInt64 {
        rotl(acc &+ input &* prime2, 31) &* prime1
    }

    @inlinable
    static func mergeRound(_ acc: UInt64, _ value: UInt64) -> UInt64 {
        (acc ^ round(0, value)) &* prime1 &+ prime4
    }

    @inlinable
    static func avalanche(_ hash: UInt64) -> UInt64 {
        var h = hash
        h ^= h >> 33
        h = h &* prime2
        h ^= h >> 29
        h = h &* prime3
        h ^= h >> 32
        return h
    }

    /// XXH64 of the 8 little-endian bytes of `value`.
    @inlinable
    static func hash(_ value: UInt64, seed: UInt64) -> UInt64 {
        var h = seed &+ prime5 &+ 8
        h ^= round(0, value)
        h = rotl(h, 27) &* prime1 &+ prime4
        return avalanche(h)
    }

    /// XXH64 of arbitrary bytes.
    @inlinable
    static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64) -> UInt64 {
        let length = bytes.count
        var offset = 0
        var h: UInt64
        func lane64(_ at: Int) -> UInt64 { UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: at, as: UInt64.self)) }
        if length >= 32 {
            var v1 = seed &+ prime1 &+ prime2
            var v2 = seed &+ prime2
            var v3 = seed
            var v4 = seed &- prime1
            while offset + 32 <= length {
                v1 = round(v1, lane64(offset))
                v2 = round(v2, lane64(offset + 8))
                v3 = round(v3, lane64(offset + 16))
                v4 = round(v4, lane64(offset + 24))
                offset += 32
            }
            h = rotl(v1, 1) &+ rotl(v2, 7) &+ rotl(v3, 12) &+ rotl(v4, 18)
            h = mergeRound(h, v1)
            h = mergeRound(h, v2)
            h = mergeRound(h, v3)
            h = mergeRound(h, v4)
        } else {
            h = seed &+ prime5
        }
        h = h &+ UInt64(length)
        while offset + 8 <= length {
            h ^= round(0, lane64(offset))
            h = rotl(h, 27) &* prime1 &+ prime4
            offset += 8
        }
        if offset + 4 <= length {
            let lane = UInt64(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
            h ^= lane &* prime1
            h = rotl(h, 23) &* prime2 &+ prime3
            offset += 4
        }
        while offset < length {
            h ^= UInt64(bytes[offset]) &* prime5
            h = rotl(h, 11) &* prime1
            offset += 1
        }
        return avalanche(h)
    }
}
