import ArgumentParser
import Harness
import NibCache
import Records

/// The run request `run`'s options make, and its checks.
extension Run {
    func validate() throws {
        do {
            try request().validate()
        } catch let error as HarnessError {
            throw ValidationError(error.message)
        } catch let error as CachePolicyError {
            throw ValidationError("--capacity: \(error.message)")
        }
    }

    /// The request the options make.
    func request() throws -> RunRequest {
        var request = RunRequest()
        (request.corpus, request.trace, request.strategies, request.quick, request.seed) = (corpus, trace, CommaList.items(strategies), quick, seed)
        (request.repetitions, request.warmupLoads, request.missCost, request.coldIO) = (repetitions, warmup, cost, coldIO)
        (request.measure, request.isolate, request.checksCapacity) = (measure, isolate, checkCapacity)
        request.capacities = try CacheCapacity.list(capacities)
        request.injectedDelays = try Self.perStrategy(injectDelay, option: "--inject-delay", unit: "NANOSECONDS")
        request.injectedWork = try Self.perStrategy(injectWork, option: "--inject-work", unit: "ITERATIONS")
        return request
    }
}

/// Where `run` and `report` put the samples: the store alone, or `samples.csv` too.
enum SamplesFormat: String, ExpressibleByArgument, CaseIterable {
    case sqlite, csv
}

extension MissCost: ExpressibleByArgument {}
extension MeasureMode: ExpressibleByArgument {}

/// The run request `run`'s options make, and its checks.
extension Run {
    /// `STRATEGY=N` values (comma or space separated) of a test-only injection option.
    /// - Throws: ``HarnessError`` (`invalid-plan`) quoting a value of another form.
    static func perStrategy(_ specs: [String], option: String, unit: String) throws(HarnessError) -> [String: UInt64] {
        var values: [String: UInt64] = [:]
        for spec in CommaList.items(specs) {
            let parts = spec.split(separator: "=")
            guard parts.count == 2, let n = UInt64(parts[1]) else {
                throw HarnessError(.invalidPlan, "\(option) takes STRATEGY=\(unit), got \"\(spec)\"")
            }
            values[String(parts[0])] = n
        }
        return values
    }
}
