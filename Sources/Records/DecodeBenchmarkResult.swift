/// Everything the benchmark measured.
package struct DecodeBenchmarkResult: Sendable {
    /// Timing of one pass over all inputs.
    package struct PassTiming: Sendable {
        /// Median seconds for one pass over every input.
        package var medianSeconds: Double
        /// Fastest round's seconds for one pass.
        package var minimumSeconds: Double
        /// Passes per round.
        package var repetitions: Int

        /// Creates the value, field by field.
        package init(medianSeconds: Double, minimumSeconds: Double, repetitions: Int) {
            self.medianSeconds = medianSeconds
            self.minimumSeconds = minimumSeconds
            self.repetitions = repetitions
        }
    }

    package var files: Int
    package var bytes: Int
    package var objects: Int
    package var values: Int
    package var rounds: Int
    package var memcpy: PassTiming
    package var index: PassTiming
    package var indexAndValues: PassTiming
    /// Bytes allocated by one index pass over every file, from jemalloc.
    package var indexAllocatedBytes: UInt64
    /// Where ``indexAllocatedBytes`` comes from.
    package var allocationSource: String
    /// A value derived from all decoded data, so no pass can be optimised away.
    package var checksum: UInt64

    func megabytesPerSecond(_ t: PassTiming) -> Double { Double(bytes) / t.medianSeconds / 1e6 }
    /// memcpy throughput, MB/s (10^6 bytes).
    package var memcpyMBps: Double { megabytesPerSecond(memcpy) }
    /// Index throughput, MB/s.
    package var indexMBps: Double { megabytesPerSecond(index) }
    /// Index + values throughput, MB/s.
    package var indexAndValuesMBps: Double { megabytesPerSecond(indexAndValues) }
    /// Index nanoseconds per value.
    package var indexNanosecondsPerValue: Double { index.medianSeconds * 1e9 / Double(values) }
    /// Index + values nanoseconds per value.
    package var indexAndValuesNanosecondsPerValue: Double { indexAndValues.medianSeconds * 1e9 / Double(values) }

    /// Creates the value, field by field.
    package init(
        files: Int, bytes: Int, objects: Int, values: Int, rounds: Int, memcpy: PassTiming, index: PassTiming, indexAndValues: PassTiming,
        indexAllocatedBytes: UInt64, allocationSource: String, checksum: UInt64
    ) {
        self.files = files
        self.bytes = bytes
        self.objects = objects
        self.values = values
        self.rounds = rounds
        self.memcpy = memcpy
        self.index = index
        self.indexAndValues = indexAndValues
        self.indexAllocatedBytes = indexAllocatedBytes
        self.allocationSource = allocationSource
        self.checksum = checksum
    }
}
