import Foundation
import Testing

/// Issue 16, items 8 and 9: every failing command prints one line in nibbench's own words
/// (no Foundation error dump, no doubled prefix, no usage text) and exits 1; only usage
/// errors print the usage line and exit 64.
@Suite("CLI error messages")
struct ErrorMessageTests {
    @Test(
        "a missing file is named with \"no such file\", for every command that reads one",
        arguments: [
            ["inspect", "missing.nib"],
            ["diff", "missing.nib", "missing.nib"],
            ["instantiate", "missing.nib"],
            ["generate", "--spec", "missing.json"],
            ["trace", "stats", "missing.csv"],
            ["trace", "generate", "--corpus", "missing", "-o", "t.csv"],
            ["trace", "convert", "missing.csv", "o.csv", "--from", "ours", "--to", "ours"],
            ["simulate", "--trace", "missing.csv", "--capacities", "4"],
            ["report", "missing"]
        ])
    func missingFile(_ arguments: [String]) throws {
        try CLI.withTemporaryFolder("missing") { folder in
            let outcome = try CLI.run(arguments, in: folder)
            expectOneLineError(outcome, mentions: ["missing", "no such file"])
        }
    }

    @Test func compileOfAMissingXIB() throws {
        try CLI.withTemporaryFolder("compile-missing") { folder in
            expectOneLineError(try CLI.run(["compile", "missing.xib", "-o", "o.nib"], in: folder), mentions: ["missing.xib", "no such file"])
        }
    }

    @Test("an empty xib is reported at 1:1 as an empty file, not at 0:0")
    func emptyXIB() throws {
        try CLI.withTemporaryFolder("empty-xib") { folder in
            _ = FileManager.default.createFile(atPath: folder + "/empty.xib", contents: Data())
            let outcome = try CLI.run(["compile", "empty.xib", "-o", "o.nib"], in: folder)
            expectOneLineError(outcome, mentions: ["empty.xib:1:1:", "empty file"])
            #expect(!outcome.stderr.contains(":0:0:"))
        }
    }

    @Test("a truncated xib gets words, not NSXMLParserErrorDomain error N")
    func truncatedXIB() throws {
        try CLI.withTemporaryFolder("truncated-xib") { folder in
            try Data("<?xml version=\"1.0\"?>\n<document><view>".utf8).write(to: URL(fileURLWithPath: folder + "/t.xib"))
            let outcome = try CLI.run(["compile", "t.xib", "-o", "o.nib"], in: folder)
            expectOneLineError(outcome, mentions: ["t.xib:2:", "not well-formed"])
            #expect(!outcome.stderr.contains("NSXMLParserErrorDomain"))
        }
    }

    @Test("import of a missing folder blames the source, not the output folder")
    func importMissingSource() throws {
        try CLI.withTemporaryFolder("import-missing") { folder in
            let outcome = try CLI.run(["import", "nonexist", "--out", "out"], in: folder)
            expectOneLineError(outcome, mentions: ["nonexist", "no such folder"])
            #expect(!outcome.stderr.contains("out/"))
        }
    }

    @Test("a write into a missing folder names the folder")
    func writeIntoMissingFolder() throws {
        try CLI.withTemporaryFolder("write-missing") { folder in
            try Data("seq,nib,event\n1,a,load\n".utf8).write(to: URL(fileURLWithPath: folder + "/t.csv"))
            let outcome = try CLI.run(["trace", "convert", "t.csv", "no/such/o.csv", "--from", "ours", "--to", "ours"], in: folder)
            expectOneLineError(outcome, mentions: ["no/such/o.csv", "cannot write", "does not exist"])
        }
    }

    @Test("run outside the checkout: the missing default corpus is exit 1, one line, and says the path is relative")
    func missingDefaultCorpus() throws {
        try CLI.withTemporaryFolder("no-corpus") { folder in
            let outcome = try CLI.run(["run", "--quick"], in: folder)
            expectOneLineError(outcome, mentions: ["Corpora/default.json", "current folder"])
        }
    }

    @Test func unknownStrategyIsNotAUsageError() throws {
        try CLI.withTemporaryFolder("bad-strategy") { folder in
            expectOneLineError(try CLI.run(["run", "--strategies", "bogus"], in: folder), mentions: ["bogus", "decoded-lru"])
        }
    }

    @Test("--resume of a folder without run.json, and of a complete run, is exit 1 without usage")
    func resumeErrors() throws {
        try CLI.withTemporaryFolder("resume") { folder in
            expectOneLineError(try CLI.run(["run", "--resume", "nonexist"], in: folder), mentions: ["nonexist", "run.json"])
            let run = folder + "/done"
            try FileManager.default.createDirectory(atPath: run, withIntermediateDirectories: true)
            let fixture = CLI.packageRoot + "/Tests/ReportingTests/Fixtures"
            let runJSON = try #require(
                try FileManager.default.contentsOfDirectory(atPath: fixture).first { $0.hasSuffix(".json") },
                "no run.json fixture in \(fixture)")
            try FileManager.default.copyItem(atPath: fixture + "/" + runJSON, toPath: run + "/run.json")
            expectOneLineError(try CLI.run(["run", "--resume", "done"], in: folder), mentions: ["complete", "nothing to resume"])
        }
    }

    @Test(
        "--capacity -5 says what a capacity must be (a usage error, exit 64)",
        arguments: [["run", "--capacity", "-5"], ["run", "--capacity", "0"], ["simulate", "--trace", "t.csv", "--capacities", "64", "-5"]])
    func negativeCapacity(_ arguments: [String]) throws {
        let outcome = try CLI.run(arguments)
        #expect(outcome.status == 64, "\(outcome)")
        #expect(outcome.stderr.contains("a capacity must be a positive count or byte size"), "\(outcome)")
        #expect(!outcome.stderr.contains("Missing value"), "\(outcome)")
    }

    @Test("bench's default vector folder: the error says it is relative to the current folder")
    func missingDefaultVectors() throws {
        try CLI.withTemporaryFolder("no-vectors") { folder in
            for bench in ["decode", "compile"] {
                let outcome = try CLI.run(["bench", bench], in: folder)
                expectOneLineError(outcome, mentions: ["no such folder", "Tests/Vectors", "current folder", "pass DIR"])
            }
        }
    }

    /// The child-process entry (Harness's ChildProcess) refuses what no parent writes in one
    /// line; the commands keep no hidden child options.
    @Test func childArgumentsNoParentWritesFailInOneLine() throws {
        try CLI.withTemporaryFolder("child") { folder in
            expectOneLineError(try CLI.run(["--nibbench-child", "bogus"], in: folder), mentions: ["not a child process's arguments"])
            expectOneLineError(
                try CLI.run(["--nibbench-child", "run", "missing.json", "out"], in: folder), mentions: ["missing.json", "not a run plan"])
            #expect(try CLI.run(["run", "--child-plan", "p.json", "--emit-json", "o.json"], in: folder).status == 64)
            #expect(try CLI.run(["bench", "instantiate", "--count-in-child"], in: folder).status == 64)
        }
    }
}
