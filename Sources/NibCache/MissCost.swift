/// What a miss of a decoded-nib cache costs, as the cost-aware policies (GDSF, GreedyDual) rank
/// objects by it and as the cost-weighted miss ratio weights misses.
///
/// The default, ``objects``, is the archive's object count plus its value count, read from the
/// header: decoding indexes every object and every value in one validated pass, so its work
/// grows with those counts, and on the default corpus (the 167 nibs of the quick trace, `cold`, median
/// read + decode over 3 repetitions) they track the measured read + decode time with
/// r = 0.980 against r = 0.956 for file bytes. Both ``objects`` and ``bytes`` depend only on the
/// corpus, so eviction order and every miss ratio are the same in every run;
/// ``measured`` (the miss's own read + decode nanoseconds) follows the machine's timing from run
/// to run, so a cost-aware policy's miss ratio under it is not deterministic and `compare` does
/// not gate it.
///
/// The cost of a particular archive is `cost(of:measuredNanoseconds:)`, in the Loaders module
/// (it reads the archive's header).
public enum MissCost: String, Sendable, Hashable, Codable, CaseIterable {
    /// Archive objects plus values (from the header): deterministic, the default.
    case objects
    /// Bytes of the nib file: deterministic.
    case bytes
    /// Measured read + decode nanoseconds of the miss: follows the machine's timing.
    case measured

    /// The cost source a run uses unless told otherwise.
    public static let `default` = MissCost.objects

    /// Whether the same corpus and trace always give the same costs (and so the same eviction
    /// order and miss ratios).
    ///
    /// - Complexity: O(1).
    public var isDeterministic: Bool { self != .measured }
}
