import Foundation
import NibArchive
import Testing
import TestSupport

/// `NibArchiveDiff` on Apple-compiled macOS nibs.
struct DiffVectorTests {
    /// A spread of sizes, the largest vector included.
    static let names = ["minimal.nib", "blocklist_big.nib", "transmission_MainMenu.nib", "test16_buttons.nib", "HSChooserWindow.nib"]

    @Test(arguments: names)
    func anAppleNibAgainstItsReencodingHasNoChanges(_ name: String) throws {
        let archive = try NibArchive(bytes: Vectors.nibBytes(name))
        let reencoded = try NibArchive(bytes: NibArchiveDocument(archive).encoded())
        let diff = NibArchiveDiff(archive, reencoded)
        #expect(!diff.hasChanges, "\(diff.text(summaryOnly: true))")
        #expect(diff.matchedObjects == archive.objectCount)
        #expect(diff.unreachableBefore == diff.unreachableAfter)
    }

    @Test(arguments: names)
    func anAppleNibAgainstAPermutationOfItselfHasNoChanges(_ name: String) throws {
        let archive = try NibArchive(bytes: Vectors.nibBytes(name))
        let permuted = try NibArchive(bytes: Self.permuted(NibArchiveDocument(archive), seed: 7).encoded())
        let diff = NibArchiveDiff(archive, permuted)
        #expect(!diff.identicalBytes)
        #expect(!diff.hasChanges, "\(diff.text())")
    }

    @Test func twoDifferentAppleNibsDiffBothWays() throws {
        let a = try NibArchive(bytes: Vectors.nibBytes("blocklist.nib"))
        let b = try NibArchive(bytes: Vectors.nibBytes("blocklist_big.nib"))
        let forward = NibArchiveDiff(a, b), backward = NibArchiveDiff(b, a)
        #expect(forward.hasChanges)
        #expect(forward.added.count == backward.removed.count)
        #expect(forward.removed.count == backward.added.count)
        #expect(forward.matchedObjects == backward.matchedObjects)
        #expect(forward.totals.values.delta == -backward.totals.values.delta)
        #expect(forward.matchedObjects + forward.removed.count == a.objectCount)
        #expect(forward.matchedObjects + forward.added.count == b.objectCount)
    }

    @Test func aLargeNibDiffsInLinearTime() throws {
        // The largest vector, permuted: every object must be found by content, not index.
        let archive = try NibArchive(bytes: Vectors.nibBytes("transmission_MainMenu.nib"))
        let permuted = try NibArchive(bytes: Self.permuted(NibArchiveDocument(archive), seed: 3).encoded())
        let clock = ContinuousClock()
        let elapsed = clock.measure { _ = NibArchiveDiff(archive, permuted) }
        #expect(elapsed < .seconds(5), "\(elapsed) for \(archive.byteCount) bytes")
    }

    /// The same document with its objects (all but the root) in a seeded random order and
    /// the value table laid out in the new object order.
    static func permuted(_ document: NibArchiveDocument, seed: UInt64) -> NibArchiveDocument {
        var rng = SeededGenerator(seed: seed)
        let order = [0] + Array(1..<document.objects.count).shuffled(using: &rng)
        var newIndex = [Int](repeating: 0, count: order.count)
        for (position, old) in order.enumerated() { newIndex[old] = position }
        var result = document
        result.objects = []
        result.values = []
        for old in order {
            let object = document.objects[old]
            let first = result.values.count
            for value in document.values[object.values] {
                var copy = value
                if case .object(let target) = value.value { copy.value = .object(newIndex[target]) }
                result.values.append(copy)
            }
            result.objects.append(.init(classIndex: object.classIndex, values: first..<result.values.count))
        }
        return result
    }
}
