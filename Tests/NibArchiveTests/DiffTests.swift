import Foundation
import NibArchive
import Testing
import TestSupport

/// `NibArchiveDiff`: objects matched by class and position in the graph, not by index.
@Suite struct DiffTests {
    private let labels = ["Name", "Street", "City"]

    @Test func identicalArchivesHaveNoChanges() throws {
        let archive = try DiffFixture.view(labels: labels).archive()
        let diff = NibArchiveDiff(archive, archive)
        #expect(!diff.hasChanges)
        #expect(diff.identicalBytes)
        #expect(diff.matchedObjects == archive.objectCount)
        #expect(diff.totals.values.delta == 0)
        #expect(diff.text().contains("(identical bytes)"))
    }

    @Test(arguments: [UInt64(1), 2, 3, 4, 5])
    func aPermutedObjectTableHasNoChanges(seed: UInt64) throws {
        let fixture = DiffFixture.view(labels: labels + ["Zip", "Country"])
        var rng = SeededGenerator(seed: seed)
        let order = [0] + Array(1..<fixture.objects.count).shuffled(using: &rng)
        let before = try fixture.archive(), after = try fixture.archive(order: order)
        let diff = NibArchiveDiff(before, after)
        #expect(!diff.identicalBytes)
        #expect(!diff.hasChanges, "\(diff.text())")
        #expect(diff.matchedObjects == before.objectCount)
        #expect(diff.totals.bytes.delta == 0)
    }

