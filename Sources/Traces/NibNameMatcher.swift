import Manifest

/// Matches names recorded outside the corpus (a load log's) to a manifest's nib names: exactly,
/// else by last path component when exactly one nib has it (`FeedCell` → `Main/FeedCell`).
struct NibNameMatcher {
    /// What a name matched.
    enum Match: Equatable {
        /// The manifest name.
        case found(String)
        /// Several manifest names end in the name, sorted.
        case ambiguous([String])
        /// Nothing matched.
        case missing
    }

    private let names: Set<String>
    private let byLastComponent: [String: [String]]

    /// A matcher over `manifest`'s names.
    /// - Complexity: O(n) for n nibs.
    init(manifest: CorpusManifest) {
        names = Set(manifest.nibs.map(\.name))
        var byLast: [String: [String]] = [:]
        for nib in manifest.nibs {
            byLast[nib.name.split(separator: "/").last.map(String.init) ?? nib.name, default: []].append(nib.name)
        }
        byLastComponent = byLast
    }

    /// The manifest name `name` stands for.
    func match(_ name: String) -> Match {
        if names.contains(name) { return .found(name) }
        let candidates = byLastComponent[name] ?? []
        switch candidates.count {
        case 0: return .missing
        case 1: return .found(candidates[0])
        default: return .ambiguous(candidates.sorted())
        }
    }
}
