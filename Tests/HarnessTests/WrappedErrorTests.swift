import Foundation
import Harness
import NibbenchSupport
import Testing
import Traces
import Records
import Manifest

/// Issue 30, item 5: a harness error that reports another layer's error keeps its code and
/// place and keeps it as the cause.
@Suite struct WrappedErrorTests {
    @Test func aProfileWithAMissingFieldIsInvalidJSONAtThatFieldWithItsCauses() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("nibbench-wrapped-\(UUID().uuidString).json").path
        try Data(#"{"kind": "\#(NibProfile.kindMarker)", "schemaVersion": 1}"#.utf8).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let error: InputError
        do {
            _ = try NibProfile.read(file)
            Issue.record("the profile read")
            return
        } catch let thrown {
            error = thrown
        }
        #expect(error.codeName == "invalid-json", "\(error)")
        let path = try #require(error.jsonPath)
        #expect(error.file == file)
        #expect(error.description.hasPrefix("\(file): at \(path): not a valid profile: missing field"), "\(error)")
        let located = try #require(error.cause as? InputError)
        #expect(located.code == .invalidJSON && located.jsonPath == path)
        #expect(located.cause is DecodingError)
    }

    @Test func aMissingPlanKeepsTheFileErrorsCode() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("nibbench-no-plan-\(UUID().uuidString).json").path
        do {
            _ = try ChildRunner.readPlan(missing)
            Issue.record("a missing plan read")
        } catch {
            #expect(error.code == .io && error.file == missing, "\(error)")
            #expect(error.description.hasPrefix("\(missing): not a run plan written by a parent nibbench: "), "\(error)")
            #expect(error.cause != nil)
        }
    }
}
