import Foundation
import Testing
@testable import NibCache

/// Miniature simulations: deterministic, exact at rate 1, nested samples, and within 0.01 mean
/// absolute error of the full simulations on a Zipf trace.
struct MiniatureSimulationTests {
    /// A compact trace of `keys` (size 1, cost 1), with memory warnings before `warnings`.
    static func trace(_ keys: [UInt64], warnings: [Int] = []) -> RequestTrace {
        var trace = RequestTrace()
        var numbers: [UInt64: UInt32] = [:]
        for (position, key) in keys.enumerated() {
            if warnings.contains(position) { trace.appendMemoryWarning() }
            let number = numbers[key] ?? trace.addObject(key: key, size: 1, cost: 1)
            numbers[key] = number
            trace.appendRequest(number)
        }
        return trace
    }

    /// 200,000 requests, Zipf(0.9) over 20,000 objects.
    static let zipf = trace(TestTraces.zipf(seed: 22, objects: 20_000, alpha: 0.9, count: 200_000))

    /// 20 capacities, log-spaced from 10 to 20,000 objects.
    static let capacities: [CacheCapacity] = (0..<20).map { i in
        .objects(Int((10 * pow(2000, Double(i) / 19)).rounded()))
    }

    static let policies = ["lru", "fifo", "sieve", "s3fifo", "arc"]

    @Test func isDeterministic() throws {
        let a = try MiniatureSimulation.curve(policy: "sieve", capacities: Self.capacities, trace: Self.zipf, rate: 0.05, registry: .builtIn)
        let b = try MiniatureSimulation.curve(policy: "sieve", capacities: Self.capacities, trace: Self.zipf, rate: 0.05, registry: .builtIn)
        #expect(a == b)
        let other = try MiniatureSimulation.curve(
            policy: "sieve", capacities: Self.capacities, trace: Self.zipf, rate: 0.05, seed: 7, registry: .builtIn)
        #expect(a != other)
    }

    @Test(arguments: policies)
    func rateOneIsTheFullSimulation(policy: String) throws {
        let keys = TestTraces.scanLoop(seed: 3, count: 20_000)
        let trace = Self.trace(keys, warnings: [5_000, 5_000, 12_345])
        let capacities: [CacheCapacity] = [.objects(1), .objects(20), .objects(100), .objects(700)]
        let points = try MiniatureSimulation.curve(policy: policy, capacities: capacities, trace: trace, rate: 1, registry: .builtIn)
        for (point, capacity) in zip(points, capacities) {
            let full = try PolicyRegistry.builtIn.simulate(policyNamed: policy, capacity: capacity, trace: trace)
            #expect(point.capacity == capacity)
            #expect(point.requests == full.requests && point.hits == full.hits)
            #expect(point.missedBytes == full.missedBytes && point.missedCost == full.missedCost)
        }
    }

    @Test func samplesNestAndKeepMemoryWarnings() {
        let trace = Self.trace(TestTraces.uniform(seed: 9, objects: 500, count: 10_000), warnings: [0, 2_500, 7_000])
        let modulus = RequestTrace.samplingModulus
        let half = trace.sampled(threshold: modulus / 2, seed: 1)
        let tenth = trace.sampled(threshold: modulus / 10, seed: 1)
        let keys = { (t: RequestTrace) in Set(t.requests.map { t.objects[Int($0)].key }) }
        #expect(keys(tenth).isSubset(of: keys(half)))
        #expect(half.sampled(threshold: modulus / 10, seed: 1) == tenth)
        #expect(tenth.memoryWarnings.count == 3 && tenth.memoryWarnings.first == 0)
        #expect(abs(Double(half.objects.count) / 500 - 0.5) < 0.1)
        // Every request of a sampled object is kept.
        let kept = keys(tenth)
        #expect(tenth.requests.count == trace.requests.filter { kept.contains(trace.objects[Int($0)].key) }.count)
        #expect(trace.sampled(threshold: modulus, seed: 1) == trace)
    }

    @Test func smallCapacitiesSampleMore() {
        let miniature = MiniatureSimulation(rate: 0.01, minimumObjects: 400)
        let modulus = Double(RequestTrace.samplingModulus)
        #expect(miniature.threshold(for: .objects(100)) == RequestTrace.samplingModulus)
        #expect(abs(Double(miniature.threshold(for: .objects(4_000))) / modulus - 0.1) < 1e-6)
        #expect(abs(Double(miniature.threshold(for: .objects(1_000_000))) / modulus - 0.01) < 1e-6)
        #expect(MiniatureSimulation.miniatureCapacity(.objects(40_000), threshold: miniature.threshold(for: .objects(40_000))) == .objects(400))
    }

    /// At rate 0.01 with miniatures of at least 400 objects (so these capacities, all below
    /// 40,000, sample at 400/C or the whole trace).
    @Test(arguments: policies)
    func zipfErrorIsWithinOneHundredth(policy: String) throws {
        let estimate = try MiniatureSimulation.curve(policy: policy, capacities: Self.capacities, trace: Self.zipf, rate: 0.01, registry: .builtIn)
        var total = 0.0, worst = 0.0
        for (point, capacity) in zip(estimate, Self.capacities) {
            let full = try PolicyRegistry.builtIn.simulate(policyNamed: policy, capacity: capacity, trace: Self.zipf)
            total += abs(point.missRatio - full.missRatio)
            worst = max(worst, abs(point.missRatio - full.missRatio))
        }
        let mae = total / Double(Self.capacities.count)
        // Measured: MAE 0.0020 (arc) to 0.0054 (fifo), worst point 0.017 (fifo).
        #expect(mae <= 0.01, "\(policy): mean absolute error \(mae)")
        #expect(worst <= 0.03, "\(policy): worst error \(worst)")
    }
}
