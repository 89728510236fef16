import Foundation
import Measurements
import Testing

/// The values the probes measure: callgrind's events, the cycles they are estimated at, and
/// their JSON forms, which `run.json` and `profile.json` carry.
@Suite struct CacheEventsTests {
    /// 1,000 instructions, 300 reads and 200 writes; 50 first-level misses (10 + 30 + 10), 8 of
    /// them also last-level misses (2 + 4 + 2); 7 system calls.
    static let events = CacheEvents(
        instructions: 1_000, dataReads: 300, dataWrites: 200, l1InstructionMisses: 10, l1ReadMisses: 30, l1WriteMisses: 10,
        llInstructionMisses: 2, llReadMisses: 4, llWriteMisses: 2, systemCalls: 7, systemTime: 3)

    @Test func hitsAndMissesAreCountedPerLevel() {
        let e = Self.events
        #expect(e.references == 1_500 && e.l1Misses == 50 && e.llMisses == 8)
        #expect(e.l1Hits == 1_450 && e.llHits == 42 && e.l1DataMisses == 40 && e.llDataMisses == 6)
    }

    @Test func estimatedCyclesWeighEachLevelAsTheModelSays() {
        // L1 hits + 5 × LL hits + 35 × RAM hits = 1,450 + 210 + 280.
        #expect(Self.events.estimatedCycles(.standard) == 1_940)
        var flat = CacheModel.standard
        (flat.llHitCycles, flat.ramHitCycles) = (1, 1)
        #expect(Self.events.estimatedCycles(flat) == 1_500, "with every level at one cycle, every reference costs one")
    }

    @Test func aDumpsEventsAreReadByCallgrindsNamesAndAllAreNeeded() throws {
        let byName = Dictionary(uniqueKeysWithValues: zip(CacheEvents.eventNames, [1_000, 300, 200, 10, 30, 10, 2, 4, 2, 7, 3] as [UInt64]))
        #expect(CacheEvents(events: byName) == Self.events)
        #expect(CacheEvents(events: byName.filter { $0.key != "DLmw" }) == nil, "a missing event is not read as zero")
    }

    @Test func eventsAddUpFieldByField() {
        var sum = CacheEvents.zero
        sum += Self.events
        sum += Self.events
        #expect(sum.instructions == 2_000 && sum.llWriteMisses == 4 && sum.systemCalls == 14 && sum.systemTime == 6)
        #expect(sum.estimatedCycles() == 2 * Self.events.estimatedCycles())
    }

    @Test func theValuesRoundTripThroughJSON() throws {
        let snapshot = AllocatorSnapshot(allocated: 10, active: 20, resident: 30, allocationRequests: 40)
        let usage = ResourceUsage(userSeconds: 0.5, systemSeconds: 0.25, minorFaults: 3, majorFaults: 1)
        #expect(try JSONDecoder().decode(CacheEvents.self, from: JSONEncoder().encode(Self.events)) == Self.events)
        #expect(try JSONDecoder().decode(CacheModel.self, from: JSONEncoder().encode(CacheModel.standard)) == .standard)
        #expect(try JSONDecoder().decode(AllocatorSnapshot.self, from: JSONEncoder().encode(snapshot)) == snapshot)
        #expect(try JSONDecoder().decode(ResourceUsage.self, from: JSONEncoder().encode(usage)) == usage)
    }

    @Test func usageSinceAnEarlierReadingIsTheDifference() {
        let earlier = ResourceUsage(userSeconds: 1, systemSeconds: 0.5, minorFaults: 10, majorFaults: 2)
        let later = ResourceUsage(userSeconds: 1.5, systemSeconds: 0.75, minorFaults: 15, majorFaults: 2)
        #expect(later.since(earlier) == ResourceUsage(userSeconds: 0.5, systemSeconds: 0.25, minorFaults: 5, majorFaults: 0))
    }
}
