import Foundation
import NibbenchSupport
import Testing
import Traces
import Manifest
import TestSupport

/// Trace generators: determinism, the statistical shape of each model, spec validation.
struct GeneratorTests {
    let manifest = Fixture.manifest(screens: 12, views: 3, cells: 20, nested: 3, embeds: true)

    static let models: [TraceModel] = [
        .zipf(alpha: 0.9),
        .zipf(alpha: 0),
        .scan,
        .navigation(NavigationParameters()),
        .phases([TracePhase(length: 300, hotSetSize: 5, model: .zipf(alpha: 1)), TracePhase(length: 200, hotSetSize: nil, model: .scan)]),
        .mixture([MixtureComponent(weight: 3, model: .navigation(NavigationParameters(meanBurst: 3))), MixtureComponent(weight: 1, model: .scan)])
    ]

    func csv(_ model: TraceModel, seed: UInt64, length: Int = 3000, warnings: MemoryWarningSpec = .init()) throws -> [UInt8] {
        let spec = TraceSpec(model: model, length: length, seed: seed, followEmbeds: true, memoryWarnings: warnings)
        return try TraceGenerator(manifest: manifest, spec: spec).generate().encodedCSV()
    }

    @Test(arguments: models)
    func sameSeedSameBytesOtherSeedOtherBytes(_ model: TraceModel) throws {
        let warnings = MemoryWarningSpec(ratePerLoad: 0.01, afterLoads: [0, 7])
        let a = try csv(model, seed: 42, warnings: warnings), b = try csv(model, seed: 42, warnings: warnings)
        #expect(a == b)
        #expect(try csv(model, seed: 43, warnings: warnings) != a)
    }

