import NibbenchSupport
import Profiling
import Records
import Reporting

/// `nibbench merge-profiles`' work once its options are read: read the previous profile and
/// the parts, merge them (``ProfileMerge``) and write the profile folder.
package struct ProfileMergeSession {
    /// The profiled folder, relative to the repository's top.
    package var folder: String
    /// The folder of parts (``ProfileMerge/Part/read(from:)``).
    package var parts: String
    /// The previous commit's profile (a `profile.json` or a folder holding one), if any.
    package var previous: String?
    /// The sources removed since the previous commit, relative to the repository's top.
    package var gone: [String]
    /// The profile folder to write.
    package var out: String

    /// A session merging the parts in `parts` into `previous` and writing `out`.
    package init(folder: String, parts: String, previous: String?, gone: [String], out: String) {
        (self.folder, self.parts, self.previous, self.gone, self.out) = (folder, parts, previous, gone, out)
    }

    /// Merges, writes the folder (``ProfileDirectory``: `profile.json`, `profile.csv`,
    /// `report.md`, charts, as one folder) and returns the merged profile.
    ///
    /// - Throws: `InputError` naming the previous profile or the part that cannot be read (and
    ///   the JSON field, when one is missing or mistyped), or `nothing-to-merge`;
    ///   ``ReportingError`` when the folder cannot be written.
    package func run() throws -> NibProfile {
        var profile: NibProfile?
        if let previous { profile = try NibProfile.read(previous) }
        let merge = ProfileMerge(folder: folder, previous: profile, parts: try ProfileMerge.Part.read(from: parts), gone: gone)
        let merged = try merge.merged()
        try ProfileDirectory.write(merged, to: out)
        return merged
    }
}
