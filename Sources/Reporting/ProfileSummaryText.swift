import NibbenchSupport
import Records

/// What `nibbench profile` prints when done: counts, the costliest nibs and classes, and
/// where the files are.
package enum ProfileSummaryText {
    /// A few lines of text.
    package static func render(_ profile: NibProfile, folder: String, top: Int = 5) -> String {
        let basis = ProfileRanking.basis(profile)
        let cost = ProfileRanking.cost(basis)
        var lines = profile.unmeasuredSummary.map { ["\($0): " + profile.unmeasuredFiles.joined(separator: ", ")] } ?? []
        lines += [
            "profiled \(ProfileRanking.nibsAndScenes(profile)) (\(ProfileRanking.words(profile))); "
                + "\(MessageText.counted(profile.failures.count, "failure")), \(MessageText.counted(profile.compilerWarnings?.count ?? 0, "warning")), "
                + "\(MessageText.counted(profile.stubbedClasses.count, "unknown class", "unknown classes")) stood in for"
                + (profile.approximateNibs == 0 ? "" : ", \(profile.approximateNibs) approximate (compiled from unknown xib elements)")
        ]
        lines += appLines(profile)
        let ranked = ProfileRanking.nibs(profile).prefix(top)
        if !ranked.isEmpty {
            let figure: (NibProfile.Entry) -> String =
                basis != .allocations
                ? { ProfileRanking.format(cost($0, .firstLoad)) }
                : { "\(ProfileRanking.format(cost($0, .firstLoad))) allocs, \(ProfileRanking.formatTime($0, .firstLoad))" }
            lines.append(
                "costliest nibs (first load): " + ranked.map { "\($0.name) \(figure($0))" }.joined(separator: basis != .allocations ? ", " : "; "))
        }
        if !profile.classes.isEmpty {
            lines.append("costliest classes: " + profile.classes.prefix(top).map(\.class).joined(separator: ", "))
        }
        lines.append("wrote \(folder)/report.md, profile.csv, profile.json, charts/")
        return lines.joined(separator: "\n")
    }

    /// One line per built app profiled (``NibProfile/apps``): `built app MyApp.ipa (MyApp.app):
    /// Xcode 15.3 (DTXcode 1530, build 15E204a), minimum iOS 15.0, com.example.app`; then, when
    /// Mac metadata files were left out, how many.
    package static func appLines(_ profile: NibProfile) -> [String] {
        var lines = (profile.apps ?? []).map { "built app " + $0.summary }
        if let compiledAs = profile.compiledAs { lines.append("sources compiled as \(compiledAs) writes them") }
        if let ignored = profile.ignoredMetadataFiles.flatMap(MessageText.ignoredMacMetadata) { lines.append(ignored) }
        return lines
    }
}