    @Test func streamingWriteMatchesInMemoryGeneration() throws {
        let folder = ScratchDirectory()
        let generator = try TraceGenerator(manifest: manifest, spec: TraceSpec(model: Self.models[5], length: 20_000, seed: 9))
        let count = try generator.write(to: folder.file("t.csv")).events
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: folder.file("t.csv"))))
        #expect(bytes == (try generator.generate().encodedCSV()))
        #expect(count == generator.generate().events.count)
    }

    @Test(arguments: models)
    func shorterTraceIsAPrefixAndWarningsDoNotChangeLoads(_ model: TraceModel) throws {
        func loads(_ length: Int, _ warnings: MemoryWarningSpec) throws -> [String] {
            try TraceGenerator(manifest: manifest, spec: TraceSpec(model: model, length: length, seed: 5, memoryWarnings: warnings)).generate().loads
        }
        let long = try loads(2000, .init())
        #expect(try loads(700, .init()) == Array(long.prefix(700)))
        #expect(try loads(2000, .init(ratePerLoad: 0.05, afterLoads: [3, 3])) == long)
    }

    @Test(arguments: [0.0, 0.8, 1.2])
    func zipfSamplerPassesChiSquare(alpha: Double) {
        let n = 50, draws = 200_000
        let zipf = ZipfDistribution(count: n, alpha: alpha)
        var random = SeededRandom(seed: 2024)
        var counts = [Int](repeating: 0, count: n)
        for _ in 0..<draws { counts[zipf.sample(using: &random)] += 1 }
        var chiSquare = 0.0
        for rank in 0..<n {
            let expected = Double(draws) * zipf.probability(ofRank: rank)
            chiSquare += (Double(counts[rank]) - expected) * (Double(counts[rank]) - expected) / expected
        }
        // 49 degrees of freedom: the 0.1% critical value is 85.35.
        #expect(chiSquare < 85.35, "chi-square \(chiSquare)")
        #expect(abs((0..<n).map(zipf.probability(ofRank:)).reduce(0, +) - 1) < 1e-12)
    }

    @Test func zipfTraceFrequenciesFollowTheRanks() throws {
        let flat = Fixture.flat(40)
        let trace = try TraceGenerator(manifest: flat, spec: TraceSpec(model: .zipf(alpha: 1), length: 100_000, seed: 3)).generate()
        var counts: [String: Int] = [:]
        for nib in trace.loads { counts[nib, default: 0] += 1 }
        let sorted = counts.values.sorted(by: >)
        let zipf = ZipfDistribution(count: 40, alpha: 1)
        #expect(counts.count == 40)
        for rank in [0, 1, 4, 9] {
            let expected = 100_000 * zipf.probability(ofRank: rank)
            #expect(abs(Double(sorted[rank]) - expected) < 5 * expected.squareRoot(), "rank \(rank)")
        }
        // The rank → nib mapping is a seeded shuffle, not manifest order: the top nib varies.
        var tops = Set<String>()
        for seed: UInt64 in 4...7 {
            let loads = try TraceGenerator(manifest: flat, spec: TraceSpec(model: .zipf(alpha: 1.5), length: 2000, seed: seed)).generate().loads
            var seedCounts: [String: Int] = [:]
            for nib in loads { seedCounts[nib, default: 0] += 1 }
            tops.insert(seedCounts.max { $0.value < $1.value }!.key)
        }
        #expect(tops.count > 1)
    }

    @Test func scanCoversEveryNibExactlyOnce() throws {
        let trace = try TraceGenerator(manifest: manifest, spec: TraceSpec(model: .scan, length: 1000, seed: 1)).generate()
        #expect(trace.loads.count == manifest.nibs.count)
        #expect(Set(trace.loads) == Set(manifest.nibs.map(\.name)))
        #expect(trace.loads != manifest.nibs.map(\.name), "the order is shuffled")
        let short = try TraceGenerator(manifest: manifest, spec: TraceSpec(model: .scan, length: 10, seed: 1)).generate()
        #expect(short.loads == Array(trace.loads.prefix(10)))
    }

    @Test func scanInAMixtureStillCoversEveryNibOnce() throws {
        let flat = Fixture.flat(30)
        let model = TraceModel.mixture([
            MixtureComponent(weight: 1, model: .scan),
            MixtureComponent(weight: 1, model: .phases([TracePhase(length: 100, hotSetSize: 2, model: .zipf(alpha: 0))]))
        ])
        let trace = try TraceGenerator(manifest: flat, spec: TraceSpec(model: model, length: 5000, seed: 8)).generate()
        #expect(trace.loads.count == 5000)
        var counts: [String: Int] = [:]
        for nib in trace.loads { counts[nib, default: 0] += 1 }
        let hot = counts.filter { $0.value > 1 }
        #expect(hot.count == 2, "only the two hot nibs repeat: \(hot)")
        #expect(counts.count == 30, "the scan reaches every nib")
    }

    @Test func phasesHaveTheirOwnHotSetsAndRepeat() throws {
        let flat = Fixture.flat(100)
        let model = TraceModel.phases([
            TracePhase(length: 2000, hotSetSize: 10, model: .zipf(alpha: 0)),
            TracePhase(length: 1000, hotSetSize: 10, model: .zipf(alpha: 0.5))
        ])
        let loads = try TraceGenerator(manifest: flat, spec: TraceSpec(model: model, length: 9000, seed: 11)).generate().loads
        let windows = [0..<2000, 2000..<3000, 3000..<5000, 5000..<6000, 6000..<8000, 8000..<9000].map { Set(loads[$0]) }
        #expect(windows.allSatisfy { $0.count == 10 })
        #expect(windows[0] != windows[1])
        #expect(windows[0] == windows[2] && windows[2] == windows[4])
        #expect(windows[1] == windows[3] && windows[3] == windows[5])
    }

    @Test func phaseWithAnExhaustedScanEndsAndTheModelEnds() throws {
        let flat = Fixture.flat(20)
        let model = TraceModel.phases([TracePhase(length: 5, hotSetSize: 8, model: .scan), TracePhase(length: 3, hotSetSize: 4, model: .scan)])
        let loads = try TraceGenerator(manifest: flat, spec: TraceSpec(model: model, length: 100, seed: 2)).generate().loads
        // 5 + 3, then 3 more of the first scan and 1 of the second; then both are exhausted.
        #expect(loads.count == 12)
        #expect(Set(loads[0..<5]).count == 5 && Set(loads[5..<8]).count == 3)
        #expect(Set(loads[0..<5]).union(loads[8..<11]).count == 8)
    }

    @Test func poissonMemoryWarningsHaveTheirRate() throws {
        let spec = TraceSpec(model: .zipf(alpha: 1), length: 200_000, seed: 17, memoryWarnings: MemoryWarningSpec(ratePerLoad: 0.01))
        let events = try TraceGenerator(manifest: manifest, spec: spec).generate().events
        var windows = [Int](repeating: 0, count: 200) // warnings per 1000 loads
        var loads = 0
        for event in events {
            if event.nib == nil { windows[min(loads / 1000, 199)] += 1 } else { loads += 1 }
        }
        let total = windows.reduce(0, +)
        #expect(loads == 200_000)
        #expect(abs(Double(total) - 2000) < 5 * 2000.0.squareRoot(), "\(total) warnings")
        // Poisson counts: variance ≈ mean (index of dispersion 199·var/mean ~ χ²(199), 99.9% in 142…270).
        let mean = Double(total) / 200
        let variance = windows.map { (Double($0) - mean) * (Double($0) - mean) }.reduce(0, +) / 199
        #expect((142.0...270.0).contains(199 * variance / mean), "dispersion \(variance / mean)")
        #expect(events.last?.nib != nil, "no Poisson warning after the last load")
    }

    @Test func fixedMemoryWarningsGoAfterTheGivenLoadCounts() throws {
        let spec = TraceSpec(model: .zipf(alpha: 1), length: 10, seed: 1, memoryWarnings: MemoryWarningSpec(afterLoads: [10, 3, 0, 3]))
        let events = try TraceGenerator(manifest: manifest, spec: spec).generate().events
        let shape = events.map { $0.nib == nil ? "W" : "L" }.joined()
        #expect(shape == "WLLLWWLLLLLLLW")
        #expect(manifest.nibs.count == 38)
        let scan = TraceSpec(model: .scan, length: 1000, seed: 1, memoryWarnings: MemoryWarningSpec(afterLoads: [37, 38, 1000]))
        let scanned = try TraceGenerator(manifest: manifest, spec: scan).generate().events
        #expect(scanned.count == 38 + 2, "a warning after the last load stays, later ones are dropped")
        #expect(scanned[37] == .memoryWarning && scanned[39] == .memoryWarning)
    }

    @Test func followEmbedsLoadsEmbeddedNibsDepthFirst() throws {
        let spec = TraceSpec(model: .scan, length: 1000, seed: 3, followEmbeds: true)
        let loads = try TraceGenerator(manifest: manifest, spec: spec).generate().loads
        for (i, nib) in loads.enumerated() where nib.hasPrefix("Screen") {
            let n = Int(nib.dropFirst(6))!
            let nested = "Nested\(n % 3)"
            #expect(loads[i + 1] == nested)
            if nested == "Nested0" { #expect(loads[i + 2] == "Nested1") }
        }
        let count = { (name: String) in loads.filter { $0 == name }.count }
        #expect(count("Nested0") == 1 + 4 && count("Nested1") == 1 + 4 + 5 && count("Nested2") == 1 + 4)
    }

    struct BadSpec: CustomTestStringConvertible, Sendable {
        let spec: TraceSpec
        let path: String
        var testDescription: String { path }
    }

    static let badSpecs: [BadSpec] = [
        BadSpec(spec: TraceSpec(model: .zipf(alpha: -1)), path: "model.alpha"),
        BadSpec(spec: TraceSpec(model: .scan, length: -1), path: "length"),
        BadSpec(spec: TraceSpec(model: .navigation(NavigationParameters(maxDepth: 1))), path: "model.maxDepth"),
        BadSpec(spec: TraceSpec(model: .navigation(NavigationParameters(scrollProbability: 1))), path: "model.scrollProbability"),
        BadSpec(spec: TraceSpec(model: .phases([])), path: "model.phases"),
        BadSpec(
            spec: TraceSpec(
                model: .phases([TracePhase(length: 1, hotSetSize: 2, model: .scan), TracePhase(length: 5, hotSetSize: 999, model: .scan)])),
            path: "model.phases[1].hotSetSize"),
        BadSpec(spec: TraceSpec(model: .phases([TracePhase(length: 0, hotSetSize: nil, model: .scan)])), path: "model.phases[0].length"),
        BadSpec(
            spec: TraceSpec(model: .mixture([MixtureComponent(weight: 1, model: .scan), MixtureComponent(weight: 0, model: .scan)])),
            path: "model.components[1].weight"),
        BadSpec(
            spec: TraceSpec(
                model: .mixture([MixtureComponent(weight: 1, model: .phases([TracePhase(length: 9, hotSetSize: 1, model: .zipf(alpha: .nan))]))])),
            path: "model.components[0].model.phases[0].model.alpha"),
        BadSpec(spec: TraceSpec(model: .scan, memoryWarnings: MemoryWarningSpec(ratePerLoad: -0.5)), path: "memoryWarnings.ratePerLoad"),
        BadSpec(spec: TraceSpec(model: .scan, length: 5, memoryWarnings: MemoryWarningSpec(afterLoads: [2, 6])), path: "memoryWarnings.afterLoads[1]")
    ]

    @Test(arguments: badSpecs)
    func invalidSpecsNameTheField(_ c: BadSpec) throws {
        let error = try #require(inputError { _ = try TraceGenerator(manifest: manifest, spec: c.spec) })
        #expect(error.code == .invalidSpec && error.jsonPath == c.path, "\(error)")
    }

    @Test func navigationNeedsScreens() throws {
        let cellsOnly = Fixture.manifest(screens: 0, views: 0, cells: 5, nested: 0)
        let error = try #require(
            inputError {
                _ = try TraceGenerator(manifest: cellsOnly, spec: TraceSpec(model: .navigation(NavigationParameters())))
            })
        #expect(error.code == .invalidSpec && error.jsonPath == "model" && error.message.contains("screen"))
        let empty = try #require(inputError { _ = try TraceGenerator(manifest: CorpusManifest(nibs: []), spec: TraceSpec(model: .scan)) })
        #expect(empty.code == .invalidSpec)
    }
}

