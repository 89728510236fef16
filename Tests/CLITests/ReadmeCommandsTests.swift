import Foundation
import Testing
import TestSupport

/// Issue 55 item 1: the commands README.md shows work as shown. Each command line of its `sh`
/// blocks is run, in order, in a scratch folder that holds what the README's names stand for
/// (`MyApp/` a small app of three xibs and a storyboard, `MyApp.git` its repository, `MyApp.ipa`
/// and `MyApp.app` built from it, `View.nib` a compiled xib); a command that costs minutes is
/// listed in ``runElsewhere`` with the place that runs it, and a README command that is in
/// neither fails the test, so that a new one is run or placed.
@Suite(.serialized) struct ReadmeCommandsTests {
    /// The README's commands that this suite does not run, and where each is run instead.
    static let runElsewhere: [String: String] = [
        "scripts/run": "the main job (a release build and every strategy on the default corpus): CI builds release and runs `run --quick`",
        "scripts/test": "the README's test command: CI runs it",
        "scripts/setup --valgrind && swift build -c release": "CI's setup and build steps",
        "nibbench run": "every strategy at three capacities on the default corpus, 6,000 loads × 3 (minutes); `run --quick` runs the same code here",
        "nibbench run --strategies uinib,decoded-lru --capacity 64,8MiB": "the default trace × 3 repetitions (a minute); RunInputsCLITests",
        "nibbench run --corpus Corpora/small.json --out Results/small":
            "every strategy on the default trace (minutes); CI's smoke step generates the small corpus",
        "nibbench run --quick --measure instructions --out Results/base":
            "14 strategies under callgrind (285–891 s); CI's instruction-count step runs six",
        "nibbench run --quick --measure instructions --out Results/head": "as Results/base",
        "nibbench compare Results/base Results/head --markdown gate.md": "needs the two counted runs; CI's instruction-count step compares its two",
        "scripts/compare-commits origin/main HEAD": "builds two commits in release (10–20 minutes)",
        "scripts/profile-commits origin/main HEAD MyApp/": "builds two commits in release; ScriptArgumentTests",
        "nibbench run --corpus Corpora/myapp": "every strategy on the default trace; BuiltAppCLITests imports and recommends on a built app",
        "nibbench recommend MyApp/ --out Results/recommend": "confirms with measured runs (minutes); RecommendCLITests, BuiltAppCLITests",
        "cd Examples/CustomStrategy && swift build -c release && cd ../..": "CI's custom-strategy step builds it",
        "Examples/CustomStrategy/.build/release/custom-nibbench run --quick --check-capacity --strategies two-level,decoded-idle,uinib,decoded-lru":
            "CI's custom-strategy step runs it"
    ]

    /// What a command may exit with: 0, and 2 where the README says a finding exits 2.
    static let findingExits: [String: Set<Int32>] = [
        "nibbench compare Results/example Results/mine": [0, 2],
        "nibbench compare Results/profile-old Results/profile": [0, 2],
        "nibbench verify MyApp.app --source MyApp": [0, 2],
        "nibbench history check --creep 5% --over 20": [0, 2]
    ]

    /// Every command line of README.md's `sh` blocks: continuation lines joined, comments dropped.
    static func commands() throws -> [String] {
        let readme = try String(contentsOfFile: CLI.packageRoot + "/README.md", encoding: .utf8)
        var commands: [String] = []
        var rest = readme[...]
        while let open = rest.range(of: "```sh\n"), let close = rest.range(of: "```", range: open.upperBound..<rest.endIndex) {
            let block = rest[open.upperBound..<close.lowerBound].replacingOccurrences(of: "\\\n", with: " ")
            for line in block.split(separator: "\n") {
                let code = line.range(of: " #").map { line[..<$0.lowerBound] } ?? line[...]
                let words = code.split(separator: " ").joined(separator: " ")
                if !words.isEmpty { commands.append(words) }
            }
            rest = rest[close.upperBound...]
        }
        return commands
    }

    /// README's names for the user's things, and what stands for them here.
    static let stand: [String: String] = [
        "Results/<run-id>": "Results/mine", "Sources/App": "MyApp", "HEAD~30": "HEAD~1", "SettingsView": "FontSizeSliderView"
    ]

    @Test func everyCommandIsRunOrPlaced() throws {
        let commands = try Self.commands()
        #expect(commands.count >= 30, "\(commands)")
        #expect(commands.contains("scripts/profile-history MyApp.git MyApp --last 30"), "the README's history section")
        for placed in Self.runElsewhere.keys {
            #expect(commands.contains(placed), "runElsewhere names a command README.md no longer shows: \(placed)")
        }
        try CLI.withTemporaryFolder("readme") { folder in
            try Self.prepare(folder)
            for command in commands where Self.runElsewhere[command] == nil {
                var words = command.split(separator: " ").map { Self.stand[String($0)] ?? String($0) }
                var output: String?
                if let arrow = words.firstIndex(of: ">") {
                    output = words[arrow + 1]
                    words.removeSubrange(arrow...)
                }
                if command == "nibbench profile MyApp/ --out Results/profile" {
                    // The baseline the README's profile compare reads.
                    defer { try? FileManager.default.copyItem(atPath: folder + "/Results/profile", toPath: folder + "/Results/profile-old") }
                    try Self.check(command, try Self.run(words, in: folder, output: output))
                } else {
                    try Self.check(command, try Self.run(words, in: folder, output: output))
                }
            }
        }
    }

