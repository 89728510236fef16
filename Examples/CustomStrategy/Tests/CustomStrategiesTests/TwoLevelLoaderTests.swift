import CustomStrategies
import Foundation
import Loaders
import NibCache
import NibModel
import NibRuntime
import Testing

/// A folder of `count` nibs, nib `i` a view with `i + 1` labels.
private func corpus(_ count: Int) throws -> NibStore {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("two-level-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for i in 0..<count {
        var d = NibDocument()
        _ = d.addPlaceholder(UIKitKeys.filesOwner)
        let labels = (0...i).map { j in d.add(NibDocumentObject(className: "UILabel", properties: [NibProperty("UIText", .string("row \(j)"))])) }
        d.add(
            NibDocumentObject(className: "UIView", properties: [NibProperty("UISubviews", .array(labels.map { .object($0) }, mutable: true))]),
            topLevel: true)
        try Data(try d.encoded()).write(to: URL(fileURLWithPath: folder + "/n\(i).nib"))
    }
    return NibStore(folder: folder)
}

struct TwoLevelLoaderTests {
    @Test func decodedHitsThenBytesHitsAfterAMemoryWarning() throws {
        let store = try corpus(3)
        let loader = try TwoLevelLoader(store: store, capacity: .objects(8))
        #expect(try loader.load("n0").hit == false)
        let again = try loader.load("n0")
        #expect(again.hit && again.nib.name == store.path("n0"))
        loader.memoryWarning()
        let fromBytes = try loader.load("n0")
        #expect(fromBytes.hit && fromBytes.bytesRead == 0 && fromBytes.decodeNanoseconds > 0, "bytes kept, decoded again")
        #expect(try loader.instantiate("n2", owner: GenericObject()).count == 1)
        #expect(loader.counters.requests == 4 && loader.counters.misses == 2 && loader.counters.hits == 2)
    }

    @Test(arguments: [CacheCapacity.objects(4), .objects(9), .bytes(3_000)])
    func neverHoldsMoreThanItsCapacity(_ capacity: CacheCapacity) throws {
        let store = try corpus(12)
        let loader = try TwoLevelLoader(store: store, capacity: capacity)
        var state: UInt64 = 3
        for _ in 0..<400 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let name = "n\(Int(state >> 33) % 12)"
            #expect(try loader.load(name).nib.name == store.path(name))
            switch capacity {
            case .objects(let n): #expect((loader.counters.entriesHeld ?? .max) <= n)
            case .bytes(let b): #expect(loader.counters.bytesHeld <= b)
            }
        }
        #expect(loader.counters.hits > 0 && loader.counters.evictions > 0)
    }

    @Test func itRegistersAsAStrategy() throws {
        var strategies = StrategyRegistry.builtIn
        try strategies.register(TwoLevelLoader.registration)
        try strategies.register(policy: IdleExpiryPolicy<UInt64>.registration)
        #expect(strategies.defaultNames.suffix(2) == ["two-level", "decoded-idle"])
        let store = try corpus(2)
        #expect(try strategies.makeLoader("two-level", store: store, capacity: .objects(4)).name == "two-level")
        #expect(try strategies.makeLoader("decoded-idle", store: store, capacity: .objects(4)).name == "decoded-idle")
        #expect(throws: StrategyError.self) { try strategies.makeLoader("two-level", store: store, capacity: .objects(1)) }
    }
}
