/// `MissRatioPoint` as JSON (it is stored in `run.json`): the capacity as `"objects:N"` or
/// `"bytes:N"` (the form of ``CacheCapacity/description``), then the counts and sums.
extension MissRatioPoint: Codable {
    private enum CodingKeys: String, CodingKey {
        case capacity, requests, hits, requestedBytes, missedBytes, totalCost, missedCost
    }

    /// Decodes a point; a capacity that is neither `objects:N` nor `bytes:N` is a
    /// `DecodingError.dataCorrupted`.
    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let text = try c.decode(String.self, forKey: .capacity)
        let capacity: CacheCapacity
        if text.hasPrefix("objects:"), let n = Int(text.dropFirst(8)) {
            capacity = .objects(n)
        } else if text.hasPrefix("bytes:"), let n = Int(text.dropFirst(6)) {
            capacity = .bytes(n)
        } else {
            throw DecodingError.dataCorruptedError(forKey: .capacity, in: c, debugDescription: "capacity \(text) is neither objects:N nor bytes:N")
        }
        self.init(
            capacity: capacity, requests: try c.decode(Int.self, forKey: .requests), hits: try c.decode(Int.self, forKey: .hits),
            requestedBytes: try c.decode(Int.self, forKey: .requestedBytes), missedBytes: try c.decode(Int.self, forKey: .missedBytes),
            totalCost: try c.decode(Double.self, forKey: .totalCost), missedCost: try c.decode(Double.self, forKey: .missedCost))
    }

    /// Encodes the point in the form ``init(from:)`` reads.
    package func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(capacity.description, forKey: .capacity)
        try c.encode(requests, forKey: .requests)
        try c.encode(hits, forKey: .hits)
        try c.encode(requestedBytes, forKey: .requestedBytes)
        try c.encode(missedBytes, forKey: .missedBytes)
        try c.encode(totalCost, forKey: .totalCost)
        try c.encode(missedCost, forKey: .missedCost)
    }
}
