import Foundation
import Testing

/// Issue 22, item 3: `simulate --mrc-sample R` adds approximate curves, their error, a chart.
@Suite("CLI simulate --mrc-sample")
struct SimulateMiniatureTests {
    @Test("at rate 1 the approximate rows equal the full ones, with the summary and the chart")
    func rateOne() throws {
        try CLI.withTemporaryFolder("mrc-sample") { folder in
            var csv = "seq,nib,event\n"
            for i in 1...3000 { csv += "\(i),n\((i * i) % 97 % (i % 7 + 3)),load\n" }
            try Data(csv.utf8).write(to: URL(fileURLWithPath: folder + "/t.csv"))
            let outcome = try CLI.run(
                [
                    "simulate", "--trace", "t.csv", "--policies", "lru,sieve", "--capacities", "2,5,20",
                    "--mrc-sample", "1", "--mrc-chart", "c.svg", "--csv", "r.csv", "--jobs", "2"
                ], in: folder)
            #expect(outcome.status == 0, "\(outcome)")
            #expect(outcome.stdout.contains("lru       MAE 0.0000  max 0.0000  over 3 capacities"), "\(outcome.stdout)")
            #expect(outcome.stdout.contains("sieve     MAE 0.0000"))
            let rows = try String(contentsOfFile: folder + "/r.csv", encoding: .utf8).split(separator: "\n")
            #expect(rows.count == 1 + 12 && rows.filter { $0.hasPrefix("sieve-approx,") }.count == 3)
            #expect(try String(contentsOfFile: folder + "/c.svg", encoding: .utf8).hasPrefix("<svg"))
        }
    }

    @Test(
        "a rate outside (0, 1] or a chart without a rate is a usage error",
        arguments: [["--mrc-sample", "0"], ["--mrc-sample", "1.5"], ["--mrc-chart", "c.svg"], ["--approximate-only"]])
    func badOptions(_ options: [String]) throws {
        let outcome = try CLI.run(["simulate", "--trace", "t.csv", "--capacities", "4"] + options)
        #expect(outcome.status != 0 && outcome.stderr.contains("--mrc-sample"), "\(outcome)")
    }
}
