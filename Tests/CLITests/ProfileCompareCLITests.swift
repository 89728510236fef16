import Foundation
import Testing
import TestSupport

/// `nibbench compare` of two profile folders (issue 21 item 2), run as a user runs it: a xib
/// that gained 20 labels is the one regression, named with the objects it gained; a renamed xib
/// is reported as renamed; two profiles of the same folder compare equal (allocations are exact
/// across processes); a profile and a run are not compared.
@Suite(.serialized) struct ProfileCompareCLITests {
    static let five = [
        "pocket-casts-ios/ButtonCell.xib", "pocket-casts-ios/DisclosureCell.xib", "pocket-casts-ios/EditFilterNameCell.xib",
        "pocket-casts-ios/FolderListCell.xib", "wikipedia-ios/FontSizeSliderView.xib"
    ]

    /// `count` labels with unique ids, as Interface Builder writes them, for a `<subviews>`.
    static func labels(_ count: Int) -> String {
        (0..<count).map { i in
            """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" \
            text="Added \(i)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" \
            translatesAutoresizingMaskIntoConstraints="NO" id="ADD-\(String(format: "%02d", i))-lbl">
                <rect key="frame" x="0.0" y="\(i * 21).0" width="42" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <nil key="textColor"/>
                <nil key="highlightedColor"/>
            </label>

            """
        }.joined()
    }

    /// Copies the five xibs into `folder/App`, optionally with 20 labels added to
    /// DisclosureCell and ButtonCell renamed.
    static func app(in folder: String, vectors: String, changed: Bool) throws {
        try FileManager.default.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
        for vector in five {
            var name = (vector as NSString).lastPathComponent
            var text = try String(contentsOfFile: vectors + "/" + vector, encoding: .utf8)
            if changed && name == "DisclosureCell.xib" {
                let range = try #require(text.range(of: "<subviews>\n"))
                text.insert(contentsOf: labels(20), at: range.upperBound)
            }
            if changed && name == "ButtonCell.xib" { name = "ButtonCellRenamed.xib" }
            try text.write(toFile: folder + "/App/" + name, atomically: true, encoding: .utf8)
        }
    }

    @Test func twentyAddedLabelsAreTheOneRegressionAndARenameIsARename() throws {
        let vectors = try Vectors.xibFolder()
        try CLI.withTemporaryFolder("profile-compare") { folder in
            try Self.app(in: folder + "/base", vectors: vectors, changed: false)
            try Self.app(in: folder + "/head", vectors: vectors, changed: true)
            for (source, out) in [("base/App", "p-base"), ("base/App", "p-base2"), ("head/App", "p-head")] {
                let outcome = try CLI.run(["profile", source, "--out", out, "--warm-repetitions", "3"], in: folder)
                try #require(outcome.status == 0, "\(outcome)")
            }

            // A/A: two processes, the same folder: every deterministic figure equal.
            let same = try CLI.run(["compare", "p-base", "p-base2"], in: folder)
            #expect(same.status == 0, "\(same)")
            #expect(same.stdout.contains("0 regressed, 0 improved, 5 unchanged (5 compared, 0 changed, 0 renamed); 0 added, 0 removed."), "\(same)")

            let outcome = try CLI.run(["compare", "p-base", "p-head", "--markdown", "compare.md"], in: folder)
            #expect(outcome.status == 2, "\(outcome)")
            let markdown = try String(contentsOfFile: folder + "/compare.md", encoding: .utf8)
            #expect(markdown == outcome.stdout)
            // Issue 31: the sides named by labels (scripts name commits by short SHA), not by the folders.
            let labelled = try CLI.run(["compare", "p-base", "p-head", "--base-label", "3770876114cc", "--new-label", "26077bf4d0e1"], in: folder)
            #expect(
                labelled.status == 2 && labelled.stdout.contains("Baseline `3770876114cc` (") && labelled.stdout.contains("→ new `26077bf4d0e1` ("),
                "\(labelled)")
            let regressions = markdown.components(separatedBy: "## Regressions\n\n").dropFirst().first?.components(separatedBy: "\n\n").first ?? ""
            let bullets = regressions.split(separator: "\n")
            #expect(bullets.count == 1 && bullets[0].hasPrefix("- **`App/DisclosureCell`**: allocations first load +"), "\(markdown)")
            #expect(bullets.first?.contains("+20 UILabel") == true, "\(markdown)")
            #expect(markdown.contains("- `App/ButtonCell` → `App/ButtonCellRenamed` (identical compiled bytes; unchanged)"), "\(markdown)")
            #expect(!markdown.contains("## Added") && !markdown.contains("## Removed"), "\(markdown)")
            #expect(markdown.contains("1 regressed, 0 improved, 4 unchanged (5 compared, 1 changed, 1 renamed); 0 added, 0 removed."), "\(markdown)")

            let json = try CLI.run(["compare", "p-base", "p-head", "--json"], in: folder)
            #expect(json.status == 2 && json.stdout.contains("\"gate\" : \"allocations\""), "\(json)")
        }
    }

    @Test func aProfileAndARunAreNotCompared() throws {
        try CLI.withTemporaryFolder("profile-compare-mix") { folder in
            try FileManager.default.createDirectory(atPath: folder + "/run", withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: URL(fileURLWithPath: folder + "/run/run.json"))
            try FileManager.default.createDirectory(atPath: folder + "/profile", withIntermediateDirectories: true)
            try Data("{\"kind\": \"nibbench-profile\", \"schemaVersion\": 1}".utf8).write(to: URL(fileURLWithPath: folder + "/profile/profile.json"))
            for arguments in [["compare", "run", "profile"], ["compare", "profile", "run"]] {
                let outcome = try CLI.run(arguments, in: folder)
                #expect(outcome.status == 1 && !outcome.crashed, "\(outcome)")
                #expect(outcome.stderr.contains("run: not a profile, while profile is one: compare two runs or two profiles"), "\(outcome)")
            }
            let badThreshold = try CLI.run(["compare", "profile", "profile", "--threshold", "miss_ratio=1%"], in: folder)
            #expect(badThreshold.status != 0 && badThreshold.stderr.contains("profiles have no miss ratios"), "\(badThreshold)")
        }
    }
}
