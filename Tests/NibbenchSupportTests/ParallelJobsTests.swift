import Synchronization
import Testing
import NibbenchSupport

@Suite struct ParallelJobsTests {
    @Test(arguments: [1, 2, 4, 9])
    func resultsKeepTheItemsOrderOnAnyNumberOfThreads(jobs: Int) {
        let items = Array(0..<200)
        let calls = Atomic<Int>(0)
        var reported: [Int] = []
        let out = ParallelJobs.map(items, jobs: jobs, progress: { reported.append($0) }) { item -> Int in
            calls.wrappingAdd(1, ordering: .relaxed)
            return item * item
        }
        #expect(out == items.map { $0 * $0 })
        #expect(calls.load(ordering: .relaxed) == items.count, "each item once")
        #expect(reported.last == items.count, "progress ends at the total")
        #expect(reported == reported.sorted(), "counts only grow")
        if jobs == 1 { #expect(reported == Array(1...items.count)) }
    }

    @Test func noItemsGiveNoResults() {
        #expect(ParallelJobs.map([Int](), jobs: 4) { $0 }.isEmpty)
    }
}
