import Foundation
import NibbenchSupport
import Testing

/// Issue 43: filling an array's reserved storage in place.
@Suite struct ArrayFillTests {
    /// Writes `values` (at most as many as it is given room for) and stops.
    struct Writer: ArrayFiller {
        var values: [Int]
        var calls = 0
        mutating func fill(_ buffer: UnsafeMutableBufferPointer<Int>) -> Int {
            calls += 1
            let n = min(values.count, buffer.count)
            for i in 0..<n { (buffer.baseAddress! + i).initialize(to: values[i]) }
            return n
        }
    }

    @Test func aFillAppendsWhatTheFillerWrote() {
        var array = [7, 8]
        var writer = Writer(values: [1, 2, 3])
        #expect(array.fill(5, with: &writer) == 3)
        #expect(array == [7, 8, 1, 2, 3] && array.capacity >= 7 && writer.calls == 1)
    }

    @Test func aFillerIsGivenNoMoreThanAsked() {
        var array: [Int] = []
        var writer = Writer(values: Array(0..<100))
        #expect(array.fill(4, with: &writer) == 4)
        #expect(array == [0, 1, 2, 3])
        var empty = Writer(values: [])
        #expect(array.fill(3, with: &empty) == 0 && array == [0, 1, 2, 3])
    }

    @Test func aFileIsReadWhole() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibbench-fill-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let bytes = (0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/f"))
        #expect(try FileBytes.read(folder + "/f") == bytes)
        try Data().write(to: URL(fileURLWithPath: folder + "/empty"))
        #expect(try FileBytes.read(folder + "/empty").isEmpty)
        #expect { try FileBytes.read(folder) } throws: { "\($0)".contains("is a folder") }
    }
}
