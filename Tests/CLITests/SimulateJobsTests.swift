import Foundation
import Testing

/// Issue 22, item 2: `simulate --jobs N` gives the rows of `--jobs 1`; a bad N is a usage error.
@Suite("CLI simulate --jobs")
struct SimulateJobsTests {
    /// The JSON rows without their seconds.
    private func rows(_ json: String) throws -> [[String: String]] {
        let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]] ?? []
        return parsed.map { row in row.filter { $0.key != "seconds" }.mapValues { "\($0)" } }
    }

    @Test("--jobs 1 and --jobs 4 print the same rows")
    func sameRows() throws {
        try CLI.withTemporaryFolder("jobs") { folder in
            var csv = "seq,nib,event\n"
            for i in 1...3000 { csv += i % 500 == 0 ? "\(i),,memory-warning\n" : "\(i),n\((i * i) % 97 % (i % 7 + 3)),load\n" }
            try Data(csv.utf8).write(to: URL(fileURLWithPath: folder + "/t.csv"))
            let arguments = ["simulate", "--trace", "t.csv", "--capacities", "2,5,20", "--mrc", "--json"]
            let one = try CLI.run(arguments + ["--jobs", "1"], in: folder), four = try CLI.run(arguments + ["--jobs", "4"], in: folder)
            #expect(one.status == 0 && four.status == 0, "\(one) \(four)")
            let serial = try rows(one.stdout)
            #expect(serial.count == 11 * 3 + 3)
            #expect(try rows(four.stdout) == serial)
        }
    }

    @Test("--jobs 0 is a usage error", arguments: ["0", "-2"])
    func badJobs(_ jobs: String) throws {
        let outcome = try CLI.run(["simulate", "--trace", "t.csv", "--capacities", "4", "--jobs", jobs])
        #expect(outcome.status != 0 && outcome.stderr.contains("--jobs"), "\(outcome)")
    }
}
