extension CacheCapacity {
    /// Parses a capacity's text form: ``description``'s `objects:N` and `bytes:N`, and the
    /// command line's forms: `64` (objects), `8MiB`, `512KiB`, `1GiB`, `1000B` (bytes).
    ///
    /// - Parameter text: The text to parse.
    /// - Returns: The capacity, or `nil` for text that is none of these forms. A capacity of
    ///   zero or below parses (the command line refuses it).
    /// - Complexity: O(*n*) in the length of `text`.
    public init?(parsing text: String) {
        if text.hasPrefix("objects:") {
            guard let count = Int(text.dropFirst(8)) else { return nil }
            self = .objects(count)
            return
        }
        if text.hasPrefix("bytes:") {
            guard let bytes = Int(text.dropFirst(6)) else { return nil }
            self = .bytes(bytes)
            return
        }
        for (suffix, factor) in [("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10), ("B", 1)] where text.hasSuffix(suffix) {
            guard let amount = Double(text.dropLast(suffix.count)) else { return nil }
            self = .bytes(Int(amount * Double(factor)))
            return
        }
        guard let count = Int(text) else { return nil }
        self = .objects(count)
    }
}
