/// The limits that keep a hostile nib from overflowing the stack or expanding without bound.
extension NibDecodingContext {
    /// How deep lazy creation may nest (an object whose value refers to an object not yet
    /// created, and so on) before the nib is refused rather than the stack overflowed. Nested
    /// nibs loaded during an instantiation continue the count of the one that loads them.
    public static let maximumDepth = 512
    /// How deep collections (arrays, sets, dictionaries) may nest inside each other.
    public static let maximumCollectionNesting = 256
    /// How many nibs may be loading inside each other (nib-in-nib embedding).
    public static let maximumNibNesting = 32
    /// How far reused collections may expand: every collection handed out again costs its
    /// expanded size (elements, nested collections' included), and all of that together may
    /// not exceed this many times the archive's objects plus values.
    public static let expansionFactor = 4
}
