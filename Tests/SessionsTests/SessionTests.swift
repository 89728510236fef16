import Foundation
import History
import NibbenchSupport
import Records
import Reporting
import Sessions
import TestSupport
import Testing
import Traces
import Verdicts

/// The flows of `compare` and `history` over a committed run (ReportingTests' fixture): what
/// each session decides and writes, without the command that prints it.
@Suite struct SessionTests {
    /// A run folder holding a copy of ReportingTests' committed `run.json`.
    static func runFolder(in parent: String, _ name: String) throws -> String {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("ReportingTests/Fixtures/run.json").path
        let folder = parent + "/" + name
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: fixture, toPath: folder + "/run.json")
        return folder
    }

    @Test func aRunComparedWithItselfPassesTheGateAndWritesItsMarkdown() throws {
        let folder = try TemporaryFolder.make("sessions")
        defer { TemporaryFolder.remove(folder) }
        let run = try Self.runFolder(in: folder, "run")
        var session = CompareSession(baseline: run, new: run)
        session.markdownFile = folder + "/compare.md"
        let outcome = try session.run()
        #expect(outcome.exitCode == 0, "\(outcome.text)")
        let written = try String(contentsOfFile: folder + "/compare.md", encoding: .utf8)
        #expect(written.hasPrefix("# nibbench compare"), "\(written.prefix(200))")
        let configurations = try ResultDirectory.read(run + "/run.json").summaries.map { $0.config.description }
        #expect(!configurations.isEmpty && configurations.allSatisfy { written.contains($0) && outcome.text.contains($0) })
    }

    @Test func aRunIsNotComparedWithAProfile() throws {
        let folder = try TemporaryFolder.make("sessions")
        defer { TemporaryFolder.remove(folder) }
        let run = try Self.runFolder(in: folder, "run")
        let profile = folder + "/profile"
        try FileManager.default.createDirectory(atPath: profile, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: profile + "/" + NibProfile.fileName))
        #expect {
            try CompareSession(baseline: run, new: profile).run()
        } throws: { error in
            (error as? ReportingError)?.code == .kindMismatch && "\(error)".contains(run)
        }
    }

    @Test func aResultIsAddedToTheHistoryOnceAndItsSeriesHasNoStep() throws {
        let folder = try TemporaryFolder.make("sessions")
        defer { TemporaryFolder.remove(folder) }
        let run = try Self.runFolder(in: folder, "run")
        let database = folder + "/history.sqlite"
        let commit = String(repeating: "ab", count: 20)
        let first = try HistorySession.add([run], to: database, commit: commit, branch: nil, repository: folder)
        #expect(first.count == 1 && first[0].commit == commit && first[0].figures > 0)
        #expect(first[0].outcome == .added(newSeries: true))
        let again = try HistorySession.add([run], to: database, commit: commit, branch: nil, repository: folder)
        #expect(again[0].outcome == .alreadyPresent(commit: commit), "the same result twice changes nothing")
        let verdict = try HistorySession.check(database, with: HistoryCheck(), repository: folder)
        #expect(!verdict.fails && verdict.series.count == 1)
    }

    @Test func aFolderThatHoldsNoResultIsRefusedAndNothingIsWritten() throws {
        let folder = try TemporaryFolder.make("sessions")
        defer { TemporaryFolder.remove(folder) }
        let empty = folder + "/empty"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        #expect(throws: HistoryError.self) {
            try HistorySession.add([empty], to: folder + "/history.sqlite", commit: nil, branch: nil, repository: folder)
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/history.sqlite"), "nothing is written when an addition fails")
    }
}

/// The sessions of generate and trace generate: what each decides before it writes.
@Suite struct GenerateSessionTests {
    static let defaultSpec = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Corpora/small.json").path

    @Test func theFolderIsTheOneAskedForElseNamedAfterTheSpec() throws {
        #expect(try GenerateSession(specOrProfile: Self.defaultSpec, out: nil).folder == "Corpora/small")
        #expect(try GenerateSession(specOrProfile: Self.defaultSpec, out: "/x/y").folder == "/x/y")
    }

    @Test func aCorpusIsGeneratedAndATraceOverItNamesABadModelAsTheCommandLinesOption() throws {
        let folder = try TemporaryFolder.make("sessions")
        defer { TemporaryFolder.remove(folder) }
        let outcome = try GenerateSession(specOrProfile: Self.defaultSpec, out: folder + "/corpus").run()
        #expect(!outcome.manifest.nibs.isEmpty && outcome.seconds >= 0)
        var overrides = TraceSpecOverrides()
        (overrides.model, overrides.length, overrides.seed) = ("zipf(alpha=0.9)", 200, 3)
        let written = try TraceGenerateSession(corpus: folder + "/corpus", overrides: overrides, output: folder + "/t.csv").run()
        #expect(written.events == 200 && written.memoryWarnings == 0 && written.spec.seed == 3)
        overrides.model = "zipf(alpha=-1)"
        #expect {
            try TraceGenerateSession(corpus: folder + "/corpus", overrides: overrides, output: folder + "/bad.csv").run()
        } throws: { error in
            (error as? InputError)?.file == "--model"
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/bad.csv"))
    }
}

/// Issue 55 item 2: a profiled nib's source, for annotations: the xib's file, a scene's or a
/// prototype cell's line in its storyboard.
@Suite struct NibSourceLocatorTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController storyboardIdentifier="Settings" id="A8v-Ao-FSs" customClass="SettingsController"/>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <tableViewController id="Xq1-2b-c3D">
                            <tableViewCell reuseIdentifier="Row" id="c1"/>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func scenesAndCellsAreFoundOnTheirLines() throws {
        do {
            let folder = try TemporaryFolder.make("locator")
            defer { TemporaryFolder.remove(folder) }
            try FileManager.default.createDirectory(atPath: folder + "/Sources/App/Views", withIntermediateDirectories: true)
            try Self.storyboard.write(toFile: folder + "/Sources/App/Main.storyboard", atomically: true, encoding: .utf8)
            try "<document/>".write(toFile: folder + "/Sources/App/Views/Card.xib", atomically: true, encoding: .utf8)
            let locator = NibSourceLocator(root: folder + "/Sources")
            let main = folder + "/Sources/App/Main.storyboard"
            #expect(locator.locate(subject: "App/Main/Settings") == .init(file: main, line: 6))
            // A generated identifier ends with the controller's id.
            #expect(locator.locate(subject: "App/Main/UITableViewController-Xq1-2b-c3D") == .init(file: main, line: 11))
            #expect(locator.locate(subject: "App/Main/UITableViewController-Xq1-2b-c3D#cell:Row") == .init(file: main, line: 12))
            #expect(locator.locate(subject: "App/Main/Gone") == .init(file: main, line: nil))
            #expect(locator.locate(subject: "App/Views/Card") == .init(file: folder + "/Sources/App/Views/Card.xib", line: nil))
            #expect(locator.locate(subject: "App/Views/Missing") == nil)
            #expect(locator.locate(subject: "App/../../etc/passwd") == nil)
        }
        #expect(NibSourceLocator.root(ofInputs: ["Sources/App"]) == "Sources")
        #expect(NibSourceLocator.root(ofInputs: ["App/"]) == ".")
        #expect(NibSourceLocator.root(ofInputs: ["/abs/App"]) == ".")
        #expect(NibSourceLocator.root(ofInputs: ["A/App", "B/Other"]) == ".")
    }
}
