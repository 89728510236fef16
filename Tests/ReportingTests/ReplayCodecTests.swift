import Foundation
import NibbenchSupport
import Records
import Testing
@testable import Reporting

/// Issue 43: a replay's loads packed into one row of the samples store come back exactly, at
/// most 16 bytes a load on measured data.
@Suite struct ReplayCodecTests {
    /// Packs `records` (one replay, in `seq` order) and unpacks them.
    static func roundTrip(_ records: [LoadRecord]) throws -> (back: [LoadRecord], bytes: Int) {
        var ids: [String: Int] = [:]
        var nibs: [Int: (name: String, bytes: Int)] = [:]
        for r in records where ids[r.nib] == nil {
            let id = ids.count * 3 + 1 // ids need not be dense
            ids[r.nib] = id
            nibs[id] = (r.nib, r.nibBytes)
        }
        let bytes = ReplayCodec.encode(records, nibs: records.map { ids[$0.nib] ?? -1 })
        let first = try #require(records.first)
        let back = try ReplayCodec.decode(
            bytes, count: records.count, config: first.config, repetition: first.repetition, firstSeq: first.seq, nibs: nibs)
        return (back, bytes.count)
    }

    static func load(
        seq: Int, nib: String = "a", hit: Bool = false, total: UInt64 = 100, phases: [UInt64] = [10, 20, 30, 4, 5],
        allocated: UInt64 = 4096, allocations: UInt64? = 12
    ) -> LoadRecord {
        LoadRecord(
            config: 3, repetition: 2, seq: seq, nib: nib, hit: hit, total: total, read: phases[0], decode: phases[1], create: phases[2],
            connect: phases[3], awake: phases[4], allocatedBytes: allocated, allocations: allocations, nibBytes: nib.utf8.count * 100)
    }

    @Test func extremesSurvive() throws {
        let records = [
            Self.load(seq: Int.min, total: 0, phases: [0, 0, 0, 0, 0], allocated: 0, allocations: 0),
            Self.load(seq: -5, nib: "b", total: .max, phases: [.max, .max, 1, 0, .max], allocated: .max, allocations: .max),
            // the total is less than its phases: the difference wraps
            Self.load(seq: 0, hit: true, total: 1, phases: [.max, 2, 3, 4, 5], allocated: 1 << 63, allocations: nil),
            Self.load(seq: 1, total: 1 << 40, phases: [1 << 50, 3, 3, 3, 3], allocated: 7, allocations: 7),
            Self.load(seq: Int.max - 1, nib: "b", hit: true),
            Self.load(seq: Int.max, nib: "", allocations: nil)
        ]
        let (back, _) = try Self.roundTrip(records)
        #expect(back == records)
        #expect(try Self.roundTrip([Self.load(seq: 42)]).back == [Self.load(seq: 42)])
        let farApart = [Self.load(seq: .min), Self.load(seq: .max)]
        #expect(try Self.roundTrip(farApart).back == farApart)
    }

    @Test func allocationsCountedForSomeLoadsOrNone() throws {
        let some = (0..<50).map { Self.load(seq: $0, nib: "n\($0 % 4)", hit: $0 % 3 == 0, allocations: $0 % 5 == 0 ? nil : UInt64($0 % 4)) }
        #expect(try Self.roundTrip(some).back == some)
        let none = (0..<50).map { Self.load(seq: $0 * 2, nib: "n\($0 % 7)", allocations: nil) }
        #expect(try Self.roundTrip(none).back == none)
    }

    @Test func randomReplaysSurvive() throws {
        var random = SeededRandom(seed: 43)
        for trial in 0..<40 {
            let count = Int.random(in: 1...600, using: &random)
            // Small, medium and full-width numbers, so every coder path and escape is taken.
            let scale = [8, 20, 40, 64][trial % 4]
            func number() -> UInt64 { UInt64.random(in: 0...UInt64.max, using: &random) >> UInt64(64 - Int.random(in: 1...scale, using: &random)) }
            var seq = Int.random(in: -1000...1000, using: &random)
            let records = (0..<count).map { _ in
                seq += Int.random(in: 1...(trial % 3 == 0 ? 1 : 3000), using: &random)
                return Self.load(
                    seq: seq, nib: "nib\(Int.random(in: 0..<(trial % 5 * 40 + 1), using: &random))", hit: Bool.random(using: &random),
                    total: number(), phases: (0..<5).map { _ in number() }, allocated: Bool.random(using: &random) ? 512 : number(),
                    allocations: trial % 2 == 0 ? number() : (Bool.random(using: &random) ? nil : 9))
            }
            let (back, _) = try Self.roundTrip(records)
            try #require(back == records, "trial \(trial)")
        }
    }

    /// The fixture run's measured loads (8 configurations, 70 loads each) pack into at most
    /// 16 bytes a load; a row per load took about 40.
    @Test func measuredLoadsPackSmall() throws {
        let run = try SampleStoreTests.legacyRun()
        var bytes = 0
        for config in run.configs.indices {
            let records = run.records.filter { $0.config == config }.sorted { $0.seq < $1.seq }
            let (back, size) = try Self.roundTrip(records)
            #expect(back == records)
            bytes += size
        }
        let perLoad = Double(bytes) / Double(run.records.count)
        #expect(perLoad <= 16, "\(perLoad) bytes a load")
    }

    @Test func bitsRoundTripAtEveryWidth() throws {
        var writer = SampleBitWriter()
        var random = SeededRandom(seed: 7)
        let values = (0...64).map { width in (UInt64.random(in: 0...UInt64.max, using: &random) >> UInt64(64 - width), width) }
        for (value, width) in values { writer.write(value, bits: width) }
        writer.writeOnes(70, stop: true)
        var reader = SampleBitReader(writer.bytes)
        for (value, width) in values { #expect(try reader.read(bits: width) == value, "width \(width)") }
        #expect(try reader.readOnes(upTo: 100) == 70)
        #expect(reader.isAtEnd)
        #expect(throws: ReplayCodec.Damage.self) { try reader.read(bits: 8) }
    }
}
