/// What identifies a nib's content in the history whatever its name, as `compare` matches
/// renamed nibs: a nib whose source was renamed keeps its series
/// (``HistorySeries/followingRenames()``).
package struct HistoryIdentity: Sendable, Hashable {
    /// SHA-256 of the compiled nib bytes (``NibProfile/Entry/sha256``).
    package var digest: String
    /// SHA-256 of its source kind, archive figures and objects by class: the same for the
    /// same nib rebuilt, when its bytes differ.
    package var shape: String

    /// The identity of digest `digest` and shape `shape`.
    package init(digest: String, shape: String) {
        (self.digest, self.shape) = (digest, shape)
    }
}
