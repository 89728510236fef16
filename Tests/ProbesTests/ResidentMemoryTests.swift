import Probes
import Testing

/// The peak resident memory `recommend.json` records (issue 56).
struct ResidentMemoryTests {
    @Test func thePeakIsPositiveAndOnlyRises() throws {
        let before = try ResidentMemory.peakBytes()
        #expect(before > 1 << 20, "a process holds more than 1 MiB resident")
        // Touch 64 MiB: the peak covers it.
        let pages = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 << 20, alignment: 4096)
        defer { pages.deallocate() }
        for offset in stride(from: 0, to: pages.count, by: 4096) { pages[offset] = 1 }
        let after = try ResidentMemory.peakBytes()
        #expect(after >= before && after >= 64 << 20)
    }
}
