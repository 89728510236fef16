import Probes
import Harness
import NibArchive
import Testing

/// Deterministic allocation figures from jemalloc: a hostile header cannot make the reader
/// allocate more than a small multiple of the file size.
@Suite(.enabled(if: ThreadAllocationCounter.isAvailable, "jemalloc is not linked (NIBBENCH_NO_JEMALLOC build)")) struct AllocationBoundTests {
    static func header(objectCount: UInt32, valueCount: UInt32, size: Int) -> [UInt8] {
        var bytes = Array("NIBArchive".utf8)
        for field: UInt32 in [1, 10, objectCount, 50, 0, 50, valueCount, 50, 0, 50] {
            withUnsafeBytes(of: field.littleEndian) { bytes.append(contentsOf: $0) }
        }
        return bytes + [UInt8](repeating: 0x80, count: size - bytes.count)
    }

    @Test(arguments: [UInt32.max, 1 << 20, 4096, 1300, 600])
    func hostileCountsAllocateLittle(count: UInt32) throws {
        let counter = try ThreadAllocationCounter()
        let bytes = Self.header(objectCount: count, valueCount: count, size: 4096)
        let storage = ArchiveStorage(bytes)
        // Once unmeasured first: a one-time initialisation (a lazy global, a runtime cache, the
        // expectation's own machinery) falls in whichever test of the process meets it first,
        // which depends on how the suites were scheduled (CI counted 144 bytes more once).
        _ = try? NibArchive(storage: storage)
        let before = counter.allocatedBytes
        #expect(throws: NibArchiveError.self) { try NibArchive(storage: storage) }
        let allocated = counter.allocatedBytes - before
        #expect(allocated <= 16 * UInt64(bytes.count), "allocated \(allocated) bytes for a \(bytes.count)-byte file")
    }

    @Test func jemallocAnswers() throws {
        let version = try ThreadAllocationCounter.jemallocVersion()
        #expect(version.hasPrefix("5."))
        let counter = try ThreadAllocationCounter()
        let before = counter.allocatedBytes
        let array = [UInt8](repeating: 1, count: 1 << 16)
        #expect(counter.allocatedBytes - before >= 1 << 16)
        #expect(array.count == 1 << 16)
    }
}
