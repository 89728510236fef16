import Foundation
import Testing

/// The results committed under `Results/` (the example run, baselines) name no path of the
/// machine they were made on and no build from uncommitted changes: a reader's clone must
/// show what a clean commit produced, wherever it ran.
@Suite struct CommittedResultsTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let checkedExtensions: Set<String> = ["json", "md", "html", "csv", "svg"]

    /// The committed files under `Results/` (`git ls-files`), or, outside a git checkout, every
    /// file there; only the text formats above.
    static func committedResults() throws -> [String] {
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "-C", packageRoot, "ls-files", "-z", "--", "Results"]
        let pipe = Pipe()
        git.standardOutput = pipe
        git.standardError = FileHandle.nullDevice
        var files: [String]
        do {
            try git.run()
            let output = pipe.fileHandleForReading.readDataToEndOfFile()
            git.waitUntilExit()
            guard git.terminationStatus == 0 else { throw CocoaError(.fileReadUnknown) }
            files = String(decoding: output, as: UTF8.self).split(separator: "\0").map(String.init)
        } catch {
            files = (try FileManager.default.subpathsOfDirectory(atPath: packageRoot + "/Results")).map { "Results/" + $0 }
        }
        return files.filter { checkedExtensions.contains(($0 as NSString).pathExtension) }.sorted()
    }

    /// Where `text` names an absolute path of a machine (`/work/…`, `/tmp/…`, `/home/…`, …) or a
    /// build from a modified checkout (`+modified`); in JSON also any string value that is an
    /// absolute path.
    static func findings(in text: String, json: Bool) -> [String] {
        var found: [String] = []
        // A root folder of a machine's paths, not preceded by a path character (so `Corpora/tmp/`
        // and `http://host/tmp/` do not count).
        let machinePath = /(?:^|[^\w.~\/:-])(\/(?:work|tmp|home|Users|root|private|var|opt|mnt|Volumes|srv|data)\/[^\s"'<>)]*)/
        for match in text.matches(of: machinePath) { found.append(String(match.output.1)) }
        if text.contains("+modified") { found.append("+modified") }
        if json, let data = text.data(using: .utf8), let value = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) {
            found += absoluteStrings(in: value)
        }
        return found
    }

    /// String values of a JSON document that look like absolute file-system paths.
    static func absoluteStrings(in value: Any) -> [String] {
        switch value {
        case let string as String:
            // `/folder/…`: a root folder and more below it (a unit such as `/s` is not a path).
            guard string.hasPrefix("/"), let next = string.dropFirst().first, next.isLetter || next.isNumber || next == "." || next == "_",
                string.dropFirst().contains("/"), !string.contains(" ")
            else { return [] }
            return [string]
        case let array as [Any]: return array.flatMap(absoluteStrings)
        case let object as [String: Any]: return object.values.flatMap(absoluteStrings)
        default: return []
        }
    }

    @Test func theCheckFindsMachinePathsAndModifiedBuilds() {
        #expect(
            Self.findings(in: #"{"resume":{"corpusPath":"/work/main/Corpora/default","tracePath":"../../t.csv"}}"#, json: true).contains(
                "/work/main/Corpora/default"))
        #expect(Self.findings(in: #"{"a":["/srv2/x"]}"#, json: true) == ["/srv2/x"])
        #expect(Self.findings(in: "commit 9d12130+modified", json: false) == ["+modified"])
        #expect(Self.findings(in: "<td>/home/me/nibs/a.nib</td>", json: false) == ["/home/me/nibs/a.nib"])
        #expect(Self.findings(in: #"<svg xmlns="http://www.w3.org/2000/svg"><text>MB/s Corpora/tmp/x 1/2</text></svg>"#, json: false).isEmpty)
        #expect(Self.findings(in: #"{"tracePath":"../../Corpora/default/traces/quick.csv","unit":"/s","commit":"9d12130"}"#, json: true).isEmpty)
    }

    @Test func committedResultsNameNoMachinePathAndNoModifiedBuild() throws {
        let files = try Self.committedResults()
        #expect(!files.isEmpty, "no committed results found under \(Self.packageRoot)/Results")
        for file in files {
            let text = try String(contentsOfFile: Self.packageRoot + "/" + file, encoding: .utf8)
            let found = Self.findings(in: text, json: file.hasSuffix(".json"))
            #expect(found.isEmpty, "\(file): \(Array(Set(found)).sorted().prefix(5))")
        }
    }
}
