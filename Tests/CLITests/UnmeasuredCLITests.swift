import Foundation
import Testing
import TestSupport

/// Issue 40 item 4, never silent: a file that does not compile, a nib that does not
/// instantiate, a confirming run that fails — `profile`, `import` and `recommend` name each
/// first on standard error and exit 1, or go on with `--allow-partial` and lead their reports
/// with what was not measured; `compare` of two profiles counts a file that stopped working as a
/// regression.
@Suite(.serialized) struct UnmeasuredCLITests {
    /// A xib whose label has an outlet UILabel does not have: it compiles, and instantiating it
    /// fails as UIKit's `setValue:forUndefinedKey:` does.
    static let unknownOutlet = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <subviews>
                        <label contentMode="left" text="Hi" id="lbl">
                            <rect key="frame" x="8" y="8" width="100" height="21"/>
                            <connections>
                                <outlet property="noSuchOutlet" destination="root" id="o1"/>
                            </connections>
                        </label>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    /// `App/` with the three vector xibs, `Bad.xib` (does not instantiate) and
    /// `Broken.storyboard` (does not parse: its XML stops half-way, on line 3).
    static func makeApp(in folder: String) throws {
        try ProfileCLITests.copyThree(from: try Vectors.xibFolder(), into: folder + "/App")
        try Data(unknownOutlet.utf8).write(to: URL(fileURLWithPath: folder + "/App/Bad.xib"))
        let broken =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\">\n    <scenes>\n        <scene"
        try Data(broken.utf8).write(to: URL(fileURLWithPath: folder + "/App/Broken.storyboard"))
    }

    static func stderrLines(_ outcome: CLI.Outcome) -> [Substring] {
        outcome.stderr.split(separator: "\n").filter { !$0.contains(": warning: ") }
    }

