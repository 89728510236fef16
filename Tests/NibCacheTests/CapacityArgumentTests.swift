import NibCache
import Testing

/// Capacities as the command line gives them.
struct CapacityArgumentTests {
    @Test func listsAreCommaOrSpaceSeparated() throws {
        #expect(try CacheCapacity.list(["16,64", "8MiB"]) == [.objects(16), .objects(64), .bytes(8 << 20)])
        #expect(try CacheCapacity.list([]) == [])
        #expect(throws: CachePolicyError.self) { try CacheCapacity.list(["16,0"]) }
        #expect(throws: CachePolicyError.self) { try CacheCapacity.list(["lots"]) }
    }

    @Test func negativeValuesAttachToTheirOptionOnly() {
        let options: Set<String> = ["--capacity", "--capacities"]
        #expect(CacheCapacity.attachingNegativeValues(["run", "--capacity", "-5"], to: options) == ["run", "--capacity=-5"])
        #expect(CacheCapacity.attachingNegativeValues(["simulate", "--capacities", "64", "-.5", "--mrc"], to: options)
                == ["simulate", "--capacities", "64", "--capacities=-.5", "--mrc"])
        // Flags and other options' values are left alone.
        #expect(CacheCapacity.attachingNegativeValues(["run", "--capacity", "8", "-q", "--seed", "-3"], to: options)
                == ["run", "--capacity", "8", "-q", "--seed", "-3"])
    }
}
