import Records

/// Packs the loads of one replay (one configuration, one repetition) into the bytes of a row of
/// the samples store's `replays` table (format 2, ``SampleStore``), and unpacks them exactly.
///
/// The bytes are one bit stream of eleven parts, one after another, each covering every load
/// in order of `seq`:
/// 1. the gaps between consecutive `seq`s less one (0 when the replay recorded every load),
/// 2. the nib ids,
/// 3. one hit bit per load,
/// 4. `read_ns`, `decode_ns`, `create_ns`, `connect_ns`, `awake_ns`,
/// 5. `total_ns` less the sum of those five phases (the time outside them),
/// 6. `allocated_bytes`,
/// 7. `allocations`: a bit saying every load was counted, else one bit per load saying whether
///    it was, then the counted loads' numbers.
///
/// Numbers are ``AdaptiveRice`` codes. Each measured number (parts 4 to 7) is coded as its
/// difference from the same column's number at the previous load of the same nib with the same
/// hit bit in this replay (0 when there is none), zigzag-mapped, with one coder state for hits
/// and one for misses; loads of one nib cost about the same every time, so the differences are
/// small. Allocation counts repeat exactly, so parts 6 and 7 spend one bit on "as last time"
/// before a difference. All arithmetic wraps, so every `UInt64` survives.
enum ReplayCodec {
    /// Bytes that do not decode: the store is damaged (a reader wraps it with the file).
    struct Damage: Error {
        /// What is wrong, completing "replay C/R: ".
        var message: String
        /// Creates the error.
        init(_ message: String) { self.message = message }
    }

    /// Packs `records`, which are one replay's loads in increasing `seq` order; `nibs[i]` is
    /// the store's id of `records[i]`'s nib (0 or more).
    ///
    /// - Precondition: `seq` increases strictly, and `nibs` is as long as `records`.
    /// - Complexity: O(*n*).
    static func encode(_ records: [LoadRecord], nibs: [Int]) -> [UInt8] {
        precondition(records.count == nibs.count, "one nib id per record")
        var writer = SampleBitWriter()
        var gaps = AdaptiveRice()
        for i in records.indices.dropFirst() {
            precondition(records[i].seq > records[i - 1].seq, "seq increases")
            gaps.write(distance(records[i - 1].seq, records[i].seq) - 1, to: &writer)
        }
        var ids = AdaptiveRice()
        for id in nibs { ids.write(UInt64(id), to: &writer) }
        for r in records { writer.write(r.hit) }
        let (keys, slots) = Column.keys(nibs, hits: records.map(\.hit))
        let times = [\LoadRecord.read, \.decode, \.create, \.connect, \.awake].map { column in records.map { $0[keyPath: column] } }
        for values in times + [records.map(outside)] {
            var column = Column(slots: slots, repeats: false)
            column.write(values, keys: keys, to: &writer)
        }
        var allocated = Column(slots: slots, repeats: true)
        allocated.write(records.map(\.allocatedBytes), keys: keys, to: &writer)
        let counted = records.allSatisfy { $0.allocations != nil }
        writer.write(counted)
        if !counted {
            for r in records { writer.write(r.allocations != nil) }
        }
        let allocations = records.indices.filter { records[$0].allocations != nil }
        var counts = Column(slots: slots, repeats: true)
        counts.write(allocations.map { records[$0].allocations ?? 0 }, keys: allocations.map { keys[$0] }, to: &writer)
        return writer.bytes
    }

