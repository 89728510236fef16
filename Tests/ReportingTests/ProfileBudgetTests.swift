import Harness
import Reporting
import Testing
import Records
import Verdicts

/// Acknowledged costs of a profile comparison (issue 31 item 4): a budget entry's allowed
/// growth or accepted cost and an explicit accept each turn a flagged nib into an accepted
/// one; entries and accepts that match nothing are noted; a bad budget file is refused with
/// its file and position; absolute floors keep trivial changes unchanged.
struct ProfileBudgetTests {
    typealias Fixture = ProfileComparisonTests

    /// A baseline of App/Cell (10,000,000 instructions per phase) and App/Other, and a new
    /// profile in which App/Cell grew by `percent`% in every phase.
    static func pair(percent: UInt64 = 3) -> (base: NibProfile, new: NibProfile) {
        let cost: UInt64 = 10_000_000
        let base = Fixture.profile(
            [Fixture.entry("App/Cell", instructions: cost), Fixture.entry("App/Other", instructions: cost)], instructions: true)
        let new = Fixture.profile(
            [
                Fixture.entry("App/Cell", sha: "changed", labels: 4, instructions: cost + cost * percent / 100),
                Fixture.entry("App/Other", instructions: cost)
            ], instructions: true)
        return (base, new)
    }

    static func budget(_ json: String, file: String = "nibbench-budget.json") throws -> ProfileComparison.Acknowledgements {
        ProfileComparison.Acknowledgements(budget: try ProfileBudget.decode(bytes: Array(json.utf8), file: file), budgetFile: file)
    }