/// Pinned traces: a change in any generator, the random generator or the CSV writer shows up
/// here. Update the digests only for an intended change, and say so in the commit.
struct PinnedTraceTests {
    static let cases: [(model: String, digest: UInt64)] = [
        ("zipf(alpha=0.9)", 15133979468109859480),
        ("scan", 9430252035444987548),
        ("navigation(fanOut=3,back=0.35,maxDepth=8,burst=6,scroll=0.5,cellTypes=2)", 6337941217256437409),
        ("phases(300:5:zipf(alpha=1),200:*:scan)", 2783544171575363651),
        ("mix(3:navigation(burst=3),1:scan)", 2214105540341927579)
    ]

    #if os(Linux) // floating-point draws use the C library's log and pow (see SeededRandom)
        @Test(arguments: cases)
        func generatedTraceDigest(_ c: (model: String, digest: UInt64)) throws {
            let manifest = Fixture.manifest(screens: 12, views: 3, cells: 20, nested: 3, embeds: true)
            let spec = TraceSpec(
                model: try TraceModel(parsing: c.model), length: 3000, seed: 2024, followEmbeds: true,
                memoryWarnings: MemoryWarningSpec(ratePerLoad: 0.01, afterLoads: [0, 100]))
            let csv = try TraceGenerator(manifest: manifest, spec: spec).generate().encodedCSV()
            // FNV-1a 64 of the CSV bytes (the same hash as libCacheSim object ids).
            let digest = csv.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
            #expect(digest == c.digest, "digest \(digest)")
        }
    #endif
}
