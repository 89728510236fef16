import Foundation
import Manifest
import NibbenchSupport
import Testing
import TestSupport
@testable import Corpus

/// `IPAArchive` (issue 53 item 5): what is extracted of an `.ipa`, and the hostile or broken
/// archives it refuses with one clear error — nothing written outside the folder given.
@Suite struct IPAArchiveTests {
    /// Two iOS nibs, a storyboard bundle's files, the Info.plist, and what an app also holds
    /// that nibbench does not read.
    static func appEntries() throws -> [TestApp.Entry] {
        let nibs = try TestCorpus.labelledViews(2)
        defer { TemporaryFolder.remove(nibs) }
        let n0 = Array(try Data(contentsOf: URL(fileURLWithPath: nibs + "/n0.nib")))
        let n1 = Array(try Data(contentsOf: URL(fileURLWithPath: nibs + "/n1.nib")))
        return [
            .folder("Payload/"), .folder("Payload/Test.app/"),
            .file("Payload/Test.app/Info.plist", try TestApp.infoPlist()),
            .file("Payload/Test.app/Test", Array("\u{7F}ELF not read".utf8)),
            .file("Payload/Test.app/Assets.car", [UInt8](repeating: 7, count: 300)),
            .file("Payload/Test.app/Base.lproj/First.nib", n0),
            .file("Payload/Test.app/Cells/Dir.nib/objects-13.0+.nib", n1),
            .file("Payload/Test.app/PlugIns/Widget.appex/Main.storyboardc/Info.plist", try TestApp.infoPlist(binary: false)),
            .file("Payload/Test.app/PlugIns/Widget.appex/Main.storyboardc/UIViewController-abc.nib", n1),
            .file("Payload/Test.app/._First.nib", Array("junk".utf8)),
            .file("__MACOSX/Payload/Test.app/._Info.plist", Array("junk".utf8)),
            .file("iTunesMetadata.plist", Array("<plist/>".utf8))
        ]
    }