    @Test func aChangedScalarIsOneKeyChange() throws {
        let before = try DiffFixture.view(labels: labels).archive()
        let after = try DiffFixture.view(labels: labels, alpha: [1: 0.5]).archive()
        let diff = NibArchiveDiff(before, after)
        #expect(diff.added.isEmpty && diff.removed.isEmpty)
        let change = try #require(diff.changed.first)
        #expect(diff.changed.count == 1, "\(diff.text())")
        #expect(change.after.class == "UILabel")
        #expect(change.after.path == "UINibObjectsKey/UINibEncoderEmptyKey[2]")
        #expect(
            change.keys == [
                NibArchiveDiff.KeyChange(
                    kind: .changed, key: "UIAlpha",
                    before: NibArchiveDiff.Value(type: "double", text: "1.0"),
                    after: NibArchiveDiff.Value(type: "double", text: "0.5"))
            ])
        #expect(diff.text().contains("~ UIAlpha: 1.0 (double) → 0.5 (double)"))
    }

    @Test func aChangedStringIsShownByContent() throws {
        let before = try DiffFixture.view(labels: labels).archive()
        let after = try DiffFixture.view(labels: ["Name", "Road", "City"]).archive()
        let diff = NibArchiveDiff(before, after)
        #expect(diff.added.isEmpty && diff.removed.isEmpty)
        #expect(diff.changed.count == 1, "\(diff.text())")
        let change = try #require(diff.changed.first)
        #expect(change.after.class == "UILabel")
        #expect(change.keys.map(\.key) == ["UIText"])
        #expect(change.keys.first?.before?.text == "NSString \"Street\"")
        #expect(change.keys.first?.after?.text == "NSString \"Road\"")
    }

    @Test func anAddedSubviewIsTheOnlyAddition() throws {
        let before = try DiffFixture.view(labels: labels).archive()
        let after = try DiffFixture.view(labels: ["Name", "Phone", "Street", "City"]).archive()
        let diff = NibArchiveDiff(before, after)
        #expect(diff.removed.isEmpty, "\(diff.text())")
        #expect(diff.added.map(\.class).sorted() == ["NSString", "UILabel"], "\(diff.text())")
        // The two collections that hold the new label gain one element each; the labels after
        // it keep their text and only move down (UICenter).
        #expect(diff.changed.map(\.after.class).sorted() == ["NSArray", "NSMutableArray", "UILabel", "UILabel"], "\(diff.text())")
        for change in diff.changed {
            if change.after.class == "UILabel" {
                #expect(change.keys.map(\.key) == ["UICenter"])
            } else {
                #expect(change.keys.map(\.kind) == [.added])
                #expect(change.keys.first?.after?.text.hasPrefix("UILabel #") == true)
            }
        }
        #expect(diff.matchedObjects == before.objectCount)
        #expect(diff.totals.objects.delta == 2)
        #expect(diff.classes.first { $0.name == "UILabel" }?.objects == .init(before: 3, after: 4))
    }

    @Test func aRemovedSubviewIsTheOnlyRemoval() throws {
        let before = try DiffFixture.view(labels: ["Name", "Phone", "Street", "City"]).archive()
        let after = try DiffFixture.view(labels: labels).archive()
        let diff = NibArchiveDiff(before, after)
        #expect(diff.added.isEmpty)
        #expect(diff.removed.map(\.class).sorted() == ["NSString", "UILabel"], "\(diff.text())")
        #expect(diff.changed.allSatisfy { $0.keys.map(\.kind) == [.removed] || $0.keys.map(\.key) == ["UICenter"] }, "\(diff.text())")
    }

    @Test func aChangedClassIsAChangeNotAnAdditionAndRemoval() throws {
        let before = try DiffFixture.view(labels: labels).archive()
        let after = try DiffFixture.view(labels: labels, classes: [1: "UIButton"]).archive()
        let diff = NibArchiveDiff(before, after)
        #expect(diff.added.isEmpty && diff.removed.isEmpty, "\(diff.text())")
        let change = try #require(diff.changed.first)
        #expect(diff.changed.count == 1)
        #expect(change.classChanged)
        #expect(change.before.class == "UILabel" && change.after.class == "UIButton")
        #expect(change.keys.isEmpty)
        #expect(diff.text().contains("changed UILabel → UIButton UINibObjectsKey/UINibEncoderEmptyKey[2]"))
    }

    @Test func reorderedSubviewsAreOneReorderedChange() throws {
        let before = try DiffFixture.view(labels: labels).archive()
        var fixture = DiffFixture.view(labels: labels)
        let subviews = try #require(fixture.objects.firstIndex { $0.className == "NSMutableArray" })
        fixture.objects[subviews].values.swapAt(1, 3)
        let diff = NibArchiveDiff(before, try fixture.archive())
        #expect(diff.added.isEmpty && diff.removed.isEmpty)
        #expect(diff.changed.count == 1)
        #expect(diff.changed.first?.keys.map(\.kind) == [.reordered])
    }

    @Test func unreachableObjectsAreCountedByClassAndMatched() throws {
        let before = try DiffFixture.view(labels: labels, unreachable: 2).archive()
        let after = try DiffFixture.view(labels: labels, unreachable: 3).archive()
        let diff = NibArchiveDiff(before, after)
        #expect(diff.unreachableBefore == ["NSNumber": 2])
        #expect(diff.unreachableAfter == ["NSNumber": 3])
        #expect(diff.added.map(\.path) == ["(unreachable)"])
        #expect(diff.removed.isEmpty && diff.changed.isEmpty, "\(diff.text())")
    }

    @Test func jsonHasTheDocumentedFields() throws {
        let before = try DiffFixture.view(labels: labels).archive()
        let after = try DiffFixture.view(labels: labels, alpha: [0: 0]).archive()
        let data = try NibArchiveDiff(before, after).json(before: "a.nib", after: "b.nib")
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        for key in [
            "schema", "before", "after", "identical", "identicalBytes", "totals", "coderVersion", "classes",
            "matchedObjects", "changed", "added", "removed", "unreachableBefore", "unreachableAfter"
        ] {
            #expect(object[key] != nil, "missing \(key)")
        }
        #expect(object["identical"] as? Bool == false)
        let totals = try #require(object["totals"] as? [String: [String: Int]])
        #expect(totals["objects"] == ["before": 12, "after": 12, "delta": 0])
        let changed = try #require(object["changed"] as? [[String: Any]])
        #expect(changed.count == 1)
    }

    @Test(arguments: [0, 10, 49, 60])
    func truncatedInputNamesTheFileAndOffset(length: Int) throws {
        // Copied out while the archive (which owns the buffer) is alive.
        let archive = try DiffFixture.view(labels: labels).archive()
        let bytes = withExtendedLifetime(archive) { [UInt8](archive.storage.bytes) }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("diff-truncated-\(UUID().uuidString).nib").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(bytes.prefix(length)).write(to: URL(fileURLWithPath: path))
        let good = FileManager.default.temporaryDirectory.appendingPathComponent("diff-good-\(UUID().uuidString).nib").path
        defer { try? FileManager.default.removeItem(atPath: good) }
        try Data(bytes).write(to: URL(fileURLWithPath: good))
        #expect {
            _ = try NibArchiveDiff(contentsOf: good, path)
        } throws: { error in
            guard let error = error as? NibArchiveError else { return false }
            return error.file == path && error.offset != nil
        }
    }

    @Test func garbageInputNamesTheFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("diff-garbage-\(UUID().uuidString).nib").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data((0..<200).map { UInt8(truncatingIfNeeded: $0 &* 37) }).write(to: URL(fileURLWithPath: path))
        #expect {
            _ = try NibArchiveDiff(contentsOf: path, path)
        } throws: { error in
            (error as? NibArchiveError).map { $0.file == path && $0.offset == 0 } ?? false
        }
    }
}

/// A megabyte-sized archive diffs in about linear time, whatever the object order.
@Suite struct DiffScaleTests {
    @Test func aMegabyteNibWithOneInsertionAndAPermutedTable() throws {
        let texts = (0..<14_000).map { "label \($0)" }
        var inserted = texts
        inserted.insert("inserted", at: 7_000)
        let before = DiffFixture.view(labels: texts)
        let after = DiffFixture.view(labels: inserted)
        var rng = SeededGenerator(seed: 11)
        let order = [0] + Array(1..<after.objects.count).shuffled(using: &rng)
        let a = try before.archive(), b = try after.archive(order: order)
        #expect(a.byteCount > 1_000_000)
        let clock = ContinuousClock()
        var diff: NibArchiveDiff?
        let elapsed = clock.measure { diff = NibArchiveDiff(a, b) }
        print("diff of \(a.byteCount) and \(b.byteCount) bytes: \(elapsed)")
        let result = try #require(diff)
        #expect(result.added.map(\.class).sorted() == ["NSString", "UILabel"])
        #expect(result.removed.isEmpty)
        // The labels after the insertion keep their text and move down: UICenter changes only.
        #expect(result.changed.filter { $0.after.class == "UILabel" }.allSatisfy { $0.keys.map(\.key) == ["UICenter"] })
        #expect(elapsed < .seconds(20))
    }
}
