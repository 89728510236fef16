import NibbenchSupport
import Manifest
import Records

/// One commit's profile of an app folder, assembled from the profile of the commit before and
/// the profiles of the sources that changed since (`nibbench merge-profiles`, which
/// `scripts/profile-history` calls at each commit).
///
/// A unit's counts do not depend on which other units were measured (docs/measurement.md), so
/// profiling only the changed sources and carrying the others' entries over gives the profile a
/// whole-folder `nibbench profile` of ``folder`` would give:
///
/// - **Naming.** Entries are named as a whole-folder profile of ``folder`` names them
///   (`<folder's name>/sub/folders/Nib`): a file profiled alone names its nibs from its own
///   folder, so its entries get the file's folder as a prefix, on both ``NibProfile/Entry/name``
///   and ``NibProfile/Entry/source`` (``canonicalPath(_:)``).
/// - **Carry-over.** The previous profile's entries are kept, except those of the sources
///   profiled again and of the sources ``gone`` (removed since).
/// - **The parts' own tables.** The class table, the stubbed classes and the failures are the
///   parts' only (a per-class sum over carried-over entries would mix measurements); a source
///   that could not be profiled at all is a failure of its own, named like an entry's source.
/// - **The rest.** The machine, the measure, `stubsUnknownClasses`, the schema version and the
///   kind are the last profiled part's; the other fields are the previous profile's (the first
///   commit: the last part's); ``NibProfile/inputs`` is the folder's name and
///   ``NibProfile/sourceFiles`` counts the entries' sources.
///
/// The entries are sorted by name in Unicode scalar order, keeping the order of equal names
/// (the previous profile's first, then the parts' in order). Pure: it reads nothing.
package struct ProfileMerge: Sendable {
    /// The profiled folder, relative to the repository's top (`App`, `Apps/Main`).
    package var folder: String
    /// The profile of the commit before, or nil at the first commit.
    package var previous: NibProfile?
    /// The sources profiled at this commit, in order.
    package var parts: [Part]
    /// The sources removed since the commit before, relative to the repository's top.
    package var gone: [String]

    /// A merge of `parts` into `previous`.
    package init(folder: String, previous: NibProfile?, parts: [Part], gone: [String] = []) {
        (self.folder, self.previous, self.parts, self.gone) = (folder, previous, parts, gone)
    }

    /// The assembled profile.
    ///
    /// - Throws: ``InputError`` `nothing-to-merge` when there is no previous profile and no
    ///   part could be profiled: no profile to start from.
    package func merged() throws(InputError) -> NibProfile {
        var replaced = Set(gone.filter { !$0.isEmpty }.map(canonicalPath))
        var added: [NibProfile.Entry] = []
        var profiled: [NibProfile] = []
        var missing: [NibProfile.Failure] = []
        for part in parts {
            let prefix: String
            switch part.scope {
            case .folder:
                prefix = ""
            case .file(let source):
                replaced.insert(canonicalPath(source))
                prefix = Self.parent(of: canonicalPath(source)) + "/"
            }
            switch part.outcome {
            case .failed(let message):
                missing.append(NibProfile.Failure(file: part.scope.file.map(canonicalPath) ?? topName, message: message))
            case .profiled(let profile):
                profiled.append(profile)
                added += profile.nibs.map { entry in
                    var entry = entry
                    (entry.name, entry.source) = (prefix + entry.name, prefix + entry.source)
                    return entry
                }
            }
        }
        guard var merged = previous ?? profiled.last else {
            throw InputError(
                .nothingToMerge, "no profile to start from: no previous profile, and no source could be profiled at the first commit")
        }
        let kept = (previous?.nibs ?? []).filter { !replaced.contains($0.source) }
        merged.nibs = Self.sortedByName(kept + added)
        if let latest = profiled.last {
            (merged.machine, merged.measure, merged.stubsUnknownClasses) = (latest.machine, latest.measure, latest.stubsUnknownClasses)
            (merged.schemaVersion, merged.kind) = (latest.schemaVersion, latest.kind)
        }
        merged.inputs = [topName]
        merged.classes = profiled.flatMap(\.classes)
        merged.stubbedClasses = profiled.flatMap(\.stubbedClasses)
        merged.failures = profiled.flatMap(\.failures) + missing
        merged.sourceFiles = Set(merged.nibs.map { Self.file(of: $0.source) }).count
        return merged
    }

    /// `entries` sorted by name, comparing Unicode scalars; equal names keep their order.
    static func sortedByName(_ entries: [NibProfile.Entry]) -> [NibProfile.Entry] {
        entries.enumerated().sorted { a, b in
            a.element.name == b.element.name
                ? a.offset < b.offset : a.element.name.unicodeScalars.lexicographicallyPrecedes(b.element.name.unicodeScalars)
        }.map(\.element)
    }

    /// The source file of an entry's source: `Main.storyboard` of `Main.storyboard#Scene`.
    static func file(of source: String) -> Substring {
        source[..<(source.firstIndex(of: "#") ?? source.endIndex)]
    }
}
