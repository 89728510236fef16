import Foundation
import Records
import Testing

/// An interrupted run's state is typed, and `run.json` keeps it as the one string it always was.
@Suite struct RunInterruptionTests {
    static func decoded(_ json: String) throws -> RunInterruption {
        try JSONDecoder().decode(RunInterruption.self, from: Data(json.utf8))
    }

    @Test func isWrittenAndReadAsTheStringRunJSONAlwaysHeld() throws {
        let interruption = RunInterruption(completed: "after 2 of 5 replays; the replay in progress was discarded")
        let json = String(decoding: try JSONEncoder().encode(interruption), as: UTF8.self)
        #expect(json == #""interrupted after 2 of 5 replays; the replay in progress was discarded""#)
        #expect(try Self.decoded(json) == interruption)
        #expect(RunInterruption().description == "interrupted")
        #expect(try Self.decoded(#""interrupted""#) == RunInterruption())
    }

    @Test func aTextNotWrittenByAnInterruptIsKeptWhole() throws {
        #expect(try Self.decoded(#""stopped by hand""#).completed == "stopped by hand")
        #expect(try Self.decoded(#""stopped by hand""#).description == "interrupted stopped by hand")
    }

    @Test func partsThatStoppedAreMergedByWhatEachCompleted() {
        let merged = RunInterruption(merging: [RunInterruption(), RunInterruption(completed: "after 1 of 3 isolated repetitions"), RunInterruption()])
        #expect(merged.description == "interrupted after 1 of 3 isolated repetitions")
        #expect(RunInterruption(merging: [RunInterruption(), RunInterruption()]) == RunInterruption())
    }
}
