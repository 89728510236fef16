import Measurements
import Foundation
import Harness
import Probes
@testable import Reporting
import Testing
import Records
@testable import Verdicts

/// `profile --measure cycles` (issue 33): a profile with estimated cycles ranks nibs and
/// classes by them, shows misses and system calls, writes them to `profile.csv`, and keeps
/// instructions comparable.
@Suite struct ProfileCyclesTests {
    /// The instruction fixture with cycles whose order is the reverse of the instructions':
    /// the smaller a nib, the more it misses (App/Cell costliest, App/Main/Settings cheapest).
    static func fixture() -> NibProfile {
        var profile = ProfileReportTests.fixture(measure: .instructions)
        profile.measure = .cycles
        profile.cacheModel = .standard
        profile.machine.valgrind = "valgrind-3.19.0"
        for (i, rank) in [(0, UInt64(3)), (1, 1), (2, 2)] {
            func events(_ instructions: UInt64, l1: UInt64, ll: UInt64) -> CacheEvents {
                CacheEvents(
                    instructions: instructions, dataReads: instructions / 2, dataWrites: instructions / 4, l1InstructionMisses: 100,
                    l1ReadMisses: l1, l1WriteMisses: 50, llInstructionMisses: 0, llReadMisses: ll, llWriteMisses: 0, systemCalls: 2,
                    systemTime: 7)
            }
            var d = profile.nibs[i].deterministic
            d.decode.cycles = NibProfile.Cycles(events(d.decode.instructions!, l1: 30_000 * rank, ll: 20_000 * rank), model: .standard)
            d.firstInstantiate.cycles = NibProfile.Cycles(events(d.firstInstantiate.instructions!, l1: 200, ll: 0), model: .standard)
            d.warmInstantiate.cycles = NibProfile.Cycles(events(d.warmInstantiate.instructions!, l1: 200, ll: 0), model: .standard)
            profile.nibs[i].deterministic = d
        }
        profile.classes = NibProfile.apportion(profile.nibs)
        return profile
    }

    @Test func cyclesAreEstimatedPerPhaseAndSumOverTheFirstLoad() throws {
        let profile = Self.fixture()
        let cell = try #require(profile.nibs.first { $0.name == "App/Cell" }).deterministic
        // Decode: 100,000 instructions + 50,000 reads + 25,000 writes = 175,000 references;
        // 100 + 90,000 + 50 L1 misses, 60,000 of them served by RAM:
        // 84,850 + 5 × 30,150 + 35 × 60,000 = 2,335,600.
        let decode = try #require(cell.decode.cycles)
        #expect(decode.l1Misses == 90_150 && decode.llMisses == 60_000 && decode.systemCalls == 2)
        #expect(decode.estimatedCycles == 2_335_600)
        let first = try #require(cell.firstLoad.cycles)
        #expect(first.estimatedCycles == decode.estimatedCycles + cell.firstInstantiate.cycles!.estimatedCycles)
        #expect(first.systemCalls == 4 && first.l1Misses == decode.l1Misses + cell.firstInstantiate.cycles!.l1Misses)
        // A phase without cycles makes the sum have none.
        var partial = cell.firstInstantiate
        partial.cycles = nil
        #expect((cell.decode + partial).cycles == nil)
    }

    @Test func nibsAndClassesAreRankedByEstimatedCycles() throws {
        let profile = Self.fixture()
        #expect(ProfileRanking.basis(profile) == .cycles)
        #expect(ProfileRanking.nibs(profile).map(\.name) == ["App/Cell", "App/Profile", "App/Main/Settings"])
        // By instructions the order is the reverse.
        #expect(ProfileRanking.nibs(ProfileReportTests.fixture()).map(\.name) == ["App/Main/Settings", "App/Profile", "App/Cell"])
        #expect(profile.classes.allSatisfy { $0.firstLoadCycles != nil })
        #expect(profile.classes.map { ProfileRanking.share($0, .cycles) } == profile.classes.map { ProfileRanking.share($0, .cycles) }.sorted(by: >))

        let markdown = ProfileMarkdown.render(profile)
        #expect(markdown.contains("ranked by estimated cycles (callgrind's cache simulator)"))
        #expect(markdown.contains("Ranked by first-load estimated cycles"))
        #expect(
            markdown.contains(
                "| # | nib | objects | archive | first load | decode | first instantiate | warm instantiate | instructions per first load | L1 / LL misses | system calls |"
            ))
        let top = try #require(ProfileRanking.nibs(profile).first)
        let cycles = try #require(top.deterministic.firstLoad.cycles)
        #expect(markdown.contains("| 1 | App/Cell |"))
        #expect(
            markdown.contains("| \(ProfileRanking.format(Double(cycles.l1Misses))) / \(ProfileRanking.format(Double(cycles.llMisses))) | 4 |"),
            "\(markdown)")
        #expect(markdown.contains("estimated cycles per first load"))
        #expect(ProfileSummaryText.render(profile, folder: "out").contains("costliest nibs (first load): App/Cell "))
    }

    @Test func csvCarriesEachPhasesCycles() throws {
        let profile = Self.fixture()
        let lines = ProfileCSV.render(profile).split(separator: "\n").map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        let header = try #require(lines.first)
        #expect(header.count == ProfileCSV.columns.count && lines.allSatisfy { $0.count == header.count })
        let cell = try #require(lines.first { $0.first == "App/Cell" })
        let d = try #require(profile.nibs.first { $0.name == "App/Cell" }).deterministic
        let column = { (name: String) in header.firstIndex(of: name)! }
        #expect(cell[column("decode_cycles")] == String(d.decode.cycles!.estimatedCycles))
        #expect(cell[column("warm_instantiate_ll_misses")] == "0" && cell[column("first_instantiate_system_calls")] == "2")
        // A profile without cycles leaves those columns empty.
        let plain = ProfileCSV.render(ProfileReportTests.fixture()).split(separator: "\n")[1].split(separator: ",", omittingEmptySubsequences: false)
        #expect(plain[column("decode_cycles")].isEmpty)
    }

    @Test func cyclesSurviveJSONAndCompareGatesInstructionsWithCyclesBeside() throws {
        let profile = Self.fixture()
        let data = try JSONEncoder().encode(profile)
        let decoded = try JSONDecoder().decode(NibProfile.self, from: data)
        #expect(decoded == profile && decoded.cacheModel == .standard)

        var new = profile
        new.nibs[0].deterministic.decode.cycles!.estimatedCycles += 1_000_000
        let comparison = ProfileComparison(base: profile, new: new)
        #expect(comparison.gate == .instructions, "cycles profiles gate instructions, like instruction profiles")
        let cell = try #require(comparison.nibs.first { $0.name == "App/Cell" })
        let row = try #require(cell.rows.first { $0.metric == "cycles_first_load" })
        #expect(row.verdict == .informational && row.new > row.base)
        #expect(comparison.exitCode() == 0)
    }
}
