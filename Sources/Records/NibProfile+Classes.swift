extension NibProfile {
    /// Each class's share of the cost of `entries` (``ClassCost``): every nib's cost split
    /// over the classes of its objects in proportion to their counts, summed over nibs.
    /// Ranked by first-load estimated cycles when the cache was simulated, else instructions
    /// when counted, else first-load allocation requests (deterministic, unlike time); ties by name.
    package static func apportion(_ entries: [Entry]) -> [ClassCost] {
        var costs: [String: ClassCost] = [:]
        let counted = entries.allSatisfy { $0.deterministic.firstLoad.instructions != nil } && !entries.isEmpty
        let simulated = entries.allSatisfy { $0.deterministic.firstLoad.cycles != nil } && !entries.isEmpty
        for entry in entries {
            let d = entry.deterministic
            let total = Double(d.objectsByClass.reduce(0) { $0 + $1.count })
            guard total > 0 else { continue }
            for part in d.objectsByClass {
                let share = Double(part.count) / total
                var cost =
                    costs[part.class]
                    ?? ClassCost(
                        class: part.class, objects: 0, nibs: 0, firstLoadInstructions: counted ? 0 : nil,
                        warmInstantiateInstructions: counted ? 0 : nil, warmAllocatedBytes: 0, warmAllocations: 0,
                        timing: ClassTiming(firstLoadNanoseconds: 0, warmInstantiateNanoseconds: 0), firstLoadAllocations: 0,
                        firstLoadCycles: simulated ? 0 : nil)
                cost.objects += part.count
                cost.nibs += 1
                if counted {
                    cost.firstLoadInstructions! += share * Double(d.firstLoad.instructions ?? 0)
                    cost.warmInstantiateInstructions! += share * Double(d.warmInstantiate.instructions ?? 0)
                }
                if simulated { cost.firstLoadCycles! += share * Double(d.firstLoad.cycles?.estimatedCycles ?? 0) }
                cost.firstLoadAllocations! += share * Double(d.firstLoad.allocations)
                cost.warmAllocatedBytes += share * Double(d.warmInstantiate.allocatedBytes)
                cost.warmAllocations += share * Double(d.warmInstantiate.allocations)
                cost.timing.firstLoadNanoseconds += share * Double(entry.timing.firstLoadNanoseconds)
                cost.timing.warmInstantiateNanoseconds += share * Double(entry.timing.warmInstantiateNanoseconds)
                costs[part.class] = cost
            }
        }
        return costs.values.sorted {
            let (a, b) = (
                $0.firstLoadCycles ?? $0.firstLoadInstructions ?? $0.firstLoadAllocations ?? 0,
                $1.firstLoadCycles ?? $1.firstLoadInstructions ?? $1.firstLoadAllocations ?? 0
            )
            return a != b ? a > b : $0.class < $1.class
        }
    }

    /// The app classes stood in for in `entries`, each with the nibs it occurs in.
    package static func stubbed(_ entries: [Entry]) -> [StubbedClass] {
        var nibs: [String: [String]] = [:]
        for entry in entries {
            for name in entry.stubbedClasses { nibs[name, default: []].append(entry.name) }
        }
        return nibs.keys.sorted().map { StubbedClass(class: $0, nibs: nibs[$0]!.sorted()) }
    }

    /// Objects of one class.
    package struct ClassCount: Sendable, Codable, Equatable {
        /// The runtime class name (an app class stood in for counts as the UIKit class it stands
        /// in as; ``Entry/stubbedClasses`` names it).
        package var `class`: String
        /// How many.
        package var count: Int

        /// Creates a count.
        package init(class name: String, count: Int) {
            (self.class, self.count) = (name, count)
        }
    }

    /// One class's share of the whole app's cost.
    ///
    /// Each nib's cost is split over the classes of the objects it creates in proportion to
    /// their object counts (a nib of 10 objects, 3 of them `UILabel`, gives `UILabel` 3/10 of
    /// its cost), and the shares are summed over nibs. This is an apportionment, not a
    /// measurement of each class: it says which classes account for the most objects in the
    /// costly nibs, assuming every object of a nib costs the same.
    package struct ClassCost: Sendable, Codable, Equatable {
        /// The runtime class name.
        package var `class`: String
        /// Objects of the class over all nibs (one instantiate each).
        package var objects: Int
        /// Nibs (and scenes) with at least one.
        package var nibs: Int
        /// Share of the first loads' (decode + first instantiate) instructions, under
        /// `--measure instructions` or `cycles`.
        package var firstLoadInstructions: Double?
        /// Share of the warm instantiates' instructions, under `--measure instructions`.
        package var warmInstantiateInstructions: Double?
        /// Share of the first loads' allocation requests (what time-mode profiles rank by); nil
        /// in profiles written before it existed.
        package var firstLoadAllocations: Double?
        /// Share of the first loads' estimated cycles, under `--measure cycles` (what those
        /// profiles rank by).
        package var firstLoadCycles: Double?
        /// Share of the bytes the warm instantiates allocated.
        package var warmAllocatedBytes: Double
        /// Share of the warm instantiates' allocation requests.
        package var warmAllocations: Double
        /// Share of first-load wall-clock time (informational).
        package var timing: ClassTiming

        /// Creates a share.
        package init(
            class name: String, objects: Int, nibs: Int, firstLoadInstructions: Double?, warmInstantiateInstructions: Double?,
            warmAllocatedBytes: Double, warmAllocations: Double, timing: ClassTiming, firstLoadAllocations: Double? = nil,
            firstLoadCycles: Double? = nil
        ) {
            self.class = name
            self.firstLoadCycles = firstLoadCycles
            self.firstLoadAllocations = firstLoadAllocations
            self.objects = objects
            self.nibs = nibs
            self.firstLoadInstructions = firstLoadInstructions
            self.warmInstantiateInstructions = warmInstantiateInstructions
            self.warmAllocatedBytes = warmAllocatedBytes
            self.warmAllocations = warmAllocations
            self.timing = timing
        }
    }

    /// A class's share of wall-clock time (informational).
    package struct ClassTiming: Sendable, Codable, Equatable {
        /// Share of the first loads' nanoseconds.
        package var firstLoadNanoseconds: Double
        /// Share of the warm instantiates' (median) nanoseconds.
        package var warmInstantiateNanoseconds: Double

        /// Creates a share.
        package init(firstLoadNanoseconds: Double, warmInstantiateNanoseconds: Double) {
            (self.firstLoadNanoseconds, self.warmInstantiateNanoseconds) = (firstLoadNanoseconds, warmInstantiateNanoseconds)
        }
    }

    /// A class stood in for, and where.
    package struct StubbedClass: Sendable, Codable, Equatable {
        /// The class name.
        package var `class`: String
        /// The nibs (``Entry/name``) it occurs in, sorted.
        package var nibs: [String]

        /// Creates a record.
        package init(class name: String, nibs: [String]) {
            (self.class, self.nibs) = (name, nibs)
        }
    }
}
