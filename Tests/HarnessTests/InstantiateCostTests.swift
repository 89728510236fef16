import Harness
import NibRuntime
import Testing

/// Deterministic guards for the cost of `bench instantiate`'s nib, which weak references made
/// 1.5× slower (226 → 340 ns per object, 3,248 → 4,104 instructions per object): a weak
/// reference gives its object a side table, whose every later retain and release takes the
/// Swift runtime's slow, atomic path. Counting side tables catches that exactly, where a
/// time bound on a shared machine could not.
struct InstantiateCostTests {
    /// Whether `object` has a Swift side table: on 64-bit platforms the second word of a heap
    /// object is its inline reference count, whose two top bits (`UseSlowRC`, `SideTableMark`)
    /// are both set once the count has moved to a side table (swift/RefCount.h).
    static func hasSideTable(_ object: AnyObject) -> Bool {
        let bits = Unmanaged.passUnretained(object).toOpaque().load(fromByteOffset: MemoryLayout<Int>.size, as: UInt64.self)
        return bits >> 62 == 0b11
    }

    @Test func sideTableProbeSeesWeakReferences() {
        let object = GenericObject()
        #expect(!Self.hasSideTable(object))
        weak let reference = object
        #expect(reference != nil && Self.hasSideTable(object))
    }

    /// Connections hold source and destination strongly while the instantiation runs (their
    /// decoding context clears them afterwards), so instantiating gives no button a side table.
    /// The one expected is the root view's: the generic File's Owner keeps its `view` outlet
    /// weakly, as generic storage keeps every object.
    @Test(arguments: [10, 1000])
    func instantiateMakesNoSideTables(objects: Int) throws {
        let nib = Nib(data: try InstantiateBenchmark.makeNib(objects: objects))
        let owner = GenericObject()
        let result = try nib.instantiateDetailed(owner: owner)
        let root = try #require(owner["view"]?.object)
        let withSideTables = result.createdObjects.filter { Self.hasSideTable($0) }
        #expect(result.createdObjects.count >= objects)
        #expect(
            withSideTables.count == 1 && withSideTables.first === root,
            "\(withSideTables.count) of \(result.createdObjects.count) objects have side tables: \(Set(withSideTables.map(\.className)))")
        #expect(result.connections.count == (objects - 1) / 3 + 1)
    }
}