    @Test func profileNamesEachFileFirstAndExits1UnlessAllowedPartial() throws {
        try CLI.withTemporaryFolder("unmeasured-profile") { folder in
            try Self.makeApp(in: folder)
            let strict = try CLI.run(["profile", "App", "--out", "strict", "--warm-repetitions", "1", "--first-repetitions", "1"], in: folder)
            #expect(strict.status == 1 && !strict.crashed, "\(strict)")
            let lines = Self.stderrLines(strict)
            #expect(lines.count == 3, "\(strict)")
            #expect(lines.prefix(2).contains { $0.contains("Broken.storyboard:") }, "a line:column names the place: \(lines)")
            #expect(lines.prefix(2).contains { $0.contains("Bad.xib") && $0.contains("noSuchOutlet") }, "\(lines)")
            #expect(lines.last?.hasPrefix("nibbench: 2 of 5 files not measured") == true, "\(lines)")
            // The gap leads the report, and the written profile still has the rest.
            let report = try String(contentsOfFile: folder + "/strict/report.md", encoding: .utf8)
            #expect(report.hasPrefix("# nibbench profile\n\n> **2 of 5 files not measured**"), "\(report.prefix(300))")
            #expect(report.contains("> - `App/Broken.storyboard`") && report.contains("> - `App/Bad.xib`"), "\(report.prefix(600))")
            #expect(strict.stdout.hasPrefix("2 of 5 files not measured: App/Bad.xib, App/Broken.storyboard"), "\(strict.stdout)")

            let partial = try CLI.run(
                ["profile", "App", "--out", "partial", "--warm-repetitions", "1", "--first-repetitions", "1", "--allow-partial"], in: folder)
            #expect(partial.status == 0, "\(partial)")
            #expect(
                Self.stderrLines(partial).count == 2
                    && Self.stderrLines(partial).allSatisfy { $0.contains("Bad.xib") || $0.contains("Broken.storyboard") })
            let partialReport = try String(contentsOfFile: folder + "/partial/report.md", encoding: .utf8)
            #expect(partialReport.hasPrefix("# nibbench profile\n\n> **2 of 5 files not measured**"))
        }
    }

    @Test func importNamesEachFileFirstAndExits1UnlessAllowedPartial() throws {
        try CLI.withTemporaryFolder("unmeasured-import") { folder in
            try Self.makeApp(in: folder)
            let strict = try CLI.run(["import", "App", "--out", "corpus"], in: folder)
            #expect(strict.status == 1 && !strict.crashed, "\(strict)")
            let lines = Self.stderrLines(strict)
            #expect(lines.count == 2 && lines[0].contains("Broken.storyboard"), "\(strict)")
            #expect(lines[1].hasPrefix("nibbench: 1 of 5 files not imported"), "\(strict)")
            let partial = try CLI.run(["import", "App", "--out", "corpus", "--allow-partial"], in: folder)
            #expect(partial.status == 0 && Self.stderrLines(partial).count == 1, "\(partial)")
            #expect(partial.stdout.contains("imported 4 nibs"), "\(partial)")
        }
    }

    @Test func recommendStopsOrRecommendsForTheRestSayingSoFirst() throws {
        try CLI.withTemporaryFolder("unmeasured-recommend") { folder in
            try Self.makeApp(in: folder)
            let arguments = ["recommend", "App", "--length", "400", "--confirm", "1", "--repetitions", "1", "--confirm-loads", "200"]
            let strict = try CLI.run(arguments + ["--out", "strict"], in: folder)
            #expect(strict.status == 1 && !strict.crashed, "\(strict)")
            let lines = Self.stderrLines(strict)
            #expect(lines.count == 3, "\(strict)")
            #expect(lines[0].contains("Broken.storyboard") && lines[1].contains("noSuchOutlet"), "\(lines)")
            #expect(lines[2].hasPrefix("nibbench: 1 of 5 files not imported; 1 of 4 nibs not profiled: recommend stops"), "\(lines)")
            #expect(!FileManager.default.fileExists(atPath: folder + "/strict"), "nothing is written")

            let partial = try CLI.run(arguments + ["--out", "partial", "--allow-partial"], in: folder)
            #expect(partial.status == 0, "\(partial)")
            let partialLines = Self.stderrLines(partial)
            #expect(partialLines.count == 3 && partialLines[2].contains("recommended for the rest"), "\(partial)")
            let report = try String(contentsOfFile: folder + "/partial/recommend.md", encoding: .utf8)
            #expect(report.contains("\n\n> **1 of 5 files not imported; 1 of 4 nibs not profiled**"), "\(report.prefix(500))")
            #expect(report.contains("## Confirmed by measured runs"), "the runs confirm, without the nib that cannot load")
            let trace = try String(contentsOfFile: folder + "/partial/trace.csv", encoding: .utf8)
            #expect(!trace.contains("Bad") && trace.contains("ButtonCell"), "the trace leaves out the nib not measured")
            let json = try String(contentsOfFile: folder + "/partial/recommend.json", encoding: .utf8)
            #expect(json.contains("\"unmeasuredSummary\"") && !json.contains("\"confirmations\" : [\n\n  ]"))
        }
    }

    @Test func recommendOnAFolderOfBrokenFilesNamesThemAll() throws {
        try CLI.withTemporaryFolder("unmeasured-none") { folder in
            try FileManager.default.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
            for name in ["A", "B"] { try Data("<document".utf8).write(to: URL(fileURLWithPath: folder + "/App/\(name).xib")) }
            let outcome = try CLI.run(["recommend", "App", "--out", "out"], in: folder)
            #expect(outcome.status == 1 && !outcome.crashed, "\(outcome)")
            let lines = Self.stderrLines(outcome)
            #expect(lines.count == 3 && lines[0].contains("A.xib") && lines[1].contains("B.xib"), "\(outcome)")
            #expect(lines[2].contains("none of the 2 files under App could be imported"), "\(outcome)")
        }
    }

    @Test func aFileThatStopsCompilingIsARegressionAndOneNeverMeasuredIsNotUnchanged() throws {
        try CLI.withTemporaryFolder("unmeasured-compare") { folder in
            try ProfileCLITests.copyThree(from: try Vectors.xibFolder(), into: folder + "/base/App")
            try ProfileCLITests.copyThree(from: try Vectors.xibFolder(), into: folder + "/head/App")
            // At the head, ButtonCell.xib stops compiling and a new file never did.
            try Data("<document".utf8).write(to: URL(fileURLWithPath: folder + "/head/App/ButtonCell.xib"))
            try Data(Self.unknownOutlet.utf8).write(to: URL(fileURLWithPath: folder + "/head/App/New.xib"))
            for side in ["base", "head"] {
                let profile = try CLI.run(
                    ["profile", "App", "--out", "../p-\(side)", "--warm-repetitions", "1", "--first-repetitions", "1", "--allow-partial"],
                    in: folder + "/" + side)
                try #require(profile.status == 0, "\(profile)")
            }
            let compare = try CLI.run(["compare", "p-base", "p-head"], in: folder)
            #expect(compare.status == 2, "a file that stopped compiling fails the gate: \(compare)")
            #expect(
                compare.stdout.hasPrefix("# nibbench compare: profiles\n\n> **2 of 4 files not measured in the new profile**"),
                "\(compare.stdout.prefix(400))")
            #expect(compare.stdout.contains("> - `App/ButtonCell.xib`: regression: the baseline profiled it"), "\(compare.stdout)")
            #expect(compare.stdout.contains("1 broken (profiled at the baseline, failing now)"), "\(compare.stdout)")
            #expect(compare.stdout.contains("0 removed; 1 not measured."), "\(compare.stdout)")
        }
    }
}