    /// Unpacks `count` loads of configuration `config`, repetition `repetition`, the first at
    /// `firstSeq`, naming their nibs from `nibs` (by id).
    ///
    /// - Throws: ``Damage`` when the bytes end early or hold more, or name a nib not in `nibs`.
    /// - Complexity: O(*n*).
    static func decode(
        _ bytes: [UInt8], count: Int, config: Int, repetition: Int, firstSeq: Int, nibs: [Int: (name: String, bytes: Int)]
    ) throws(Damage) -> [LoadRecord] {
        // Every load takes at least its hit bit: a larger count is damage, not a reason to allocate.
        guard count > 0, count <= bytes.count * 8 else { throw Damage("\(count) loads in \(bytes.count) bytes") }
        var reader = SampleBitReader(bytes)
        var seqs = [firstSeq]
        seqs.reserveCapacity(count)
        var gaps = AdaptiveRice()
        for _ in 1..<count {
            let gap = try gaps.read(from: &reader)
            let previous = seqs[seqs.count - 1]
            guard gap < distance(previous, .max) else { throw Damage("a seq past the largest integer") }
            seqs.append(Int(truncatingIfNeeded: UInt64(truncatingIfNeeded: previous) &+ gap &+ 1))
        }
        var ids = AdaptiveRice()
        var nibIDs: [Int] = []
        nibIDs.reserveCapacity(count)
        for _ in 0..<count {
            let id = try ids.read(from: &reader)
            guard id < UInt64(Int32.max), nibs[Int(id)] != nil else { throw Damage("a load names nib \(id), which the store does not have") }
            nibIDs.append(Int(id))
        }
        var hits: [Bool] = []
        hits.reserveCapacity(count)
        for _ in 0..<count { hits.append(try reader.readBit()) }
        let (keys, slots) = Column.keys(nibIDs, hits: hits)
        var phases: [[UInt64]] = []
        for _ in 0..<6 {
            var column = Column(slots: slots, repeats: false)
            phases.append(try column.read(keys: keys, from: &reader))
        }
        var allocatedColumn = Column(slots: slots, repeats: true)
        let allocated = try allocatedColumn.read(keys: keys, from: &reader)
        let allCounted = try reader.readBit()
        var isCounted = [Bool](repeating: true, count: count)
        if !allCounted {
            for i in 0..<count { isCounted[i] = try reader.readBit() }
        }
        let countedLoads = (0..<count).filter { isCounted[$0] }
        var countsColumn = Column(slots: slots, repeats: true)
        let counts = try countsColumn.read(keys: countedLoads.map { keys[$0] }, from: &reader)
        guard reader.isAtEnd else { throw Damage("its packed samples hold more than \(count) loads") }
        var allocations = [UInt64?](repeating: nil, count: count)
        for (i, load) in countedLoads.enumerated() { allocations[load] = counts[i] }
        return (0..<count).map { i in
            let nib = nibs[nibIDs[i]] ?? ("", 0) // checked above
            let (read, decode, create, connect, awake) = (phases[0][i], phases[1][i], phases[2][i], phases[3][i], phases[4][i])
            return LoadRecord(
                config: config, repetition: repetition, seq: seqs[i], nib: nib.name, hit: hits[i],
                total: phases[5][i] &+ read &+ decode &+ create &+ connect &+ awake, read: read, decode: decode, create: create,
                connect: connect, awake: awake, allocatedBytes: allocated[i], allocations: allocations[i], nibBytes: nib.bytes)
        }
    }

    /// `to - from` for `from <= to`, exact however far apart they are.
    private static func distance(_ from: Int, _ to: Int) -> UInt64 {
        UInt64(truncatingIfNeeded: to) &- UInt64(truncatingIfNeeded: from)
    }

    /// The time of a load outside its five phases (wrapping, like every difference here).
    private static func outside(_ r: LoadRecord) -> UInt64 {
        r.total &- r.read &- r.decode &- r.create &- r.connect &- r.awake
    }

    /// One measured column: each number as its zigzagged difference from the number at the
    /// previous load with the same key (the nib's place among the replay's nibs × 2 + hit), one
    /// coder state per hit bit.
    private struct Column {
        /// Each load's key, and how many keys there can be.
        static func keys(_ nibs: [Int], hits: [Bool]) -> (keys: [Int], slots: Int) {
            var places: [Int: Int] = [:]
            let keys = zip(nibs, hits).map { nib, hit in
                let place = places[nib] ?? places.count
                places[nib] = place
                return place * 2 + (hit ? 1 : 0)
            }
            return (keys, 2 * places.count)
        }

        /// The last number seen per key, nil before the first.
        var last: [UInt64?]
        /// Whether a number as its key's last is coded as one bit.
        var repeats: Bool
        var coders = [AdaptiveRice(), AdaptiveRice()]

        init(slots: Int, repeats: Bool) {
            (last, self.repeats) = ([UInt64?](repeating: nil, count: slots), repeats)
        }

        mutating func write(_ values: [UInt64], keys: [Int], to writer: inout SampleBitWriter) {
            for (value, key) in zip(values, keys) {
                let previous = last[key]
                last[key] = value
                if repeats, let previous {
                    writer.write(value == previous)
                    if value == previous { continue }
                }
                let difference = Int64(bitPattern: value &- (previous ?? 0))
                coders[key & 1].write(UInt64(bitPattern: (difference << 1) ^ (difference >> 63)), to: &writer)
            }
        }

        mutating func read(keys: [Int], from reader: inout SampleBitReader) throws(Damage) -> [UInt64] {
            var values: [UInt64] = []
            values.reserveCapacity(keys.count)
            for key in keys {
                let previous = last[key]
                let value: UInt64
                if repeats, let previous, try reader.readBit() {
                    value = previous
                } else {
                    let zigzag = try coders[key & 1].read(from: &reader)
                    let difference = Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1)
                    value = (previous ?? 0) &+ UInt64(bitPattern: difference)
                }
                last[key] = value
                values.append(value)
            }
            return values
        }
    }
}
