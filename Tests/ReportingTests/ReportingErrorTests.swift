import Foundation
import Harness
import NibbenchSupport
import Testing
import Traces
@testable import Reporting
import Manifest

/// Issue 18: Reporting has its own error, `ReportingError`, for results it cannot read or write;
/// each names the file and the line:column or JSON field, and renders as one line.
@Suite struct ReportingErrorTests {
    private func withFolder(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibbench-reporting-error-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(folder)
    }

    private func readError(_ path: String) -> ReportingError? {
        do {
            _ = try ResultDirectory.read(path)
            return nil
        } catch {
            return error
        }
    }

    @Test func aRunJSONThatStopsBeingJSONIsLocatedByLineAndColumn() throws {
        try withFolder { folder in
            let path = folder + "/run.json"
            try Data("{\n  \"schemaVersion\": 1,\n  \"corpus\": ]\n}\n".utf8).write(to: URL(fileURLWithPath: path))
            let error = try #require(readError(path))
            #expect(error.code == .invalidJSON)
            #expect(error.file == path)
            #expect(error.line == 3, "\(error)")
            #expect(error.cause != nil)
            #expect("\(error)".hasPrefix("\(path):3:"), "\(error)")
            #expect("\(error)".hasSuffix("(invalid-json)"))
            #expect(!"\(error)".contains("\n"))
        }
    }

    @Test func aBadFieldIsNamedByItsPath() throws {
        try withFolder { folder in
            let path = folder + "/run.json"
            let good = String(decoding: try JSONEncoder().encode(fixedRun()), as: UTF8.self)
            try Data(good.replacingOccurrences(of: "\"traceLoads\":3", with: "\"traceLoads\":\"3\"").utf8).write(to: URL(fileURLWithPath: path))
            let error = try #require(readError(path))
            #expect(error.code == .invalidJSON)
            #expect(error.jsonPath == "traceLoads")
            #expect("\(error)" == "\(path): at traceLoads: expected an integer (invalid-json)")
            // Issue 30, item 5: the located JSON error is the cause, and the decoding error its cause.
            let located = try #require(error.cause as? InputError)
            #expect(located.code == .invalidJSON && located.jsonPath == "traceLoads" && located.file == path)
            #expect(located.cause is DecodingError)
        }
    }

    /// Issue 30, item 5: a file error keeps its code and place, and is kept as the cause.
    @Test func aWrappedFileErrorKeepsItsCodeAndIsTheCause() throws {
        let fileError = FileError(.unsafePath, "the name leaves the folder", file: "out/../x")
        let wrapped = ReportingError(io: fileError)
        #expect(wrapped.codeName == "unsafe-path" && wrapped.file == "out/../x")
        #expect(try #require(wrapped.cause as? FileError) == fileError)
        #expect(wrapped.description == "out/../x: the name leaves the folder (unsafe-path)")
    }

    @Test func anotherSchemaAndAMissingFileHaveTheirOwnCodes() throws {
        try withFolder { folder in
            let path = folder + "/run.json"
            let good = String(decoding: try JSONEncoder().encode(fixedRun()), as: UTF8.self)
            try Data(good.replacingOccurrences(of: "\"schemaVersion\":2", with: "\"schemaVersion\":9").utf8).write(to: URL(fileURLWithPath: path))
            #expect(readError(path)?.code == .unsupportedSchema)
            let missing = try #require(readError(folder + "/none/run.json"))
            #expect(missing.code == .io)
            #expect("\(missing)" == "\(folder)/none/run.json: cannot read: no such file (io)")
            #expect(missing.cause is FileError)
        }
    }

    @Test func aResultsFolderThatIsAFileIsAnIOErrorAndIsKept() throws {
        try withFolder { folder in
            let path = folder + "/results"
            try Data("not a folder".utf8).write(to: URL(fileURLWithPath: path))
            #expect {
                try ResultDirectory.write(fixedRun(), id: "x", to: path)
            } throws: { error in
                let error = error as? ReportingError
                return error?.code == .io && error?.file == path && "\(error!)".contains("not a folder")
            }
            #expect(FileManager.default.contents(atPath: path) == Data("not a folder".utf8))
        }
    }

    @Test func rewritingAResultsFolderKeepsOtherFilesAndLeavesNoTemporaries() throws {
        try withFolder { folder in
            let path = folder + "/results"
            try ResultDirectory.write(fixedRun(), id: "x", to: path)
            try Data("notes".utf8).write(to: URL(fileURLWithPath: path + "/notes.txt"))
            try ResultDirectory.write(fixedRun(), id: "second-write-id", to: path)
            #expect(FileManager.default.contents(atPath: path + "/notes.txt") == Data("notes".utf8))
            #expect(try String(contentsOfFile: path + "/report.md", encoding: .utf8).contains("second-write-id"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["results"])
        }
    }
}
