import Foundation
import NibbenchSupport
import Records

/// Writes a profile's folder: `profile.json`, `profile.csv`, `report.md` and
/// `charts/cost-by-nib.svg`, `charts/cost-by-class.svg` (docs/profile.md), as one new folder
/// through ``AtomicFolderWriter``: a failure leaves the previous folder as it was.
package enum ProfileDirectory {
    /// Every file of the folder, by path relative to it.
    ///
    /// - Throws: ``ReportingError`` `unrepresentable` when the profile cannot be encoded.
    package static func render(_ profile: NibProfile) throws(ReportingError) -> [(path: String, text: String)] {
        let json: String
        do { json = try profile.json() } catch {
            throw ReportingError(wrapping: error, .unrepresentable, "cannot encode the profile as JSON", file: NibProfile.fileName)
        }
        var charts: [(path: String, svg: String, markdown: String)] = []
        if !profile.nibs.isEmpty {
            charts.append(("charts/cost-by-nib.svg", ProfileCostChart.byNib(profile).render(), "![First-load cost by nib](charts/cost-by-nib.svg)"))
        }
        if !profile.classes.isEmpty {
            charts.append(
                ("charts/cost-by-class.svg", ProfileCostChart.byClass(profile).render(), "![First-load cost by class](charts/cost-by-class.svg)"))
        }
        return charts.map { ($0.path, $0.svg) } + [
            ("report.md", ProfileMarkdown.render(profile, charts: charts.map(\.markdown))),
            ("profile.csv", ProfileCSV.render(profile)),
            (NibProfile.fileName, json + "\n")
        ]
    }

    /// Writes the folder `folder` (replacing a previous one as a whole).
    ///
    /// - Throws: ``ReportingError`` `io` naming the file or folder that cannot be written.
    package static func write(_ profile: NibProfile, to folder: String) throws(ReportingError) {
        try ResultDirectory.writeFolder(try render(profile), to: folder)
    }
}
