import NibbenchSupport
import Probes
import NibArchive
import NibModel
import NibRuntime
import Records

/// Measures the cost of instantiating a nib, per object: time and bytes allocated.
///
/// For each size it builds a realistic view tree through the real model and writer (views
/// with geometry, labels with text, buttons with titles and actions, image views, outlets to
/// File's Owner), decodes it once, then times `instantiate` alone (the decoded archive is
/// cached, as UINib caches it) over many repetitions, and the first instantiate of a fresh
/// `Nib` (decode + instantiate). Allocation figures are exact per-thread jemalloc counts.
package struct InstantiateBenchmark: Sendable {
    package var sizes: [Int]
    package var rounds: Int

    package init(sizes: [Int] = [10, 100, 1000], rounds: Int = 15) {
        self.sizes = sizes
        self.rounds = max(1, rounds)
    }

    /// Runs every size.
    ///
    /// Binds the calling thread to a jemalloc arena of its own (for the lifetime of the
    /// thread), so that allocation counts are this thread's alone.
    package func run() throws -> [InstantiateBenchmarkRow] {
        let requests = try AllocatorProbe().bindThreadToPrivateArena()
        return try sizes.map { try measure($0, requests: requests) }
    }

    /// A nib of about `objects` runtime objects: a root view holding rows of label, button
    /// and image view, every button wired to File's Owner.
    package static func makeNib(objects: Int) throws -> [UInt8] {
        var d = NibDocument()
        let owner = d.addPlaceholder(UIKitKeys.filesOwner)
        var children: [NibPropertyValue] = []
        var made = 1
        var row = 0
        while made + 3 <= objects || (made < objects && children.isEmpty) {
            let y = Double(row) * 44
            let geometry = [
                NibProperty("UIBounds", .rect(Rect(x: 0, y: 0, width: 100, height: 44))),
                NibProperty("UICenter", .point(Point(x: 50, y: y + 22))),
                NibProperty("UIAutoresizingMask", .int(2))
            ]
            let label = d.add(NibDocumentObject(className: "UILabel", properties: geometry + [NibProperty("UIText", .string("Row \(row)"))]))
            let button = d.add(NibDocumentObject(className: "UIButton", properties: geometry + [NibProperty("UITitle", .string("Open"))]))
            let image = d.add(NibDocumentObject(className: "UIImageView", properties: geometry + [NibProperty("UITag", .int(row))]))
            d.connect(.action("open:", source: button, destination: owner, eventMask: 1 << 6))
            children += [.object(label), .object(button), .object(image)]
            made += 3
            row += 1
        }
        let root = d.add(
            NibDocumentObject(
                className: "UIView",
                properties: [
                    NibProperty("UIBounds", .rect(Rect(x: 0, y: 0, width: 320, height: Double(row) * 44))),
                    NibProperty("UICenter", .point(Point(x: 160, y: Double(row) * 22))),
                    NibProperty("UISubviews", .array(children, mutable: true))
                ]), topLevel: true)
        d.connect(.outlet("view", source: owner, destination: root))
        return try d.encoded()
    }

    private func measure(_ size: Int, requests: ArenaRequestCounter) throws -> InstantiateBenchmarkRow {
        let bytes = try Self.makeNib(objects: size)
        let nib = Nib(data: bytes)
        let probe = try nib.instantiateDetailed(owner: GenericObject())
        let objects = probe.createdObjects.count
        let clock = MonotonicClock()

        var repetitions = 1
        while true {
            let start = clock.now
            for _ in 0..<repetitions { blackHole(try nib.instantiate(owner: GenericObject())) }
            if clock.now - start >= .milliseconds(20) || repetitions >= 1 << 20 { break }
            repetitions *= 2
        }
        var warm: [Double] = []
        var teardown: [Double] = []
        var cold: [Double] = []
        // Each instantiate is timed on its own and its graph released right after, outside
        // the timed span, so teardown is not billed to the next instantiate (it is timed
        // separately). Three clock reads per repetition: negligible next to microseconds.
        for _ in 0..<rounds {
            var building = Duration.zero
            var releasing = Duration.zero
            for _ in 0..<repetitions {
                var owner: GenericObject? = GenericObject()
                let start = clock.now
                var result: [NibRuntimeObject]? = try nib.instantiate(owner: owner)
                let built = clock.now
                blackHole(result)
                (owner, result) = (nil, nil)
                let released = clock.now
                building += built - start
                releasing += released - built
            }
            warm.append(building.seconds * 1e9 / Double(repetitions))
            teardown.append(releasing.seconds * 1e9 / Double(repetitions))
            let coldStart = clock.now
            let fresh = Nib(data: bytes)
            blackHole(try fresh.instantiate(owner: GenericObject()))
            cold.append((clock.now - coldStart).seconds * 1e9)
        }

        let counter = try ThreadAllocationCounter()
        let owner = GenericObject()
        let requestsBefore = try requests.requests()
        let before = counter.allocatedBytes
        let result = try nib.instantiate(owner: owner)
        let allocated = counter.allocatedBytes - before
        let allocations = try requests.requests() - requestsBefore
        blackHole(result)

        return InstantiateBenchmarkRow(
            size: size, objects: objects, bytes: bytes.count, repetitions: repetitions,
            instantiateNanoseconds: median(warm), teardownNanoseconds: median(teardown), coldNanoseconds: median(cold), allocatedBytes: allocated,
            allocations: allocations)
    }

    private func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }
}
