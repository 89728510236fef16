import Foundation
import Testing

/// Issue 16, items 6, 7 and 13: libCacheSim's trace names and binary content, `trace generate`
/// without `--model` (issue 32: the app model for a corpus with screens), and what `simulate` says about policies that admit nothing.
@Suite("CLI traces")
struct TraceCLITests {
    /// Three oracleGeneral records: objects 5, 6, 5 of 100 bytes.
    static let oracleGeneral: Data = {
        var data = Data()
        for (time, id, next) in [(UInt32(1), UInt64(5), Int64(3)), (2, 6, -1), (3, 5, -1)] {
            withUnsafeBytes(of: time.littleEndian) { data.append(contentsOf: $0) }
            withUnsafeBytes(of: id.littleEndian) { data.append(contentsOf: $0) }
            withUnsafeBytes(of: UInt32(100).littleEndian) { data.append(contentsOf: $0) }
            withUnsafeBytes(of: next.littleEndian) { data.append(contentsOf: $0) }
        }
        return data
    }()

    @Test(
        "libCacheSim's names are read as oracleGeneral, and so is such content under any name",
        arguments: ["cloudPhysicsIO.oracleGeneral.bin", "x.oracleGeneral", "x.oracleGeneral.sample10", "trace.bin"])
    func oracleGeneralNames(_ name: String) throws {
        try CLI.withTemporaryFolder("og") { folder in
            try Self.oracleGeneral.write(to: URL(fileURLWithPath: folder + "/" + name))
            let simulate = try CLI.run(["simulate", "--trace", name, "--capacities", "4", "--policies", "lru"], in: folder)
            #expect(simulate.status == 0, "\(simulate)")
            #expect(simulate.stdout.contains("0.666667"), "\(simulate)")
            let stats = try CLI.run(["trace", "stats", name, "--json"], in: folder)
            #expect(stats.status == 0, "\(stats)")
            #expect(stats.stdout.contains("\"format\" : \"oracle-general\""), "\(stats)")
        }
    }

    @Test(
        "binary data is never read as CSV nor echoed: one line, printable",
        arguments: [
            ("t.csv", [0x67, 0x61, 0x72, 0x00, 0x01, 0xFF, 0x1B, 0x0A]),
            ("x.oracleGeneral.zst", [0x28, 0xB5, 0x2F, 0xFD, 0x00, 0x01])
        ] as [(String, [UInt8])])
    func binaryRefused(_ name: String, _ bytes: [UInt8]) throws {
        try CLI.withTemporaryFolder("bin") { folder in
            try Data(bytes).write(to: URL(fileURLWithPath: folder + "/" + name))
            for arguments in [
                ["trace", "stats", name], ["simulate", "--trace", name, "--capacities", "4"],
                ["simulate", "--trace", name, "--format", "ours", "--capacities", "4"]
            ] {
                let outcome = try CLI.run(arguments, in: folder)
                expectOneLineError(outcome, mentions: [name])
                #expect(
                    outcome.stderr.unicodeScalars.allSatisfy { $0 == "\n" || ($0.value >= 0x20 && $0.value != 0x7F && $0 != "\u{FFFD}") },
                    "raw bytes echoed: \(outcome)")
            }
        }
    }

    @Test("a CSV field with control bytes is quoted as \\xNN")
    func controlBytesEscaped() throws {
        try CLI.withTemporaryFolder("ctl") { folder in
            try Data("seq,nib,event\n1,a,lo\u{1B}[2Jad\n".utf8).write(to: URL(fileURLWithPath: folder + "/t.csv"))
            let outcome = try CLI.run(["trace", "stats", "t.csv"], in: folder)
            expectOneLineError(outcome, mentions: ["\\x1b[2J"])
        }
    }

    @Test("trace generate without --model uses run's default model")
    func generateDefaultModel() throws {
        try CLI.withTemporaryFolder("gen") { folder in
            let generated = try CLI.run(["generate", "--spec", CLI.packageRoot + "/Corpora/small.json", "--out", "c"], in: folder)
            try #require(generated.status == 0, "\(generated)")
            let outcome = try CLI.run(["trace", "generate", "--corpus", "c", "--length", "200", "-o", "t.csv"], in: folder)
            #expect(outcome.status == 0, "\(outcome)")
            // The corpus has screens, so the default is the app model.
            #expect(outcome.stdout.contains("model app(visits=12.0,"), "\(outcome)")
            #expect(outcome.stdout.contains("0 memory warnings"), "\(outcome)")
            let explicit = try CLI.run(
                [
                    "trace", "generate", "--corpus", "c", "--length", "200", "-o", "u.csv", "--model",
                    "app(visits=12,back=0.35,maxDepth=8,fanOut=3,cellTypes=2,extra=0.1,warning=0)"
                ], in: folder)
            #expect(explicit.status == 0, "\(explicit)")
            #expect(FileManager.default.contents(atPath: folder + "/t.csv") == FileManager.default.contents(atPath: folder + "/u.csv"))
        }
    }

    @Test("simulate marks S3-FIFO and W-TinyLFU where they admit nothing, and pluralises")
    func admitsNothingNote() throws {
        try CLI.withTemporaryFolder("note") { folder in
            try Data("seq,nib,event\n1,a,load\n2,,memory-warning\n3,a,load\n".utf8).write(to: URL(fileURLWithPath: folder + "/t.csv"))
            let outcome = try CLI.run(["simulate", "--trace", "t.csv", "--capacities", "8,200", "--policies", "lru,s3fifo,wtinylfu"], in: folder)
            #expect(outcome.status == 0, "\(outcome)")
            #expect(outcome.stdout.contains("s3fifo admits nothing at objects:8"), "\(outcome)")
            #expect(outcome.stdout.contains("wtinylfu admits nothing at objects:8"), "\(outcome)")
            #expect(!outcome.stdout.contains("at objects:200"), "\(outcome)")
            #expect(!outcome.stdout.contains("lru admits"), "\(outcome)")
            #expect(outcome.stdout.contains("1 memory warning emptied"), "\(outcome)")
        }
    }
}
