import Foundation
import Testing
import TestSupport

/// `nibbench profile` run as a user runs it (issue 21 item 1): the folder it writes, bad files
/// reported without aborting, the previous folder kept when the command fails, and deterministic
/// fields identical across processes (allocations always; instructions under callgrind).
@Suite(.serialized) struct ProfileCLITests {
    static let three = ["pocket-casts-ios/ButtonCell.xib", "pocket-casts-ios/DisclosureCell.xib", "wikipedia-ios/FontSizeSliderView.xib"]

    /// Makes `app` (an app's folder of xibs) holding ``three``, copied from `vectors`.
    static func copyThree(from vectors: String, into app: String) throws {
        try FileManager.default.createDirectory(atPath: app, withIntermediateDirectories: true)
        for vector in three {
            try FileManager.default.copyItem(atPath: vectors + "/" + vector, toPath: app + "/" + (vector as NSString).lastPathComponent)
        }
    }

    /// profile.json without its informational fields: machine and every timing. The class order
    /// stays: it is ranked by allocation requests in time mode (issue 31), deterministic.
    private func deterministic(_ folder: String) throws -> NSDictionary {
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/profile.json"))
        var json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        json["machine"] = nil
        json["nibs"] = try #require(json["nibs"] as? [[String: Any]]).map {
            var n = $0; n["timing"] = nil; return n
        }
        json["classes"] = try #require(json["classes"] as? [[String: Any]]).map {
            var c = $0; c["timing"] = nil; return c
        }
        return json as NSDictionary
    }

    @Test func profilesVectorsIntoAFolderAndAllocationsRepeatAcrossProcesses() throws {
        let vectors = try Vectors.xibFolder()
        try CLI.withTemporaryFolder("profile") { folder in
            let inputs = Self.three.map { vectors + "/" + $0 }
            let a = try CLI.run(["profile"] + inputs + ["--out", folder + "/a", "--warm-repetitions", "3"])
            #expect(a.status == 0, "\(a)")
            #expect(
                a.stdout.contains("profiled 3 nibs") && a.stdout.contains("costliest nibs (first load): ")
                    && a.stdout.contains("costliest classes: "), "\(a)")
            for file in ["profile.json", "profile.csv", "report.md", "charts/cost-by-nib.svg", "charts/cost-by-class.svg"] {
                #expect(FileManager.default.fileExists(atPath: folder + "/a/" + file), "missing \(file)")
            }
            let report = try String(contentsOfFile: folder + "/a/report.md", encoding: .utf8)
            #expect(report.contains("## Costliest nibs") && report.contains("| 1 | ") && report.contains("## Costliest classes"))
            let csv = try String(contentsOfFile: folder + "/a/profile.csv", encoding: .utf8).split(separator: "\n")
            #expect(csv.count == 4 && csv[1].hasPrefix("ButtonCell,ButtonCell.xib,xib,"), "\(csv)")
            let b = try CLI.run(["profile"] + inputs + ["--out", folder + "/b", "--warm-repetitions", "3"])
            #expect(b.status == 0, "\(b)")
            #expect(
                try deterministic(folder + "/a") == deterministic(folder + "/b"), "objects, values, bytes or allocations differ between processes")
            // The ranking rests on allocation requests, not one timing: both runs name the same nibs in the same order.
            func costliest(_ stdout: String) -> [String] {
                let line = stdout.split(separator: "\n").first { $0.hasPrefix("costliest nibs (first load): ") } ?? ""
                return line.dropFirst("costliest nibs (first load): ".count).split(separator: "; ").map { String($0.prefix { $0 != " " }) }
            }
            #expect(costliest(a.stdout).count == 3 && costliest(a.stdout) == costliest(b.stdout), "\(a.stdout)\n\(b.stdout)")
        }
    }

    @Test func aBadFileAmongGoodOnesIsReportedAndTheRestProfiled() throws {
        let vectors = try Vectors.xibFolder()
        try CLI.withTemporaryFolder("profile-bad") { folder in
            try Self.copyThree(from: vectors, into: folder + "/App")
            try Data("NIBArchive\u{1}\0\0\0garbage".utf8).write(to: URL(fileURLWithPath: folder + "/App/Bad.nib"))
            let outcome = try CLI.run(["profile", "App", "--out", "out"], in: folder)
            #expect(outcome.status == 1 && !outcome.crashed, "\(outcome)")
            let lines = outcome.stderr.split(separator: "\n").filter { !$0.hasPrefix("nibbench: profiling") }
            #expect(lines.count == 2 && lines[0].hasPrefix("nibbench: App/Bad.nib") && lines[0].contains("byte"), "\(outcome)")
            #expect(lines[1].hasPrefix("nibbench: 1 of 4 files not measured: the profile leaves them out"), "\(outcome)")
            #expect(outcome.stdout.contains("profiled 3 nibs") && outcome.stdout.contains("1 failure"), "\(outcome)")
            let json = try String(contentsOfFile: folder + "/out/profile.json", encoding: .utf8)
            #expect(json.contains("\"file\" : \"App/Bad.nib\"") && json.contains("\"kind\" : \"nibbench-profile\""))
        }
    }

    @Test func aFailedCommandKeepsThePreviousFolder() throws {
        let vectors = try Vectors.xibFolder()
        try CLI.withTemporaryFolder("profile-keep") { folder in
            let first = try CLI.run(["profile", vectors + "/" + Self.three[0], "--out", folder + "/out", "--warm-repetitions", "1"])
            try #require(first.status == 0, "\(first)")
            let before = try Data(contentsOf: URL(fileURLWithPath: folder + "/out/profile.json"))
            let missing = try CLI.run(["profile", folder + "/nothing-here", "--out", folder + "/out"])
            expectOneLineError(missing, mentions: ["nothing could be profiled", "nothing-here"])
            try Data("not a nib".utf8).write(to: URL(fileURLWithPath: folder + "/Bad.nib"))
            let bad = try CLI.run(["profile", folder + "/Bad.nib", "--out", folder + "/out"])
            expectOneLineError(bad, mentions: ["Bad.nib"])
            #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/out/profile.json")) == before)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["Bad.nib", "out"], "no temporary folder left")
            let usage = try CLI.run(["profile", vectors])
            #expect(usage.status == 64 && usage.stderr.contains("--out"), "\(usage)")
        }
    }

    /// A committed storyboard whose detail scene's table has two prototype cells.
    static let storyboard = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("XIBTests/Fixtures/storyboards/Alamofire-Alamofire/Main.storyboard").path

    /// Issue 29 item 2: the report has a row per prototype cell (`Scene#cell:<reuse id>`),
    /// costed like the other rows; under `--measure instructions` their phases are counted too.
    @Test func aStoryboardsPrototypeCellsAreRowsOfTheReport() throws {
        try CLI.withTemporaryFolder("profile-prototypes") { folder in
            var arguments = ["profile", Self.storyboard, "--out", folder + "/out", "--warm-repetitions", "1"]
            if InstructionModeTests.valgrindInstalled { arguments += ["--measure", "instructions"] }
            let outcome = try CLI.run(arguments)
            #expect(outcome.status == 0, "\(outcome)")
            #expect(outcome.stdout.contains("profiled 5 scenes and 2 prototype cells"), "\(outcome)")
            let report = try String(contentsOfFile: folder + "/out/report.md", encoding: .utf8)
            for cell in ["Body", "Header"] {
                let name = "Main/UITableViewController-hay-0o-6iw#cell:" + cell
                #expect(report.contains(name), "no row for \(name)")
                let csv = try String(contentsOfFile: folder + "/out/profile.csv", encoding: .utf8)
                #expect(csv.contains(name + ",Main.storyboard,prototype-cell,UITableViewController-hay-0o-6iw,"), "\(csv)")
            }
            guard InstructionModeTests.valgrindInstalled else { return }
            let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/out/profile.json"))
            let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            for nib in try #require(json["nibs"] as? [[String: Any]]) where nib["sourceKind"] as? String == "prototype-cell" {
                let warm = ((nib["deterministic"] as? [String: Any])?["warmInstantiate"] as? [String: Any])?["instructions"] as? Int ?? 0
                #expect(warm > 10_000, "\(nib["name"] ?? "?"): \(warm) instructions")
            }
        }
    }

    /// `compile --report` counts the prototype nibs; `instantiate` of the bundle dequeues each
    /// prototype cell once and says so per scene and in total.
    @Test func compileCountsAndInstantiateDequeuesThePrototypeCells() throws {
        try CLI.withTemporaryFolder("instantiate-prototypes") { folder in
            let compiled = try CLI.run(["compile", Self.storyboard, "-o", folder + "/Main.storyboardc", "--report"])
            #expect(compiled.status == 0 && compiled.stdout.contains("prototype nibs: 2"), "\(compiled)")
            let text = try CLI.run(["instantiate", folder + "/Main.storyboardc", "--stub-unknown-classes"])
            #expect(text.status == 0, "\(text)")
            let lines = text.stdout.split(separator: "\n")
            #expect(lines.first?.contains("2 prototype cells instantiated") == true, "\(text)")
            #expect(lines.contains { $0.contains("UITableViewController-hay-0o-6iw:") && $0.contains("2 prototype cells") }, "\(text)")
            let json = try CLI.run(["instantiate", folder + "/Main.storyboardc", "--stub-unknown-classes", "--json"])
            #expect(json.status == 0 && json.stdout.contains("\"prototypes\" : 2"), "\(json)")
        }
    }

    @Test(.enabled(if: InstructionModeTests.valgrindInstalled, "valgrind is not installed (scripts/setup --valgrind)"))
    func instructionCountsAreIdenticalAcrossProcesses() throws {
        let vectors = try Vectors.xibFolder()
        try CLI.withTemporaryFolder("profile-instructions") { folder in
            let inputs = Self.three.map { vectors + "/" + $0 }
            for out in ["a", "b"] {
                let outcome = try CLI.run(
                    ["profile"] + inputs + ["--measure", "instructions", "--out", folder + "/" + out, "--warm-repetitions", "1"])
                try #require(outcome.status == 0, "\(outcome)")
            }
            let a = try deterministic(folder + "/a"), b = try deterministic(folder + "/b")
            #expect(a == b, "deterministic fields differ between two instruction-mode profiles")
            let nibs = try #require(a["nibs"] as? [[String: Any]])
            for nib in nibs {
                let fields = try #require(nib["deterministic"] as? [String: Any])
                for phase in ["decode", "firstInstantiate", "warmInstantiate"] {
                    let counted = (fields[phase] as? [String: Any])?["instructions"] as? Int ?? 0
                    #expect(counted > 10_000, "\(nib["name"] ?? "?") \(phase): \(counted) instructions")
                }
            }
            let machine = try String(contentsOfFile: folder + "/a/profile.json", encoding: .utf8)
            #expect(machine.contains("\"valgrind\" : \"valgrind-"))
        }
    }

    /// Issue 55 item 5: a unit counts the same in a whole-folder profile (two callgrind children,
    /// scenes and a xib in one plan) and profiled alone from another folder, as
    /// scripts/profile-history profiles a commit's changed files: no count depends on the plan,
    /// the children sharing it, or the path. (Before, 4 of these 18 counts differed, by up to
    /// 178 instructions.)
    @Test(.enabled(if: InstructionModeTests.valgrindInstalled, "valgrind is not installed (scripts/setup --valgrind)"))
    func aUnitCountsTheSameAloneAndInAnotherFolder() throws {
        let search = CLI.packageRoot + "/" + GitHubFormatCLITests.search
        let files = [search, (search as NSString).deletingLastPathComponent + "/ProductTableViewCell.xib"]
        try CLI.withTemporaryFolder("profile-alone") { folder in
            for place in ["App", "Moved/Deeper/App2"] {
                try FileManager.default.createDirectory(atPath: folder + "/" + place, withIntermediateDirectories: true)
                for file in files {
                    try FileManager.default.copyItem(atPath: file, toPath: folder + "/" + place + "/" + (file as NSString).lastPathComponent)
                }
            }
            let whole = try CLI.run(["profile", "App", "--measure", "instructions", "--out", "whole", "--warm-repetitions", "1"], in: folder)
            try #require(whole.status == 0, "\(whole)")
            var counts: [String: [String: Any]] = [:]
            for nib in try #require(try deterministic(folder + "/whole")["nibs"] as? [[String: Any]]) {
                let name = try #require(nib["name"] as? String)
                counts[String(name.dropFirst("App/".count))] = try #require(nib["deterministic"] as? [String: Any])
            }
            #expect(counts.count == 3)
            var compared = 0
            for file in files.map({ ($0 as NSString).lastPathComponent }) {
                let alone = try CLI.run(
                    ["profile", file, "--measure", "instructions", "--out", folder + "/alone-" + file, "--warm-repetitions", "1"],
                    in: folder + "/Moved/Deeper/App2")
                try #require(alone.status == 0, "\(alone)")
                for nib in try #require(try deterministic(folder + "/alone-" + file)["nibs"] as? [[String: Any]]) {
                    let name = try #require(nib["name"] as? String)
                    let fields = try #require(nib["deterministic"] as? [String: Any]), before = try #require(counts[name], "\(name)")
                    for phase in ["decode", "firstInstantiate", "warmInstantiate"] {
                        let a = try #require(before[phase] as? [String: Any]), b = try #require(fields[phase] as? [String: Any])
                        for figure in ["instructions", "allocations"] {
                            #expect(
                                a[figure] as? Int == b[figure] as? Int,
                                "\(name) \(phase) \(figure): \(a[figure] ?? "-") whole, \(b[figure] ?? "-") alone")
                            compared += 1
                        }
                    }
                }
            }
            #expect(compared == 18)
        }
    }
}
