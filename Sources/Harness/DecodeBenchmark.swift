import NibbenchSupport
import Probes
import Records
import NibArchive

/// Measures NIBArchive decode throughput against `memcpy` of the same bytes, in one run.
///
/// Three passes over the same in-memory files, interleaved in every round:
/// - **memcpy**: copy every file into a destination buffer (the floor any decoder pays);
/// - **index**: ``NibArchive/init(storage:)`` — the one-pass index and full validation;
/// - **index + values**: the index, then every value materialised as a ``NibValue``.
///
/// Each pass is repeated enough times per round to last at least `minimumRoundDuration`, and
/// the reported time is the median over rounds (minimum beside it). Allocation figures come
/// from jemalloc's per-thread counters and are exact, not sampled.
package struct DecodeBenchmark: Sendable {
    /// One file to decode.
    package struct Input: Sendable {
        package var name: String
        package var bytes: [UInt8]
        package init(name: String, bytes: [UInt8]) {
            self.name = name
            self.bytes = bytes
        }
    }

    package var inputs: [Input]
    package var rounds: Int
    package var minimumRoundDuration: Duration

    /// Creates a benchmark over `inputs`.
    package init(inputs: [Input], rounds: Int = 15, minimumRoundDuration: Duration = .milliseconds(30)) {
        self.inputs = inputs
        self.rounds = max(1, rounds)
        self.minimumRoundDuration = minimumRoundDuration
    }

    /// Runs the benchmark.
    ///
    /// - Throws: ``HarnessError`` `no-input` when there is no input; ``ProbeError`` when jemalloc
    ///   cannot be read;
    ///   ``NibArchiveError`` when an input does not decode.
    package func run() throws -> DecodeBenchmarkResult {
        guard !inputs.isEmpty else { throw HarnessError(.noInput, "no .nib files to decode") }
        let storages = inputs.map { ArchiveStorage($0.bytes) }
        var objects = 0, values = 0
        for (input, storage) in zip(inputs, storages) {
            do {
                let archive = try NibArchive(storage: storage)
                objects += archive.objectCount
                values += archive.valueCount
            } catch {
                throw error.inFile(input.name)
            }
        }
        let totalBytes = inputs.reduce(0) { $0 + $1.bytes.count }
        let destination = UnsafeMutableRawPointer.allocate(byteCount: totalBytes, alignment: 64)
        defer { destination.deallocate() }

        var checksum: UInt64 = 0
        let passes: [() -> UInt64] = [
            { Self.memcpyPass(storages, into: destination) },
            { Self.indexPass(storages) },
            { Self.indexAndValuesPass(storages) }
        ]
        let repetitions = passes.map { calibrate($0) }
        var samples = [[Double]](repeating: [], count: passes.count)
        let clock = MonotonicClock()
        for round in 0..<rounds {
            // Rotate the order each round so no pass always runs first.
            for step in 0..<passes.count {
                let p = (step + round) % passes.count
                let start = clock.now
                for _ in 0..<repetitions[p] { checksum &+= passes[p]() }
                samples[p].append((clock.now - start).seconds / Double(repetitions[p]))
            }
        }

        let counter = try ThreadAllocationCounter()
        let before = counter.allocatedBytes
        checksum &+= Self.indexPass(storages)
        let allocated = counter.allocatedBytes - before

        func timing(_ p: Int) -> DecodeBenchmarkResult.PassTiming {
            let sorted = samples[p].sorted()
            return DecodeBenchmarkResult.PassTiming(medianSeconds: sorted[sorted.count / 2], minimumSeconds: sorted[0], repetitions: repetitions[p])
        }
        return DecodeBenchmarkResult(
            files: inputs.count, bytes: totalBytes, objects: objects, values: values, rounds: rounds,
            memcpy: timing(0), index: timing(1), indexAndValues: timing(2),
            indexAllocatedBytes: allocated, allocationSource: ThreadAllocationCounter.source, checksum: checksum)
    }

    /// How many passes make one round last `minimumRoundDuration`.
    private func calibrate(_ pass: () -> UInt64) -> Int {
        let clock = MonotonicClock()
        var repetitions = 1
        while true {
            let start = clock.now
            var sink: UInt64 = 0
            for _ in 0..<repetitions { sink &+= pass() }
            blackHole(sink)
            let elapsed = clock.now - start
            if elapsed >= minimumRoundDuration || repetitions >= 1 << 24 { return repetitions }
            repetitions *= 2
        }
    }

    private static func memcpyPass(_ storages: [ArchiveStorage], into destination: UnsafeMutableRawPointer) -> UInt64 {
        var offset = 0
        for storage in storages {
            RawMemory.copy(storage.bytes.count, from: storage.bytes.baseAddress!, to: destination + offset)
            offset += storage.bytes.count
        }
        return UInt64(destination.load(fromByteOffset: offset / 2, as: UInt8.self))
    }

    private static func indexPass(_ storages: [ArchiveStorage]) -> UInt64 {
        var sum: UInt64 = 0
        for storage in storages {
            // Inputs were validated above, so this cannot fail here.
            guard let archive = try? NibArchive(storage: storage) else { continue }
            sum &+= UInt64(archive.valueCount &+ archive.objectCount)
        }
        return sum
    }

    private static func indexAndValuesPass(_ storages: [ArchiveStorage]) -> UInt64 {
        var sum: UInt64 = 0
        for storage in storages {
            guard let archive = try? NibArchive(storage: storage) else { continue }
            for i in 0..<archive.valueCount {
                sum &+= valueDigest(archive.value(i))
            }
        }
        return sum
    }

    @inline(__always)
    private static func valueDigest(_ value: NibValue) -> UInt64 {
        switch value {
        case .int8(let v): UInt64(truncatingIfNeeded: v)
        case .int16(let v): UInt64(truncatingIfNeeded: v)
        case .int32(let v): UInt64(truncatingIfNeeded: v)
        case .int64(let v): UInt64(bitPattern: v)
        case .bool(let b): b ? 1 : 0
        case .float(let f): UInt64(f.bitPattern)
        case .double(let d): d.bitPattern
        case .data(let d): UInt64(d.count)
        case .null: 3
        case .object(let i): UInt64(i)
        }
    }
}

@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
