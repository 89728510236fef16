import Harness

/// `profile.csv`: one row per nib and scene of a profile, in name order (docs/profile.md).
package enum ProfileCSV {
    /// The header row's columns.
    package static let columns = [
        "name", "source", "kind", "scene", "sha256", "archive_bytes", "archive_objects", "archive_values", "objects", "outlets",
        "actions", "nested_nibs", "embedded_views", "decode_bytes", "decode_allocations", "first_instantiate_bytes",
        "first_instantiate_allocations", "warm_instantiate_bytes", "warm_instantiate_allocations", "decode_instructions",
        "first_instantiate_instructions", "warm_instantiate_instructions", "decode_ns", "first_instantiate_ns",
        "warm_instantiate_ns", "stubbed_classes",
    ]

    /// The CSV text, header first, each line ending in a newline.
    package static func render(_ profile: NibProfile) -> String {
        var out = columns.joined(separator: ",") + "\n"
        for entry in profile.nibs {
            let d = entry.deterministic, t = entry.timing
            let phases = [d.decode, d.firstInstantiate, d.warmInstantiate]
            var fields = [entry.name, entry.source, entry.sourceKind.rawValue, entry.scene ?? "", entry.sha256]
            fields += [d.archive.bytes, d.archive.objects, d.archive.values, d.objects, d.outlets, d.actions, d.nestedNibs, d.embeddedViews].map(String.init)
            fields += phases.flatMap { [String($0.allocatedBytes), String($0.allocations)] }
            fields += phases.map { $0.instructions.map(String.init) ?? "" }
            fields += [t.decodeNanoseconds, t.firstInstantiateNanoseconds, t.warmInstantiateNanoseconds].map(String.init)
            fields.append(entry.stubbedClasses.joined(separator: " "))
            out += fields.map(CSVReport.field).joined(separator: ",") + "\n"
        }
        return out
    }
}
