import Foundation
import Testing

/// Issue 55 item 2: `--format github` on `compile`, `compare` of profiles and `history check`
/// writes GitHub Actions workflow commands: an annotation on the source file and line of the
/// nib or scene that regressed or stepped, or of the element a warning is about.
@Suite struct GitHubFormatCLITests {
    static let search = "Tests/Vectors/apps/openfoodfacts+openfoodfacts-ios/files/Sources/Views/Products/Search/Search.storyboard"

    /// A compile warning is a warning annotation on its file, line and column; a name with a
    /// comma and a colon stays inside its property; a file that fails is an error annotation.
    @Test func compileWarningsAndFailuresAreAnnotations() throws {
        try CLI.withTemporaryFolder("github-compile") { folder in
            let xib = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <view contentMode="sideways" id="root"/>
                    </objects>
                </document>
                """
            try FileManager.default.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
            try xib.write(toFile: folder + "/App/Odd, name:1.xib", atomically: true, encoding: .utf8)
            let one = try CLI.run(["compile", "App/Odd, name:1.xib", "-o", "out.nib", "--format", "github"], in: folder)
            #expect(one.status == 0, "\(one)")
            // The column is the compiler's, as the text warning on standard error gives it.
            let place = one.stderr.dropFirst("App/Odd, name:1.xib:4:".count)
            let column = try #require(Int(place.prefix { $0.isNumber }), "\(one)")
            #expect(
                one.stdout.split(separator: "\n").first
                    == "::warning file=App/Odd%2C name%3A1.xib,line=4,col=\(column),title=nibbench compile::contentMode=\"sideways\" is not a known value; kept as text",
                "\(one)")
            try "<document".write(toFile: folder + "/App/Broken.xib", atomically: true, encoding: .utf8)
            let all = try CLI.run(["compile", "App", "-o", "out", "--format", "github"], in: folder)
            #expect(all.status == 1, "\(all)")
            let error = try #require(all.stdout.split(separator: "\n").first { $0.hasPrefix("::error ") }, "\(all)")
            #expect(
                error.hasPrefix("::error file=App/Broken.xib,line=1,col=") && error.contains("title=nibbench compile%3A not compiled::"), "\(error)")
            // The summary stays; every other line is a workflow command (the warning again, the error).
            #expect(all.stdout.split(separator: "\n").filter { !$0.hasPrefix("::") }.allSatisfy { $0.hasPrefix("compiled 1 of 2 files") }, "\(all)")
            #expect(all.stdout.contains("::warning file=App/Odd%2C name%3A1.xib,line=4,"), "\(all)")
            let both = try CLI.run(["compile", "App", "-o", "out2", "--format", "github", "--json"], in: folder)
            #expect(both.status != 0 && both.stderr.contains("choose one"), "\(both)")
        }
    }

    /// A scene that gained 20 labels: compare's error annotation is on the scene's line of the
    /// storyboard; the history's step of the same two profiles too.
    @Test func aRegressedSceneIsAnnotatedOnItsLine() throws {
        let text = try String(contentsOfFile: CLI.packageRoot + "/" + Self.search, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let sceneLine = try #require(lines.firstIndex { $0.contains("storyboardIdentifier=\"ScannerResultViewController\"") }) + 1
        let subviews = try #require(lines[sceneLine...].firstIndex { $0.contains("<subviews>") })
        var changed = lines
        changed.insert(Substring(ProfileCompareCLITests.labels(20)), at: subviews + 1)
        try CLI.withTemporaryFolder("github-compare") { folder in
            for (side, body) in [("base", text), ("head", changed.joined(separator: "\n"))] {
                try FileManager.default.createDirectory(atPath: folder + "/\(side)/App", withIntermediateDirectories: true)
                try body.write(toFile: folder + "/\(side)/App/Search.storyboard", atomically: true, encoding: .utf8)
                let profile = try CLI.run(["profile", "\(side)/App", "--out", "p-\(side)", "--warm-repetitions", "3"], in: folder)
                try #require(profile.status == 0, "\(profile)")
            }
            let compare = try CLI.run(["compare", "p-base", "p-head", "--format", "github"], in: folder)
            #expect(compare.status == 2, "\(compare)")
            let annotations = compare.stdout.split(separator: "\n")
            let regression = try #require(annotations.first { $0.hasPrefix("::error ") }, "\(compare)")
            #expect(
                regression.hasPrefix(
                    "::error file=head/App/Search.storyboard,line=\(sceneLine),title=nibbench%3A App/Search/ScannerResultViewController costs more to load::"
                        + "App/Search/ScannerResultViewController: allocations first load "),
                "\(regression)")
            #expect(annotations.last?.hasPrefix("::notice title=nibbench compare::1 regressed, ") == true, "\(compare)")

            let db = folder + "/history.sqlite"
            for (side, sha) in [("p-base", String(repeating: "a", count: 40)), ("p-head", String(repeating: "b", count: 40))] {
                #expect(try CLI.run(["history", "add", side, "--db", db, "--commit", sha], in: folder).status == 0)
            }
            let check = try CLI.run(["history", "check", "--db", db, "--format", "github", "--source-root", "head"], in: folder)
            #expect(check.status == 2, "\(check)")
            let step = try #require(check.stdout.split(separator: "\n").first { $0.hasPrefix("::error ") }, "\(check)")
            #expect(
                step.hasPrefix(
                    "::error file=head/App/Search.storyboard,line=\(sceneLine),title=nibbench%3A App/Search/ScannerResultViewController first_load_allocations stepped up::"
                )
                    && step.contains(" at bbbbbbbbbbbb, after aaaaaaaaaaaa ["),
                "\(step)")
            #expect(check.stdout.hasSuffix("::notice title=nibbench history check::1 of 1 series with a step or creep\n"), "\(check)")
        }
    }
}
