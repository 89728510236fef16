import Harness
import Testing

/// Issue 43: a counted run's configurations split across callgrind children.
@Suite struct CountedShardTests {
    @Test func theShardsTakeEveryConfigurationOnce() throws {
        let shards = (0..<3).map { CountedShard(index: $0, count: 3) }
        for config in 0..<10 { #expect(shards.filter { $0.owns(config) }.count == 1) }
        #expect(shards[1].owns(4) && !shards[1].owns(5))
    }

    @Test(arguments: ["0/1", "1/2", "2/3"]) func anOperandRoundTrips(_ text: String) throws {
        #expect(try #require(CountedShard(text)).description == text)
    }

    @Test(arguments: ["", "1", "2/2", "-1/2", "0/0", "a/b", "1/2/3"]) func aBadOperandIsRefused(_ text: String) {
        #expect(CountedShard(text) == nil)
    }
}
