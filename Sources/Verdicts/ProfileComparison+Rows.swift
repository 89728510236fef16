import Foundation
import Records

extension ProfileComparison {
    /// The phases a row is of: the three measured ones and the first load (decode + first
    /// instantiate). The first load and the warm instantiate gate.
    static let phases: [(name: String, gated: Bool, cost: @Sendable (NibProfile.Deterministic) -> NibProfile.PhaseCost)] = [
        ("first_load", true, { $0.firstLoad }),
        ("warm_instantiate", true, { $0.warmInstantiate }),
        ("decode", false, { $0.decode }),
        ("first_instantiate", false, { $0.firstInstantiate })
    ]

    /// One nib compared: gated rows first (the first load and warm instantiate of the gated
    /// family), then the other phases and families, the archive and object figures, and time.
    ///
    /// A gated figure is a regression when it grew beyond both the relative threshold and the
    /// absolute floor, an improvement when it shrank beyond both.
    ///
    /// - Parameter counted: both profiles have comparable instruction counts.
    static func change(
        _ base: NibProfile.Entry, _ new: NibProfile.Entry, match: Match, gate: GateMetric?, counted: Bool,
        options: Comparison.Options, floors: Floors
    ) -> NibChange {
        let b = base.deterministic, n = new.deterministic
        let t = options.thresholds
        var rows: [Row] = []
        func add(_ metric: String, _ x: Double, _ y: Double, threshold: (relative: Double, floor: Double)?) {
            let change = x == 0 ? (y == 0 ? 0 : 1) : y / x - 1
            var verdict = Comparison.Verdict.informational
            if let threshold {
                let limit = threshold.relative + Comparison.Thresholds.exactSlack
                verdict =
                    change > limit && y - x > threshold.floor
                    ? .regression
                    : change < -limit && x - y > threshold.floor ? .improvement : .unchanged
            }
            rows.append(Row(metric: metric, base: x, new: y, change: change, verdict: verdict))
        }
        var families: [(name: String, family: GateMetric?, threshold: (relative: Double, floor: Double), value: (NibProfile.PhaseCost) -> Double)] =
            []
        if counted || (b.firstLoad.instructions != nil && n.firstLoad.instructions != nil) {
            families.append(("instructions", .instructions, (t.instructions, floors.instructions), { Double($0.instructions ?? 0) }))
        }
        families.append(("allocations", .allocations, (t.allocations, floors.allocations), { Double($0.allocations) }))
        families.append(("allocated_bytes", nil, (t.allocatedBytes, floors.allocatedBytes), { Double($0.allocatedBytes) }))
        if b.firstLoad.cycles != nil && n.firstLoad.cycles != nil {
            // Informational: a profile gates one family (instructions when counted).
            families.append(("cycles", nil, (t.cycles, 0), { Double($0.cycles?.estimatedCycles ?? 0) }))
        }
        families.sort { ($0.family == gate ? 0 : 1) < ($1.family == gate ? 0 : 1) }
        for family in families {
            for phase in phases {
                let gated = phase.gated && family.family != nil && family.family == gate
                add(
                    "\(family.name)_\(phase.name)", family.value(phase.cost(b)), family.value(phase.cost(n)),
                    threshold: gated ? family.threshold : nil)
            }
        }
        let figures: [(String, Int, Int)] = [
            ("objects", b.objects, n.objects), ("archive_bytes", b.archive.bytes, n.archive.bytes),
            ("archive_objects", b.archive.objects, n.archive.objects), ("archive_keys", b.archive.keys, n.archive.keys),
            ("archive_values", b.archive.values, n.archive.values), ("archive_class_names", b.archive.classNames, n.archive.classNames),
            ("outlets", b.outlets, n.outlets), ("actions", b.actions, n.actions), ("outlet_collections", b.outletCollections, n.outletCollections),
            ("nested_nibs", b.nestedNibs, n.nestedNibs), ("referenced_nibs", b.referencedNibs, n.referencedNibs),
            ("embedded_views", b.embeddedViews, n.embeddedViews)
        ]
        for (metric, x, y) in figures { add(metric, Double(x), Double(y), threshold: nil) }
        add("time_first_load", Double(base.timing.firstLoadNanoseconds), Double(new.timing.firstLoadNanoseconds), threshold: nil)
        add("time_warm_instantiate", Double(base.timing.warmInstantiateNanoseconds), Double(new.timing.warmInstantiateNanoseconds), threshold: nil)
        let verdicts = Set(rows.map(\.verdict))
        let verdict: Comparison.Verdict =
            verdicts.contains(.regression)
            ? .regression
            : verdicts.contains(.improvement)
                ? .improvement
                : verdicts.contains(.unchanged) ? .unchanged : .informational
        return NibChange(
            name: new.name, baseName: base.name, match: match, verdict: verdict, rows: rows, classes: classDeltas(b, n),
            sameBytes: base.sha256 == new.sha256)
    }

    /// The classes whose object counts differ, most added first (then most removed), ties by name.
    static func classDeltas(_ base: NibProfile.Deterministic, _ new: NibProfile.Deterministic) -> [ClassDelta] {
        var counts: [String: (Int, Int)] = [:]
        for part in base.objectsByClass { counts[part.class, default: (0, 0)].0 += part.count }
        for part in new.objectsByClass { counts[part.class, default: (0, 0)].1 += part.count }
        return counts.compactMap { $0.value.0 == $0.value.1 ? nil : ClassDelta(class: $0.key, base: $0.value.0, new: $0.value.1) }
            .sorted { $0.delta != $1.delta ? $0.delta > $1.delta : $0.class < $1.class }
    }
}
