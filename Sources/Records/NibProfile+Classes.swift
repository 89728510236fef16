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
}