    static func check(_ command: String, _ outcome: CLI.Outcome) throws {
        #expect((Self.findingExits[command] ?? [0]).contains(outcome.status), "\(command): \(outcome)")
    }

    /// Runs one command as the README shows it: `nibbench` is the built executable, `scripts/`
    /// the repository's scripts (given that executable, so that none builds).
    static func run(_ words: [String], in folder: String, output: String?) throws -> CLI.Outcome {
        let environment = ["NIBBENCH": CLI.executable]
        let outcome: CLI.Outcome
        if words[0] == "nibbench" {
            outcome = try CLI.run(Array(words.dropFirst()), in: folder, environment: environment)
        } else {
            try #require(words[0].hasPrefix("scripts/"), "no runner for \(words.joined(separator: " "))")
            outcome = try CLI.run([CLI.packageRoot + "/" + words[0]] + words.dropFirst(), in: folder, environment: environment, program: "/bin/bash")
        }
        if let output { try outcome.stdout.write(toFile: folder + "/" + output, atomically: true, encoding: .utf8) }
        return outcome
    }

    /// The scratch folder: the corpus specs and the committed example run, `MyApp/` (three xibs
    /// and a storyboard), `MyApp.git` (three commits of it, the last adding 20 labels to a view),
    /// `MyApp.app` and `MyApp.ipa` built from vectors, the nibs the README inspects.
    static func prepare(_ folder: String) throws {
        let fm = FileManager.default
        try fm.createDirectory(atPath: folder + "/Corpora", withIntermediateDirectories: true)
        for spec in ["default.json", "small.json"] {
            try fm.copyItem(atPath: CLI.packageRoot + "/Corpora/" + spec, toPath: folder + "/Corpora/" + spec)
        }
        try fm.createDirectory(atPath: folder + "/Results", withIntermediateDirectories: true)
        try fm.copyItem(atPath: CLI.packageRoot + "/Results/example", toPath: folder + "/Results/example")
        let vectors = try Vectors.xibFolder()
        let xibs = ["pocket-casts-ios/ButtonCell.xib", "pocket-casts-ios/DisclosureCell.xib", "wikipedia-ios/FontSizeSliderView.xib"]
        let repo = folder + "/MyApp.git"
        try fm.createDirectory(atPath: repo + "/MyApp", withIntermediateDirectories: true)
        try ScriptArgumentTests.git(["init", "--quiet"], in: repo)
        for (i, xib) in xibs.enumerated() {
            try fm.copyItem(atPath: vectors + "/" + xib, toPath: repo + "/MyApp/" + (xib as NSString).lastPathComponent)
            if i == 0 { try fm.copyItem(atPath: BuiltAppCLITests.storyboard, toPath: repo + "/MyApp/Main.storyboard") }
            try ScriptArgumentTests.git(["add", "-A"], in: repo)
            try ScriptArgumentTests.git(["commit", "--quiet", "-m", "add \(xib)"], in: repo)
        }
        let slider = repo + "/MyApp/FontSizeSliderView.xib"
        var text = try String(contentsOfFile: slider, encoding: .utf8)
        let at = try #require(text.range(of: "<subviews>\n")).upperBound
        text.insert(contentsOf: ProfileCompareCLITests.labels(20), at: at)
        try text.write(toFile: slider, atomically: true, encoding: .utf8)
        try ScriptArgumentTests.git(["commit", "--quiet", "-am", "20 labels"], in: repo)
        try fm.copyItem(atPath: repo + "/MyApp", toPath: folder + "/MyApp")
        let app = try BuiltAppCLITests.makeApp(in: folder)
        try fm.moveItem(atPath: app, toPath: folder + "/MyApp.app")
        try TestApp.zip(try TestApp.entries(of: folder + "/MyApp.app", as: "Payload/MyApp.app"), to: folder + "/MyApp.ipa")
        for (nib, xib) in [("View.nib", xibs[0]), ("Old.nib", xibs[2]), ("New.nib", "MyApp.git/MyApp/FontSizeSliderView.xib")] {
            let source = xib.hasPrefix("MyApp.git") ? folder + "/" + xib : vectors + "/" + xib
            try #require(try CLI.run(["compile", source, "-o", folder + "/" + nib]).status == 0)
        }
        try #require(try CLI.run(["compile", BuiltAppCLITests.storyboard, "-o", folder + "/App/Main.storyboardc"]).status == 0)
        try #require(try CLI.run(["compile", vectors + "/" + xibs[1], "-o", folder + "/App/Main.nib"]).status == 0)
        // The public trace the README simulates: one of ours on the small corpus, converted.
        for arguments in [
            ["generate", "--spec", "Corpora/small.json", "--out", "small"],
            ["trace", "generate", "--corpus", "small", "--length", "2000", "--seed", "1", "-o", "small.csv"],
            ["trace", "convert", "small.csv", "cloudPhysicsIO.oracleGeneral.bin", "--from", "ours", "--to", "oracle-general", "--corpus", "small"]
        ] {
            let outcome = try CLI.run(arguments, in: folder)
            try #require(outcome.status == 0, "\(outcome)")
        }
    }
}
