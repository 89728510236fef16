import Foundation
import Records

extension ProfileComparison {
    /// The options of a profile comparison unless told otherwise: instructions and allocation
    /// requests ±1% (allocated bytes ±1%, informational), instructions gating when both
    /// profiles counted them, else allocations.
    package static let defaultOptions = Comparison.Options(
        thresholds: Comparison.Thresholds(instructions: 0.01, allocations: 0.01, allocatedBytes: 0.01))

    /// The options as `nibbench compare` states them for profiles: `METRIC=PCT` thresholds over
    /// ``defaultOptions`` (`instructions`, `allocations`, `allocated_bytes`; a `,ABS` floor after
    /// the percentage is read by ``floors(thresholds:)``), families to gate and
    /// not to gate (`instructions`, `allocations`; `--no-gate instructions` gates allocations
    /// even when instructions were counted).
    ///
    /// - Throws: ``ComparisonOptionError`` for a metric or family a profile has no figure of
    ///   (miss ratios, time) or that it cannot read.
    package static func options(
        thresholds assignments: [String], gate: [String], noGate: [String]
    ) throws(ComparisonOptionError) -> Comparison.Options {
        var options = defaultOptions
        for assignment in assignments {
            try options.thresholds.set(try splitFloor(assignment).relative)
            let name = assignment.split(separator: "=").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
            if name.contains("miss") {
                throw ComparisonOptionError(
                    .unknownMetric, "--threshold: profiles have no miss ratios (profile thresholds: instructions, allocations, allocated_bytes)",
                    value: assignment)
            }
        }
        var adding: [Comparison.GateFamily] = [], removing: [Comparison.GateFamily] = []
        for list in gate { adding += try Comparison.GateFamily.parse(list: list) }
        for list in noGate { removing += try Comparison.GateFamily.parse(list: list) }
        if let other = adding.first(where: { $0 == .time || $0 == .missRatio }) {
            throw ComparisonOptionError(
                .unknownFamily, "--gate: \(other.rawValue) does not gate profile comparisons (time is informational; profiles have no miss ratios)",
                value: other.rawValue)
        }
        options.gate = Comparison.Options.gate(adding: adding, removing: removing)
        return options
    }

    /// The nibs of both sides paired by name (or by the name below the profiled folder, when
    /// each side profiled one folder under another name), then the leftovers by identical
    /// bytes, then by the same objects by class and archive figures.
    static func match(
        _ base: [NibProfile.Entry], _ new: [NibProfile.Entry]
    )
        -> (matched: [(base: NibProfile.Entry, new: NibProfile.Entry, match: Match)], added: [NibProfile.Entry], removed: [NibProfile.Entry])
    {
        let strip = oneFolder(base) && oneFolder(new)
        let baseKey = { (name: String) in strip ? belowFolder(name) : name }, newKey = baseKey
        var baseByKey = Dictionary(base.map { (baseKey($0.name), $0) }, uniquingKeysWith: { a, _ in a })
        var matched: [(base: NibProfile.Entry, new: NibProfile.Entry, match: Match)] = []
        var lonely: [NibProfile.Entry] = []
        for entry in new {
            if let other = baseByKey.removeValue(forKey: newKey(entry.name)) { matched.append((other, entry, .name)) } else { lonely.append(entry) }
        }
        var removed = base.filter { baseByKey[baseKey($0.name)] != nil }
        var added: [NibProfile.Entry] = []
        for entry in lonely {
            let found =
                removed.firstIndex { $0.sha256 == entry.sha256 }.map { ($0, Match.identicalBytes) }
                ?? removed.firstIndex { sameShape($0, entry) }.map { ($0, Match.sameShape) }
            if let (index, how) = found {
                matched.append((removed.remove(at: index), entry, how))
            } else {
                added.append(entry)
            }
        }
        matched.sort { $0.new.name < $1.new.name }
        return (matched, added, removed)
    }

    /// Whether every name of a profile lies below one folder (one folder was profiled), so that
    /// `old/App` and `new/App` profiled as `old` and `new` still match by the name below it.
    static func oneFolder(_ entries: [NibProfile.Entry]) -> Bool {
        Set(entries.map { $0.name.split(separator: "/", maxSplits: 1).first.map(String.init) ?? "" }).count == 1
            && entries.allSatisfy { $0.name.contains("/") }
    }

    /// A name without its first component.
    static func belowFolder(_ name: String) -> String {
        name.split(separator: "/", maxSplits: 1).dropFirst().first.map(String.init) ?? name
    }

    /// Whether two nibs have the same objects by class and archive figures (and source kind).
    static func sameShape(_ a: NibProfile.Entry, _ b: NibProfile.Entry) -> Bool {
        a.sourceKind == b.sourceKind && a.deterministic.archive == b.deterministic.archive
            && a.deterministic.objectsByClass == b.deterministic.objectsByClass
    }
}
