import Records

extension ProfileComparison {
    /// Sorts the new profile's failures into ``broken`` (the baseline profiled the file or
    /// scene: a regression) and ``unmeasured`` (it did not either), and takes the nibs of broken
    /// files out of ``removed``: they were not removed, they stopped working.
    mutating func separateFailures(base: NibProfile, new: NibProfile) {
        unmeasuredSummary = new.unmeasuredSummary
        var gone: Set<String> = []
        for failure in new.failures {
            let failed = base.nibs.filter { $0.name == failure.file || $0.source == failure.file }
            let item = UnmeasuredInput(what: failure.file, cause: failure.message)
            if failed.isEmpty {
                unmeasured.append(item)
            } else {
                broken.append(item)
                gone.formUnion(failed.map(\.name))
            }
        }
        removed.removeAll { gone.contains($0.name) }
    }

    /// The Markdown that leads a comparison when the new profile could not measure some files:
    /// the count and each file with its cause (broken ones marked as regressions).
    var unmeasuredLead: [String] {
        guard let unmeasuredSummary else { return [] }
        let items =
            broken.map { ($0.what, "regression: the baseline profiled it; now " + $0.cause) }
            + unmeasured.map { ($0.what, $0.cause) }
        return UnmeasuredLead.markdown(
            summary: unmeasuredSummary + " in the new profile",
            consequence: "their nibs are neither unchanged nor compared below.", items: items)
    }
}
