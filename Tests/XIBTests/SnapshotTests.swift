import Foundation
import NibArchive
import Testing
import TestSupport
import XIB

/// Snapshots of `nibbench inspect --json` output for compiled xibs, so that an unintended
/// change of the compiler (or of the dump) shows up.
///
/// The hand-written xib's dump is stored whole. For the real vectors only a fingerprint is
/// stored (FNV-1a of the JSON plus section counts and classes), which keeps the snapshots small.
/// On a mismatch the new dump is
/// written to a temporary folder for diffing. Set `NIBBENCH_RECORD_SNAPSHOTS=1` to re-record.
@Suite struct SnapshotTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    static let recording = ProcessInfo.processInfo.environment["NIBBENCH_RECORD_SNAPSHOTS"] == "1"

    func dump(_ compilation: XIBCompilation, name: String) throws -> String {
        let archive = try NibArchive(bytes: compilation.encoded())
        return String(decoding: try NibArchiveDump(archive, file: name).json(), as: UTF8.self)
    }

    func check(_ actual: String, against snapshot: String) throws {
        let url = Self.folder.appendingPathComponent(snapshot)
        if Self.recording {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "snapshot \(snapshot) differs (re-record with NIBBENCH_RECORD_SNAPSHOTS=1 if intended)")
    }

    @Test func handWrittenDocument() throws {
        let compiled = try XIBCompiler.compile(XIBDocument(data: Data(handWrittenXIB.utf8), file: "Profile.xib"))
        try check(try dump(compiled, name: "Profile.nib"), against: "Profile.nib.json")
    }

    @Test(arguments: ["OnThisDayCollectionViewHeader", "MultilineLabelTableViewCell", "FontSizeSliderView", "DiffListChangeCell"])
    func vectorFingerprint(_ name: String) throws {
        let compiled = try XIBCompiler.compile(contentsOf: Vectors.xibFolder() + "/wikipedia-ios/\(name).xib")
        let json = try dump(compiled, name: "\(name).nib")
        let archive = try NibArchive(bytes: compiled.encoded())
        let classes = (0..<archive.classCount).map { archive.className($0) }.joined(separator: ",")
        let fingerprint = """
            fnv1a64 \(String(Self.fnv1a(Array(json.utf8)), radix: 16))
            objects \(archive.objectCount) keys \(archive.keyCount) values \(archive.valueCount) classes \(archive.classCount)
            \(classes)

            """
        if !Self.recording, let expected = try? String(contentsOf: Self.folder.appendingPathComponent("\(name).fingerprint"), encoding: .utf8),
            expected != fingerprint
        {
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("\(name).nib.json")
            try json.write(to: out, atomically: true, encoding: .utf8)
            Issue.record("fingerprint of \(name) changed; its dump is at \(out.path)")
        }
        try check(fingerprint, against: "\(name).fingerprint")
    }

    static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        bytes.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
    }
}
