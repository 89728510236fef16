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
}
