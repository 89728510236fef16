import Foundation
import Testing

/// `nibbench diff A B`: two compiled nibs of slightly different xibs, text and JSON output,
/// exit codes, bad input.
@Suite("nibbench diff")
struct DiffCLITests {
    private func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// Compiles `smallXIB` as A.nib and, with `edit` applied, as B.nib.
    private func compiledPair(in folder: String, edit: (String) -> String) throws {
        try write(smallXIB, to: folder + "/A.xib")
        try write(edit(smallXIB), to: folder + "/B.xib")
        for name in ["A", "B"] {
            let outcome = try CLI.run(["compile", "\(name).xib", "-o", "\(name).nib"], in: folder)
            try #require(outcome.status == 0, "\(outcome)")
        }
    }

    @Test func aNibAgainstItselfIsIdentical() throws {
        try CLI.withTemporaryFolder("diff-same") { folder in
            try compiledPair(in: folder) { $0 }
            let outcome = try CLI.run(["diff", "A.nib", "B.nib", "--exit-code"], in: folder)
            #expect(outcome.status == 0, "\(outcome)")
            #expect(outcome.stdout.contains("0 changed, 0 added, 0 removed (identical bytes)"), "\(outcome)")
        }
    }

    @Test func aChangedLabelTextIsOneChange() throws {
        try CLI.withTemporaryFolder("diff-text") { folder in
            try compiledPair(in: folder) { $0.replacingOccurrences(of: "text=\"Name\"", with: "text=\"Full name\"") }
            let plain = try CLI.run(["diff", "A.nib", "B.nib"], in: folder)
            #expect(plain.status == 0, "\(plain)")
            #expect(plain.stdout.contains("1 changed, 0 added, 0 removed"), "\(plain)")
            #expect(plain.stdout.contains("~ UIText: NSString \"Name\" → NSString \"Full name\""), "\(plain)")
            let strict = try CLI.run(["diff", "A.nib", "B.nib", "--exit-code"], in: folder)
            #expect(strict.status == 3, "\(strict)")
            #expect(strict.stdout == plain.stdout)
        }
    }

    @Test func anAddedSubviewIsAddedWithItsPath() throws {
        try CLI.withTemporaryFolder("diff-added") { folder in
            try compiledPair(in: folder) {
                $0.replacingOccurrences(
                    of: "<subviews>",
                    with: """
                        <subviews>
                            <label opaque="NO" text="Extra" id="extra"><rect key="frame" x="20" y="80" width="200" height="21"/></label>
                        """)
            }
            let outcome = try CLI.run(["diff", "A.nib", "B.nib", "--json"], in: folder)
            #expect(outcome.status == 0, "\(outcome)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
            #expect(json["schema"] as? Int == 1)
            #expect(json["identical"] as? Bool == false)
            #expect(json["before"] as? String == "A.nib" && json["after"] as? String == "B.nib")
            let added = try #require(json["added"] as? [[String: Any]])
            #expect(Set(added.compactMap { $0["class"] as? String }) == ["UILabel", "NSString"], "\(outcome.stdout)")
            #expect(added.allSatisfy { ($0["path"] as? String)?.hasPrefix("UINib") == true })
            #expect((json["removed"] as? [Any])?.isEmpty == true)
            let totals = try #require(json["totals"] as? [String: [String: Int]])
            #expect(totals["objects"]?["delta"] == 2)
            let summary = try CLI.run(["diff", "A.nib", "B.nib", "--summary"], in: folder)
            #expect(summary.stdout.contains("objects"))
            #expect(!summary.stdout.contains("added UILabel"), "\(summary)")
        }
    }

    @Test func aTruncatedNibIsOneLineWithTheFileAndOffset() throws {
        try CLI.withTemporaryFolder("diff-bad") { folder in
            try compiledPair(in: folder) { $0 }
            let bytes = try Data(contentsOf: URL(fileURLWithPath: folder + "/B.nib"))
            try bytes.prefix(bytes.count - 7).write(to: URL(fileURLWithPath: folder + "/cut.nib"))
            expectOneLineError(try CLI.run(["diff", "A.nib", "cut.nib"], in: folder), mentions: ["cut.nib", "byte "])
            try Data("not a nib at all, just some text that is long enough".utf8).write(to: URL(fileURLWithPath: folder + "/text.nib"))
            expectOneLineError(try CLI.run(["diff", "text.nib", "A.nib", "--exit-code"], in: folder), mentions: ["text.nib: byte 0"])
        }
    }

    @Test func aDirectoryNibIsReadAsItsNewestVariant() throws {
        try CLI.withTemporaryFolder("diff-dir") { folder in
            try compiledPair(in: folder) { $0 }
            try FileManager.default.createDirectory(atPath: folder + "/View.nib", withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: folder + "/B.nib", toPath: folder + "/View.nib/objects-13.0+.nib")
            let outcome = try CLI.run(["diff", "A.nib", "View.nib", "--exit-code"], in: folder)
            #expect(outcome.status == 0, "\(outcome)")
        }
    }
}
