/// Figures for one nib size.
package struct InstantiateBenchmarkRow: Sendable {
    /// The size asked for (``makeNib(objects:)``'s argument).
    package var size: Int
    /// Runtime objects one instantiate creates.
    package var objects: Int
    package var bytes: Int
    package var repetitions: Int
    /// Median nanoseconds per instantiate (decoded archive cached).
    package var instantiateNanoseconds: Double
    /// Median nanoseconds to release one instantiation's objects (not in the above).
    package var teardownNanoseconds: Double
    /// Median nanoseconds per decode + first instantiate.
    package var coldNanoseconds: Double
    /// Bytes allocated by one instantiate.
    package var allocatedBytes: UInt64
    /// Allocation requests of one instantiate (jemalloc `nrequests` of a private arena).
    package var allocations: UInt64
    package var nanosecondsPerObject: Double { instantiateNanoseconds / Double(objects) }
    package var bytesPerObject: Double { Double(allocatedBytes) / Double(objects) }
    package var allocationsPerObject: Double { Double(allocations) / Double(objects) }

    /// The target this row is held to: the whole instantiate of the smallest nib (size
    /// 10, 14 objects) under ``smallNibTargetNanoseconds``, any other size under
    /// ``perObjectTargetNanoseconds`` per object.
    package var target: String {
        size <= Self.smallNibSize
            ? "< \(Int(Self.smallNibTargetNanoseconds / 1000)) µs per nib" : "< \(Int(Self.perObjectTargetNanoseconds)) ns per object"
    }

    /// Whether the median meets ``target``.
    package var meetsTarget: Bool {
        size <= Self.smallNibSize
            ? instantiateNanoseconds < Self.smallNibTargetNanoseconds : nanosecondsPerObject < Self.perObjectTargetNanoseconds
    }

    /// Sizes up to this one are held to the whole-nib target.
    package static let smallNibSize = 10
    /// The whole-nib target for the smallest nib (issue 22).
    package static let smallNibTargetNanoseconds = 6_000.0
    /// The per-object target for larger nibs (issue 22).
    package static let perObjectTargetNanoseconds = 300.0

    /// Creates the value, field by field.
    package init(
        size: Int, objects: Int, bytes: Int, repetitions: Int, instantiateNanoseconds: Double, teardownNanoseconds: Double, coldNanoseconds: Double,
        allocatedBytes: UInt64, allocations: UInt64
    ) {
        self.size = size
        self.objects = objects
        self.bytes = bytes
        self.repetitions = repetitions
        self.instantiateNanoseconds = instantiateNanoseconds
        self.teardownNanoseconds = teardownNanoseconds
        self.coldNanoseconds = coldNanoseconds
        self.allocatedBytes = allocatedBytes
        self.allocations = allocations
    }
}
