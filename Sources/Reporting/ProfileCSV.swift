import Records

/// `profile.csv`: one row per nib and scene of a profile, in name order (docs/profile.md). The
/// time columns are medians; their 95% intervals and the first loads' repetitions follow the
/// stubbed classes (empty for a profile written before they existed), then each phase's
/// estimated cycles, L1 and LL misses and system calls (empty unless `--measure cycles`).
package enum ProfileCSV {
    /// The header row's columns.
    package static let columns =
        [
            "name", "source", "kind", "scene", "sha256", "archive_bytes", "archive_objects", "archive_values", "objects", "outlets",
            "actions", "nested_nibs", "embedded_views", "decode_bytes", "decode_allocations", "first_instantiate_bytes",
            "first_instantiate_allocations", "warm_instantiate_bytes", "warm_instantiate_allocations", "decode_instructions",
            "first_instantiate_instructions", "warm_instantiate_instructions", "decode_ns", "first_instantiate_ns",
            "warm_instantiate_ns", "stubbed_classes", "first_repetitions", "first_load_ns", "first_load_ns_low", "first_load_ns_high",
            "decode_ns_low", "decode_ns_high", "first_instantiate_ns_low", "first_instantiate_ns_high", "warm_instantiate_ns_low",
            "warm_instantiate_ns_high"
        ]
        + ["decode", "first_instantiate", "warm_instantiate"].flatMap { phase in
            ["cycles", "l1_misses", "ll_misses", "system_calls"].map { "\(phase)_\($0)" }
        }

    /// The CSV text, header first, each line ending in a newline.
    package static func render(_ profile: NibProfile) -> String {
        var out = columns.joined(separator: ",") + "\n"
        for entry in profile.nibs {
            let d = entry.deterministic, t = entry.timing
            let phases = [d.decode, d.firstInstantiate, d.warmInstantiate]
            var fields = [entry.name, entry.source, entry.sourceKind.rawValue, entry.scene ?? "", entry.sha256]
            fields += [d.archive.bytes, d.archive.objects, d.archive.values, d.objects, d.outlets, d.actions, d.nestedNibs, d.embeddedViews].map(
                String.init)
            fields += phases.flatMap { [String($0.allocatedBytes), String($0.allocations)] }
            fields += phases.map { $0.instructions.map(String.init) ?? "" }
            fields += [t.decodeNanoseconds, t.firstInstantiateNanoseconds, t.warmInstantiateNanoseconds].map(String.init)
            fields.append(entry.stubbedClasses.joined(separator: " "))
            fields += [t.firstRepetitions.map(String.init) ?? "", String(t.firstLoadNanoseconds)]
            fields += [t.firstLoadInterval, t.decodeInterval, t.firstInstantiateInterval, t.warmInstantiateInterval]
                .flatMap { [$0.map { String($0.low) } ?? "", $0.map { String($0.high) } ?? ""] }
            fields += phases.flatMap { phase in
                [phase.cycles?.estimatedCycles, phase.cycles?.l1Misses, phase.cycles?.llMisses, phase.cycles?.systemCalls].map {
                    $0.map(String.init) ?? ""
                }
            }
            out += fields.map(CSVReport.field).joined(separator: ",") + "\n"
        }
        return out
    }
}