    @Test func anAllowedGrowthTurnsAFlaggedNibIntoAnAcceptedOne() throws {
        let (base, new) = Self.pair(percent: 3)
        let flagged = ProfileComparison(base: base, new: new)
        #expect(flagged.regressed.map(\.name) == ["App/Cell"] && flagged.exitCode() == 2)

        let within = try Self.budget(#"{"version": 1, "budgets": [{"nibs": "App/C*", "allow": "5%", "reason": "the cell gained its badge (#412)"}]}"#)
        let comparison = ProfileComparison(base: base, new: new, acknowledgements: within)
        #expect(comparison.regressed.isEmpty && comparison.accepted.map(\.name) == ["App/Cell"] && comparison.exitCode() == 0)
        #expect(comparison.accepted.first?.acceptance?.source == .budget)
        #expect(comparison.accepted.first?.verdict == .regression, "the nib's verdict stays for older readers; acceptance says it passes")
        let markdown = comparison.markdown(base: "a", new: "b")
        #expect(markdown.contains("**Summary.** 0 regressed, 1 accepted, 0 improved, 1 unchanged (2 compared, 1 changed, 0 renamed)"), "\(markdown)")
        #expect(markdown.contains("**Acknowledged.** Budget `nibbench-budget.json` with 1 entry."), "\(markdown)")
        #expect(markdown.contains("## Accepted\n\n- **`App/Cell`**: instructions first load +3.0%"), "\(markdown)")
        #expect(
            markdown.contains("Accepted by budget entry 1 of `nibbench-budget.json` (`App/C*`: allow +5%): the cell gained its badge (#412)."),
            "\(markdown)")
        #expect(!markdown.contains("## Regressions"), "\(markdown)")
        #expect(markdown.contains("| accepted | App/Cell | instructions_first_load |"), "\(markdown)")
        #expect(try comparison.json().contains("\"source\" : \"budget\""))

        let tooSmall = try Self.budget(#"{"version": 1, "budgets": [{"nibs": "App/Cell", "allow": "2%", "reason": "small growth"}]}"#)
        let over = ProfileComparison(base: base, new: new, acknowledgements: tooSmall)
        #expect(over.regressed.map(\.name) == ["App/Cell"] && over.accepted.isEmpty && over.exitCode() == 2)
        #expect(over.markdown(base: "a", new: "b").contains("Beyond budget entry 1 of `nibbench-budget.json` (`App/Cell`: allow +2%)."))
    }

    @Test func anAcceptedCostTurnsAFlaggedNibIntoAnAcceptedOne() throws {
        let (base, new) = Self.pair(percent: 3)
        // First load is decode + first instantiate: 20,600,000 in the new profile; warm 10,300,000.
        let both = try Self.budget(
            """
            {"version": 1, "budgets": [{"nibs": ["App/Nope", "App/Cell"], "reason": "settings rows",
              "accept": {"instructions_first_load": 20600000, "instructions_warm_instantiate": 10300000}}]}
            """)
        let comparison = ProfileComparison(base: base, new: new, acknowledgements: both)
        #expect(comparison.accepted.map(\.name) == ["App/Cell"] && comparison.exitCode() == 0)
        #expect(comparison.accepted.first?.acceptance?.by.contains("accept instructions_first_load ≤ 20,600,000") == true)

        let firstLoadOnly = try Self.budget(
            #"{"version": 1, "budgets": [{"nibs": "App/Cell", "accept": {"instructions_first_load": 20600000}, "reason": "r"}]}"#)
        #expect(ProfileComparison(base: base, new: new, acknowledgements: firstLoadOnly).exitCode() == 2, "the warm instantiate is not covered")
        let belowCost = try Self.budget(
            #"{"version": 1, "budgets": [{"nibs": "App/Cell", "accept": {"instructions_first_load": 20599999, "instructions_warm_instantiate": 10300000}, "reason": "r"}]}"#
        )
        #expect(ProfileComparison(base: base, new: new, acknowledgements: belowCost).exitCode() == 2, "one instruction over the accepted cost")
    }

    @Test func anExplicitAcceptTurnsAFlaggedNibIntoAnAcceptedOne() throws {
        let (base, new) = Self.pair(percent: 20)
        let trailer = try ProfileComparison.Accept(argument: "App/Cell\tcommit 1a2b3c4: Add a settings badge")
        #expect(trailer == ProfileComparison.Accept(glob: "App/Cell", by: "commit 1a2b3c4: Add a settings badge"))
        let comparison = ProfileComparison(base: base, new: new, acknowledgements: .init(accepts: [trailer]))
        #expect(comparison.accepted.map(\.name) == ["App/Cell"] && comparison.exitCode() == 0)
        let markdown = comparison.markdown(base: "a", new: "b")
        #expect(markdown.contains("Accepted by commit 1a2b3c4: Add a settings badge."), "\(markdown)")
        #expect(markdown.contains("**Acknowledged.** accepted explicitly: `App/Cell` (commit 1a2b3c4: Add a settings badge)."), "\(markdown)")

        let plain = ProfileComparison(base: base, new: new, acknowledgements: .init(accepts: [try ProfileComparison.Accept(argument: "App/*")]))
        #expect(
            plain.accepted.first?.acceptance == ProfileComparison.Acceptance(source: .accept, by: "--accept", reason: nil) && plain.exitCode() == 0)
        #expect(throws: ComparisonOptionError.self) { try ProfileComparison.Accept(argument: " \tcommit 1a2b3c4: x") }

        // A budget entry that does not cover the growth leaves the accept to accept it.
        var both = try Self.budget(#"{"version": 1, "budgets": [{"nibs": "App/Cell", "allow": "5%", "reason": "r"}]}"#)
        both.accepts = [trailer]
        let mixed = ProfileComparison(base: base, new: new, acknowledgements: both)
        #expect(mixed.accepted.first?.acceptance?.source == .accept && mixed.exitCode() == 0)
    }

    @Test func entriesAndAcceptsThatMatchNothingAreNoted() throws {
        let (base, new) = Self.pair(percent: 3)
        var acknowledgements = try Self.budget(#"{"version": 1, "budgets": [{"nibs": "App/Gone*", "allow": "50%", "reason": "r"}]}"#)
        acknowledgements.accepts = [try ProfileComparison.Accept(argument: "App/Typo\tcommit 1a2b3c4: Add a badge")]
        let comparison = ProfileComparison(base: base, new: new, acknowledgements: acknowledgements)
        #expect(comparison.exitCode() == 2)
        #expect(comparison.notes.contains("budget entry 1 of `nibbench-budget.json` (`App/Gone*`) matches no nib"), "\(comparison.notes)")
        #expect(comparison.notes.contains("`App/Typo`, accepted by commit 1a2b3c4: Add a badge, matches no nib"), "\(comparison.notes)")
        #expect(comparison.markdown(base: "a", new: "b").contains("> **Note:** `App/Typo`, accepted by commit 1a2b3c4: Add a badge, matches no nib."))
    }

    @Test(arguments: [
        (
            #"{"version": 1, "budgets": [{"nibs": "App/*", "allwo": "5%", "reason": "r"}]}"#,
            #"b.json: at budgets[0].allwo: unknown key "allwo" (known: nibs, allow, accept, reason) (invalid-budget)"#
        ),
        ("{\"version\": 1,\n  \"budgets\": [{\"nibs\": \"App/*\" \"allow\": \"5%\"}]}", "b.json:2:"),
        (
            #"{"version": 1, "budgets": [{"nibs": "App/*", "allow": "5", "reason": "r"}]}"#,
            #"b.json: at budgets[0].allow: allow must be a non-negative percentage such as "5%", got "5" (invalid-budget)"#
        ),
        (
            #"{"version": 1, "budgets": [{"nibs": "App/*", "accept": {"time_first_load": 5}, "reason": "r"}]}"#,
            #"b.json: at budgets[0].accept.time_first_load: "time_first_load" is not a gated metric"#
        ),
        (
            #"{"version": 1, "budgets": [{"nibs": "App/*", "allow": "5%"}]}"#,
            #"b.json: at budgets[0].reason: missing field "reason" (invalid-budget)"#
        ),
        (#"{"version": 1, "budgets": [{"nibs": "App/*", "reason": "r"}]}"#, #"b.json: at budgets[0]: an entry needs "allow""#),
        (#"{"version": 2, "budgets": []}"#, "b.json: at version: version 2 is not one this nibbench reads (1) (invalid-budget)"),
        (#"{"version": 1, "budgets": [], "extra": true}"#, #"b.json: at extra: unknown key "extra""#)
    ])
    func aBadBudgetFileIsRefusedWithItsFileAndPosition(json: String, expected: String) {
        do {
            _ = try ProfileBudget.decode(bytes: Array(json.utf8), file: "b.json")
            Issue.record("accepted: \(json)")
        } catch {
            #expect(error.code == .invalidBudget)
            #expect(error.description.hasPrefix(expected), "\(error.description)")
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func aChangeUnderEitherThresholdIsUnchanged() throws {
        let base = Fixture.profile(
            [Fixture.entry("App/Small", instructions: 100_000), Fixture.entry("App/Large", instructions: 10_000_000)], instructions: true)
        func compare(small: UInt64, large: UInt64, thresholds: [String] = []) throws -> ProfileComparison {
            let new = Fixture.profile(
                [Fixture.entry("App/Small", instructions: small), Fixture.entry("App/Large", instructions: large)], instructions: true)
            return ProfileComparison(
                base: base, new: new, options: try ProfileComparison.options(thresholds: thresholds, gate: [], noGate: []),
                floors: try ProfileComparison.floors(thresholds: thresholds))
        }
        let floors = try ProfileComparison.floors(thresholds: ["instructions=1%,20000", "allocations=2%,7"])
        #expect(
            floors == ProfileComparison.Floors(instructions: 20_000, allocations: 7, allocatedBytes: ProfileComparison.Floors.defaults.allocatedBytes)
        )
        // Small: +10% but +10,000 per phase (first load +20,000, not beyond); large: +15,000 (+0.15%).
        let under = try compare(small: 110_000, large: 10_015_000, thresholds: ["instructions=1%,20000"])
        #expect(under.nibs.allSatisfy { $0.verdict == .unchanged } && under.exitCode() == 0, "\(under.nibs.map(\.verdict))")
        let beyondBoth = try compare(small: 111_000, large: 10_015_000, thresholds: ["instructions=1%,20000"])
        #expect(beyondBoth.regressed.map(\.name) == ["App/Small"], "first load +22,000 and +11%")
        #expect(beyondBoth.regressed.first?.rows.filter { $0.verdict == .regression }.map(\.metric) == ["instructions_first_load"])
        let improved = try compare(small: 89_000, large: 9_000_000, thresholds: ["instructions=1%,20000"])
        #expect(improved.improved.map(\.name) == ["App/Large", "App/Small"])
        let relativeOnly = try compare(small: 110_000, large: 10_015_000, thresholds: ["instructions=1%,0"])
        #expect(relativeOnly.regressed.map(\.name) == ["App/Small"])
        #expect(under.markdown(base: "a", new: "b").contains("(callgrind, ±1% and ±20,000 instructions)"))

        #expect(throws: ComparisonOptionError.self) { try ProfileComparison.floors(thresholds: ["instructions=1%,many"]) }
        #expect(throws: ComparisonOptionError.self) { try ProfileComparison.floors(thresholds: ["miss_ratio=1%,5"]) }
        #expect(throws: ComparisonOptionError.self) { try ProfileComparison.options(thresholds: ["instructions=1%,-5"], gate: [], noGate: []) }
    }
}

/// The default floors against the figures they were chosen by (docs/ci-gating.md#thresholds,
/// release build, callgrind): one label added to PodcastHeadingTableCell passes, twenty added
/// to it or to DisclosureCell flag, by instructions and by allocation requests alike.
struct ProfileThresholdDefaultsTests {
    /// A nib whose first load and warm instantiate cost what was measured (decode counted in
    /// the first load).
    static func measured(_ name: String, first: UInt64, warm: UInt64, firstAllocations: UInt64, warmAllocations: UInt64) -> NibProfile.Entry {
        var entry = ProfileComparisonTests.entry(name, instructions: 0)
        entry.deterministic.decode = NibProfile.PhaseCost(allocatedBytes: 0, allocations: 0, instructions: 0)
        entry.deterministic.firstInstantiate = NibProfile.PhaseCost(
            allocatedBytes: firstAllocations * 64, allocations: firstAllocations, instructions: first)
        entry.deterministic.warmInstantiate = NibProfile.PhaseCost(
            allocatedBytes: warmAllocations * 64, allocations: warmAllocations, instructions: warm)
        return entry
    }

    static let base = [
        measured("App/Large", first: 2_008_872, warm: 1_385_380, firstAllocations: 763, warmAllocations: 492),
        measured("App/Small", first: 423_195, warm: 196_821, firstAllocations: 164, warmAllocations: 73)
    ]

    @Test(arguments: [true, false])
    func oneLabelOnALargeNibPassesAndTwentyFlagOnBoth(instructions: Bool) throws {
        let noGate = instructions ? [] : ["instructions"]
        func compare(_ new: [NibProfile.Entry]) throws -> ProfileComparison {
            ProfileComparison(
                base: ProfileComparisonTests.profile(Self.base, instructions: true), new: ProfileComparisonTests.profile(new, instructions: true),
                options: try ProfileComparison.options(thresholds: [], gate: [], noGate: noGate))
        }
        let largeOne = try compare([
            Self.measured("App/Large", first: 2_028_952, warm: 1_398_889, firstAllocations: 769, warmAllocations: 497), Self.base[1]
        ])
        #expect(largeOne.gate == (instructions ? .instructions : .allocations))
        #expect(largeOne.nibs.allSatisfy { $0.verdict == .unchanged } && largeOne.exitCode() == 0)
        let smallOne = try compare([
            Self.base[0], Self.measured("App/Small", first: 447_669, warm: 208_819, firstAllocations: 173, warmAllocations: 79)
        ])
        #expect(smallOne.exitCode() == 0, "one label on the small nib is below the floors too")
        let largeTwenty = try compare([
            Self.measured("App/Large", first: 2_171_975, warm: 1_487_406, firstAllocations: 807, warmAllocations: 516), Self.base[1]
        ])
        #expect(largeTwenty.regressed.map(\.name) == ["App/Large"])
        let smallTwenty = try compare([
            Self.base[0], Self.measured("App/Small", first: 591_098, warm: 297_583, firstAllocations: 211, warmAllocations: 98)
        ])
        #expect(smallTwenty.regressed.map(\.name) == ["App/Small"])
    }
}
