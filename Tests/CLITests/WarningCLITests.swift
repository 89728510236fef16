import Foundation
import Testing

/// Issue 28, defects 1 and 2: a folder with nothing to compile is an error; compiler warnings go
/// to standard error as `FILE:LINE:COL: warning: message`, once each, and `compile`, `profile` and
/// `import` count them in their summaries.
@Suite struct WarningCLITests {
    /// `smallXIB` with `bad` unknown values: a contentMode on the view, then a textAlignment on
    /// the label.
    static func xib(bad: Int) -> String {
        var text = smallXIB
        if bad >= 1 { text = text.replacingOccurrences(of: "<view contentMode=\"scaleToFill\"", with: "<view contentMode=\"sideways\"") }
        if bad >= 2 { text = text.replacingOccurrences(of: "<label opaque=\"NO\"", with: "<label opaque=\"NO\" textAlignment=\"diagonal\"") }
        return text
    }

    static func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// The warning lines of standard error.
    static func warnings(_ outcome: CLI.Outcome) -> [String] {
        outcome.stderr.split(separator: "\n").map(String.init).filter { $0.contains(": warning: ") }
    }

    @Test("compile of a folder without xibs or storyboards is a one-line error naming it, exit 1")
    func emptyFolder() throws {
        try CLI.withTemporaryFolder("empty-compile") { folder in
            try FileManager.default.createDirectory(atPath: folder + "/empty", withIntermediateDirectories: true)
            try Self.write("not a xib", to: folder + "/empty/notes.txt")
            let outcome = try CLI.run(["compile", "empty", "-o", "f.nib"], in: folder)
            expectOneLineError(outcome, mentions: ["empty", "no .xib or .storyboard"])
            #expect(outcome.stdout.isEmpty, "\(outcome)")
            #expect(!FileManager.default.fileExists(atPath: folder + "/f.nib"))
        }
    }

    @Test("compile: warnings on standard error as FILE:LINE:COL: warning:, once each, counted with the right plural")
    func compileWarnings() throws {
        try CLI.withTemporaryFolder("warn-compile") { folder in
            try Self.write(Self.xib(bad: 2), to: folder + "/src/Two.xib")
            try Self.write(Self.xib(bad: 1), to: folder + "/one/One.xib")
            let two = try CLI.run(["compile", "src/Two.xib", "-o", "Two.nib"], in: folder)
            #expect(two.status == 0, "\(two)")
            #expect(!two.stdout.contains("warning:"), "warnings belong on standard error: \(two)")
            #expect(
                Self.warnings(two) == [
                    "src/Two.xib:10:\(Self.column(two, 0)): warning: contentMode=\"sideways\" is not a known value; kept as text",
                    "src/Two.xib:13:\(Self.column(two, 1)): warning: textAlignment=\"diagonal\" is not a known value; kept as text"
                ], "\(two)")
            #expect(two.stdout.contains("1 connection, 2 warnings"), "\(two)")
            let one = try CLI.run(["compile", "one", "-o", "out"], in: folder)
            #expect(one.status == 0, "\(one)")
            #expect(Self.warnings(one).count == 1 && Self.warnings(one)[0].hasPrefix("one/One.xib:10:"), "\(one)")
            #expect(one.stdout.contains("compiled 1 of 1 file from one") && one.stdout.contains("1 warning"), "\(one)")
            #expect(!one.stdout.contains("1 warnings"), "\(one)")
        }
    }

    /// The column of the `index`th warning line.
    static func column(_ outcome: CLI.Outcome, _ index: Int) -> String {
        let lines = warnings(outcome)
        guard index < lines.count else { return "?" }
        return String(lines[index].split(separator: ":")[2])
    }

    @Test("profile and import report the compiler's warnings and count them")
    func profileAndImportWarnings() throws {
        try CLI.withTemporaryFolder("warn-profile") { folder in
            try Self.write(Self.xib(bad: 2), to: folder + "/app/Two.xib")
            try Self.write(smallXIB, to: folder + "/app/Clean.xib")
            let profile = try CLI.run(["profile", "app", "--out", "prof", "--warm-repetitions", "1"], in: folder)
            #expect(profile.status == 0, "\(profile)")
            #expect(
                Self.warnings(profile).count == 2 && Self.warnings(profile).allSatisfy { $0.hasPrefix("Two.xib:") || $0.hasPrefix("app/Two.xib:") },
                "\(profile)")
            #expect(profile.stdout.contains("0 failures, 2 warnings"), "\(profile)")
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/prof/profile.json"))) as? [String: Any]
            let recorded = try #require(json?["compilerWarnings"] as? [[String: Any]])
            #expect(recorded.count == 2 && recorded.allSatisfy { ($0["line"] as? Int ?? 0) > 0 && ($0["column"] as? Int ?? 0) > 0 })
            #expect(recorded.compactMap { $0["message"] as? String }.first?.contains("sideways") == true)

            let imported = try CLI.run(["import", "app", "--out", "corpus"], in: folder)
            #expect(imported.status == 0, "\(imported)")
            #expect(Self.warnings(imported).count == 2 && Self.warnings(imported).allSatisfy { $0.hasPrefix("app/Two.xib:") }, "\(imported)")
            #expect(
                imported.stdout.contains("imported 2 nibs") && imported.stdout.contains("2 compiled xibs") && imported.stdout.contains("2 warnings"),
                "\(imported)")

            try FileManager.default.removeItem(atPath: folder + "/app/Two.xib")
            let clean = try CLI.run(["import", "app", "--out", "clean"], in: folder)
            #expect(
                clean.stdout.contains("imported 1 nib into") && clean.stdout.contains("1 compiled xib,") && clean.stdout.contains("0 warnings"),
                "\(clean)")
            #expect(Self.warnings(clean).isEmpty)
        }
    }
}
