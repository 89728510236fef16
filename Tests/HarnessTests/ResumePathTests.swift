import Foundation
@testable import Harness
import Testing
import Records

/// `run.json`'s resume record names the corpus and trace relative to the results folder, and
/// reads them back against the folder it was read from, whatever the current folder.
@Suite struct ResumePathTests {
    static func record(corpus: String, trace: String) -> ResumeInfo {
        ResumeInfo(corpusPath: corpus, tracePath: trace, traceSHA256: "00", seed: 1, injectedDelays: [:])
    }

    @Test(arguments: [
        ("/w/Corpora/default", "/w/Results/run-1", "../../Corpora/default"),
        ("/w/Corpora/default/traces/quick.csv", "/w/Results/run-1", "../../Corpora/default/traces/quick.csv"),
        ("/w/out/corpus", "/w/out", "corpus"),
        ("/w/out", "/w/out", "."),
        ("/a/b/c", "/x/y", "../../a/b/c"),
        ("/w/./Corpora/../Corpora/small", "/w/Results/", "../Corpora/small")
    ])
    func pathsAreWrittenRelativeToTheResultsFolder(path: String, folder: String, expected: String) {
        let relative = Self.record(corpus: path, trace: path).relative(to: folder)
        #expect(relative.corpusPath == expected && relative.tracePath == expected)
        let back = relative.resolved(against: folder)
        #expect(back.corpusPath == URL(fileURLWithPath: path).standardizedFileURL.path)
    }

    @Test func relativeInputsAreTakenFromTheCurrentFolder() {
        let cwd = FileManager.default.currentDirectoryPath
        let record = Self.record(corpus: "Corpora/default", trace: "Corpora/default/traces/quick.csv").relative(to: "Results/x")
        #expect(record.corpusPath == "../../Corpora/default" && record.tracePath == "../../Corpora/default/traces/quick.csv")
        #expect(record.resolved(against: "Results/x").corpusPath == cwd + "/Corpora/default")
        // Read from elsewhere (the folder given as an absolute path), the record still finds them.
        #expect(record.resolved(against: cwd + "/Results/x").tracePath == cwd + "/Corpora/default/traces/quick.csv")
    }

    @Test func absolutePathsOfEarlierVersionsAreKept() {
        let old = Self.record(corpus: "/work/main/Corpora/default", trace: "/work/main/Corpora/default/traces/quick.csv")
        #expect(old.resolved(against: "/elsewhere/Results/example") == old)
    }
}