    @Test func extractsTheInfoPlistNibsAndStoryboardsOnly() throws {
        let scratch = ScratchDirectory()
        try TestApp.zip(try Self.appEntries(), to: scratch.file("Test.ipa"))
        try FileManager.default.createDirectory(atPath: scratch.file("out"), withIntermediateDirectories: true)
        let extracted = try IPAArchive(path: scratch.file("Test.ipa")).extract(into: scratch.file("out"))
        #expect(extracted.app == "Payload/Test.app" && extracted.ignoredMetadata == 2, "\(extracted)")
        #expect(
            TestApp.files(below: scratch.file("out")) == [
                "Payload/Test.app/Base.lproj/First.nib", "Payload/Test.app/Cells/Dir.nib/objects-13.0+.nib", "Payload/Test.app/Info.plist",
                "Payload/Test.app/PlugIns/Widget.appex/Main.storyboardc/Info.plist",
                "Payload/Test.app/PlugIns/Widget.appex/Main.storyboardc/UIViewController-abc.nib"
            ])
        // Bytes come out as they went in.
        let entries = try Self.appEntries()
        guard case .file(_, let first) = entries[5] else { Issue.record("entry 5 is not First.nib"); return }
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: scratch.file("out/Payload/Test.app/Base.lproj/First.nib")))) == first)
        #expect(
            extracted.bytes
                == TestApp.files(below: scratch.file("out")).reduce(0) { total, name in
                    total + ((try? FileManager.default.attributesOfItem(atPath: scratch.file("out/" + name))[.size] as? Int) ?? 0)
                })
    }

    @Test(arguments: ["../evil.nib", "/tmp/nibbench-absolute-evil.nib", "Payload/Test.app/../../evil.nib", "Payload/./Test.app/evil.nib"])
    func refusesAnEntryNameThatLeavesTheFolder(name: String) throws {
        let scratch = ScratchDirectory()
        try TestApp.zip(try Self.appEntries() + [.file(name, Array("NIBArchive".utf8))], to: scratch.file("Evil.ipa"))
        try FileManager.default.createDirectory(atPath: scratch.file("inner/out"), withIntermediateDirectories: true)
        let error = inputError { _ = try IPAArchive(path: scratch.file("Evil.ipa")).extract(into: scratch.file("inner/out")) }
        #expect(error?.code == .unsafeEntry, "\(String(describing: error))")
        #expect(error?.file == scratch.file("Evil.ipa") && error?.description.contains("\"\(name)\"") == true, "\(String(describing: error))")
        // Refused before anything is written: not the good entries, not the evil one anywhere.
        #expect(TestApp.files(below: scratch.path) == ["Evil.ipa"])
        #expect(!FileManager.default.fileExists(atPath: "/tmp/nibbench-absolute-evil.nib"))
    }

    @Test func refusesASymbolicLinkAmongTheEntriesItWouldWrite() throws {
        let scratch = ScratchDirectory()
        let link = TestApp.Entry.symlink("Payload/Test.app/Base.lproj/Linked.nib", target: "/etc/passwd")
        try TestApp.zip(try Self.appEntries() + [link], to: scratch.file("Link.ipa"))
        try FileManager.default.createDirectory(atPath: scratch.file("out"), withIntermediateDirectories: true)
        let error = inputError { _ = try IPAArchive(path: scratch.file("Link.ipa")).extract(into: scratch.file("out")) }
        #expect(error?.code == .unsafeEntry && error?.message.contains("symbolic link") == true, "\(String(describing: error))")
        #expect(TestApp.files(below: scratch.file("out")).isEmpty)
    }

    @Test func boundsTheEntriesAndTheInflatedBytes() throws {
        let scratch = ScratchDirectory()
        let entries = try Self.appEntries()
        try TestApp.zip(entries, to: scratch.file("Test.ipa"))
        try FileManager.default.createDirectory(atPath: scratch.file("a"), withIntermediateDirectories: true)
        let tooMany = inputError {
            _ = try IPAArchive(path: scratch.file("Test.ipa"), limits: .init(entries: entries.count - 1)).extract(into: scratch.file("a"))
        }
        #expect(
            tooMany?.code == .tooLarge && tooMany?.message.contains("more than \(entries.count - 1) entries") == true,
            "\(String(describing: tooMany))")
        #expect(try IPAArchive(path: scratch.file("Test.ipa"), limits: .init(entries: entries.count)).extract(into: scratch.file("a")).entries > 0)

        // A nib of 4 MiB of zeros deflates to a few KiB: the bound counts inflated bytes.
        let bomb = TestApp.Entry.file("Payload/Test.app/Bomb.nib", [UInt8](repeating: 0, count: 4 << 20))
        try TestApp.zip(entries + [bomb], to: scratch.file("Bomb.ipa"))
        #expect((try FileManager.default.attributesOfItem(atPath: scratch.file("Bomb.ipa"))[.size] as? Int ?? 0) < 1 << 20)
        try FileManager.default.createDirectory(atPath: scratch.file("b"), withIntermediateDirectories: true)
        let tooBig = inputError { _ = try IPAArchive(path: scratch.file("Bomb.ipa"), limits: .init(bytes: 1 << 20)).extract(into: scratch.file("b")) }
        #expect(tooBig?.code == .tooLarge && tooBig?.message.contains("Bomb.nib") == true, "\(String(describing: tooBig))")
        #expect(!FileManager.default.fileExists(atPath: scratch.file("b/Payload/Test.app/Bomb.nib")))

        // The same bomb declaring 100 bytes in both its headers: the bytes are counted as they
        // inflate, and the extraction stops at the bound.
        var lying = Array(try Data(contentsOf: scratch.file("Bomb.ipa").url))
        let names = Self.offsets(of: Array("Payload/Test.app/Bomb.nib".utf8), in: lying)
        try #require(names.count == 2, "a local and a central header")
        for field in [names[0] - 8, names[1] - 22] { lying.replaceSubrange(field..<field + 4, with: [100, 0, 0, 0]) }
        try Data(lying).write(to: scratch.file("Lying.ipa").url)
        try FileManager.default.createDirectory(atPath: scratch.file("c"), withIntermediateDirectories: true)
        let lied = inputError { _ = try IPAArchive(path: scratch.file("Lying.ipa"), limits: .init(bytes: 1 << 20)).extract(into: scratch.file("c")) }
        #expect(lied?.code == .tooLarge && lied?.message.contains("Bomb.nib") == true, "\(String(describing: lied))")
        #expect(fileSize(scratch.file("c/Payload/Test.app/Bomb.nib")) <= 1 << 20)
    }

    @Test func aTruncatedOrForeignFileIsABadArchiveNamingIt() throws {
        let scratch = ScratchDirectory()
        try TestApp.zip(try Self.appEntries(), to: scratch.file("Test.ipa"))
        let whole = Array(try Data(contentsOf: URL(fileURLWithPath: scratch.file("Test.ipa"))))
        try FileManager.default.createDirectory(atPath: scratch.file("out"), withIntermediateDirectories: true)
        for (name, bytes) in [("Half.ipa", Array(whole.prefix(whole.count / 2))), ("Text.ipa", Array("not a zip at all\n".utf8)), ("Empty.ipa", [])] {
            try Data(bytes).write(to: URL(fileURLWithPath: scratch.file(name)))
            let error = inputError { _ = try IPAArchive(path: scratch.file(name)).extract(into: scratch.file("out")) }
            #expect(error?.code == .badArchive && error?.file == scratch.file(name), "\(name): \(String(describing: error))")
            #expect(error?.description.contains("not a readable zip archive") == true && error?.cause != nil, "\(name): \(String(describing: error))")
        }
        #expect(TestApp.files(below: scratch.file("out")).isEmpty)
    }

    @Test func aCorruptCentralDirectoryOrEntryIsABadArchiveNamingTheEntry() throws {
        let scratch = ScratchDirectory()
        try TestApp.zip(try Self.appEntries(), to: scratch.file("Test.ipa"))
        let whole = Array(try Data(contentsOf: URL(fileURLWithPath: scratch.file("Test.ipa"))))
        // The central directory's fourth header's signature broken: the listing stops there.
        let headers = Self.offsets(of: [0x50, 0x4B, 0x01, 0x02], in: whole)
        var cut = whole
        cut[headers[3] + 3] = 0xFF
        try Data(cut).write(to: scratch.file("Cut.ipa").url)
        try FileManager.default.createDirectory(atPath: scratch.file("a"), withIntermediateDirectories: true)
        let listing = inputError { _ = try IPAArchive(path: scratch.file("Cut.ipa")).extract(into: scratch.file("a")) }
        let count = try Self.appEntries().count
        #expect(
            listing?.code == .badArchive && listing?.message.contains("lists \(count) entries, 3 could be read") == true,
            "\(String(describing: listing))")

        // First.nib's deflated bytes scrambled: its checksum (or its inflation) fails.
        let local = Self.offsets(of: Array("Payload/Test.app/Base.lproj/First.nib".utf8), in: whole)[0]
        var scrambled = whole
        for i in (local + 40)..<(local + 60) { scrambled[i] ^= 0x5A }
        try Data(scrambled).write(to: scratch.file("Scrambled.ipa").url)
        try FileManager.default.createDirectory(atPath: scratch.file("b"), withIntermediateDirectories: true)
        let entry = inputError { _ = try IPAArchive(path: scratch.file("Scrambled.ipa")).extract(into: scratch.file("b")) }
        #expect(
            entry?.code == .badArchive && entry?.message.contains("\"Payload/Test.app/Base.lproj/First.nib\"") == true,
            "\(String(describing: entry))")
    }

    @Test func anArchiveWithoutOneAppIsRefused() throws {
        let scratch = ScratchDirectory()
        try FileManager.default.createDirectory(atPath: scratch.file("out"), withIntermediateDirectories: true)
        try TestApp.zip([.file("Other/Test.app/Info.plist", try TestApp.infoPlist())], to: scratch.file("None.ipa"))
        let none = inputError { _ = try IPAArchive(path: scratch.file("None.ipa")).extract(into: scratch.file("out")) }
        #expect(none?.code == .badArchive && none?.message.contains("no Payload/*.app") == true, "\(String(describing: none))")
        try TestApp.zip([.file("Payload/A.app/Info.plist", []), .file("Payload/B.app/Info.plist", [])], to: scratch.file("Two.ipa"))
        let two = inputError { _ = try IPAArchive(path: scratch.file("Two.ipa")).extract(into: scratch.file("out")) }
        #expect(two?.code == .badArchive && two?.message.contains("2 apps (Payload/A.app, Payload/B.app)") == true, "\(String(describing: two))")
    }

    /// Where `pattern` starts in `bytes`, in order.
    static func offsets(of pattern: [UInt8], in bytes: [UInt8]) -> [Int] {
        guard bytes.count >= pattern.count else { return [] }
        return (0...(bytes.count - pattern.count)).filter { bytes[$0..<$0 + pattern.count].elementsEqual(pattern) }
    }

    private func fileSize(_ path: String) -> Int {
        (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    }
}

extension String {
    /// The file URL of this path.
    fileprivate var url: URL { URL(fileURLWithPath: self) }
}
