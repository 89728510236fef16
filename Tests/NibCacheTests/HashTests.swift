import Testing
@testable import NibCache

/// XXH64 against the reference implementation's outputs (python-xxhash 3.x), and the stable
/// key hashes built on it.
struct HashTests {
    @Test func xxh64OfIntegersMatchesReference() {
        let vectors: [(UInt64, UInt64, UInt64)] = [
            (0, 0x67bb_774d_39f5_d473, 0xc2a6_4453_b85a_5e79),
            (1, 0x071b_9484_a237_4097, 0x83e9_f36f_cb58_54bf),
            (42, 0xf78b_4ad5_3460_7625, 0xca6b_8301_1840_5888),
            (9_223_372_036_854_775_813, 0xd2d3_7459_8cb1_bfb2, 0x233d_65b0_a2a3_0866),
            (123_456_789, 0x0f9f_f923_bc79_7b26, 0xaa7d_e97a_bad7_cda4)
        ]
        for (value, seed0, seed1) in vectors {
            #expect(XXH64.hash(value, seed: 0x1234_5678) == seed0)
            #expect(XXH64.hash(value, seed: 0x1234_4321) == seed1)
            #expect(value.stableHash(seed: 0x1234_5678) == seed0)
        }
        #expect(Int(42).stableHash(seed: 0x1234_5678) == 0xf78b_4ad5_3460_7625)
    }

    @Test func xxh64OfBytesMatchesReference() {
        let vectors: [([UInt8], UInt64, UInt64)] = [
            ([], 0xef46_db37_51d8_e999, 0x95f0_626f_6f0a_4409),
            (Array("a".utf8), 0xd24e_c4f1_a98c_6e5b, 0xdc63_49d4_89e0_f965),
            (Array("abc".utf8), 0x44bc_2cf5_ad77_0999, 0x9e75_5206_1566_76d7),
            (Array("nibbench-key".utf8), 0x15cb_45d4_6186_702f, 0xfcbc_548e_15e6_6047),
            (Array(repeating: UInt8(ascii: "x"), count: 37), 0x1e58_0c47_5bdc_5381, 0xf9a5_519f_283c_36cd),
            (Array(0..<100), 0x6ac1_e580_3216_6597, 0x8065_3e7e_9b88_7cdd)
        ]
        for (bytes, seed0, seed7) in vectors {
            #expect(bytes.withUnsafeBytes { XXH64.hash($0, seed: 0) } == seed0)
            #expect(bytes.withUnsafeBytes { XXH64.hash($0, seed: 7) } == seed7)
        }
        #expect("nibbench-key".stableHash(seed: 0) == 0x15cb_45d4_6186_702f)
    }

    @Test func sketchIsSizedLikeLibCacheSim() {
        let sketch = FrequencySketch(entries: 198)
        #expect(sketch.hashCount == 10)
        #expect(sketch.counters.count == 2847, "ceil(14.37758756605117 * 198)")
        var small = FrequencySketch(entries: 0)
        #expect(small.counters.count == 20, "fewer counters than hashes: 2 * hashes")
        let key = (XXH64.hash(5, seed: 0x1234_5678), XXH64.hash(5, seed: 0x1234_4321))
        small.add(key)
        small.add(key)
        #expect(small.estimate(key) >= 2)
        small.halve()
        #expect(small.estimate(key) >= 1)
    }
}
