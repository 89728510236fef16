import NibbenchSupport
import NibCache
import Manifest
/// One request in a libCacheSim trace.
package struct LibCacheSimRecord: Hashable, Sendable {
    /// The request time. Exports write the 1-based index of the load (virtual time).
    package var timestamp: UInt32
    /// The object id (see ``LibCacheSimTrace/objectID(forNib:)``).
    package var objectID: UInt64
    /// The object size in bytes; readers skip records of size 0.
    package var objectSize: UInt32
    /// The 1-based index of the next request to the same object, or −1 if there is none
    /// (oracleGeneral only; CSV traces get it computed on read).
    package var nextAccessVtime: Int64

    /// Creates a record.
    package init(timestamp: UInt32, objectID: UInt64, objectSize: UInt32, nextAccessVtime: Int64) {
        (self.timestamp, self.objectID, self.objectSize, self.nextAccessVtime) = (timestamp, objectID, objectSize, nextAccessVtime)
    }
}

/// A trace in one of libCacheSim's formats, and conversions to and from ``AccessTrace``.
///
/// - **oracleGeneral** (binary, ``init(oracleGeneral:file:verifyNextAccess:)``,
///   ``oracleGeneralBytes()``): packed little-endian 24-byte records with no header —
///   `u32 timestamp, u64 obj_id, u32 obj_size, i64 next_access_vtime`. `next_access_vtime` is the
///   1-based index of the next record for the same object, −1 when there is none (readers also
///   accept `Int64.max`, as libCacheSim does). Readers skip records of size 0.
///   `cachesim T oracleGeneral lru 100 --ignore-obj-size 1`.
/// - **CSV** (``init(csv:file:)``, ``csvBytes()``): header `time,obj_id,obj_size`, then one
///   record per line in decimal. `cachesim T csv lru 100 -t
///   "time-col=1,obj-id-col=2,obj-size-col=3,has-header=true,obj-id-is-num=1"`.
///
/// **Object ids.** A nib named `obj-<n>` (n a decimal `UInt64` without leading zeros) has id
/// `n`, so traces imported from libCacheSim keep their ids on the way back; any other nib has
/// the 64-bit FNV-1a hash of its UTF-8 name as id. The mapping needs no manifest, does not change
/// when a corpus gains or reorders nibs, and is checked for collisions on every export.
///
/// **Export** (``init(exporting:sizes:)``): one record per load; timestamp = the load's 1-based
/// index (virtual time); size = the nib's `nibBytes` (from a manifest or a sizes sidecar), which
/// must be 1…`UInt32.max`. Memory warnings have no representation in libCacheSim formats: they
/// are dropped, and the export reports how many.
///
/// **Import** (``accessTrace(manifest:)``): one load per record. With a manifest, ids map back to
/// its nib names (an id matching no nib is an error); without one, nibs are named `obj-<id>`.
/// Sizes come back as ``NibSizes`` — each object's first size, the requests with another size
/// counted — to be kept as a sidecar. Timestamps and stored next-access indices are not kept:
/// our format has neither.
package struct LibCacheSimTrace: Hashable, Sendable {
    /// The requests in order.
    package var records: [LibCacheSimRecord]
    /// Records of size 0 skipped while reading (always 0 for a trace built in memory).
    package var skippedZeroSizeRecords: Int
    /// Memory warnings dropped by ``init(exporting:sizes:)``.
    package var droppedMemoryWarnings: Int

    /// A trace of `records`.
    package init(records: [LibCacheSimRecord]) {
        self.records = records
        skippedZeroSizeRecords = 0
        droppedMemoryWarnings = 0
    }

    /// The object id of a nib: ``CacheKey/objectID(forName:)`` (`n` for `obj-<n>`, otherwise
    /// the 64-bit FNV-1a of the name).
    package static func objectID(forNib name: String) -> UInt64 {
        CacheKey.objectID(forName: name)
    }

    /// The name an imported object gets without a manifest: `obj-<id>`.
    package static func syntheticName(forObjectID id: UInt64) -> String {
        "obj-\(id)"
    }

    /// The next-access index of each request: the 1-based index of the next request with the
    /// same key, or −1.
    /// - Complexity: O(n) expected.
    package static func nextAccessVtimes<C: Collection>(_ keys: C) -> [Int64] where C.Element: Hashable {
        let keys = Array(keys)
        var result = [Int64](repeating: -1, count: keys.count)
        var seen: [C.Element: Int] = [:]
        for i in keys.indices.reversed() {
            if let next = seen[keys[i]] { result[i] = Int64(next + 1) }
            seen[keys[i]] = i
        }
        return result
    }

    /// Exports the loads of `trace`, with sizes from `sizes` (see the type's discussion).
    ///
    /// - Throws: ``InputError``: `unknown-nib` for a nib without a size; `unrepresentable` for
    ///   a size of 0 or above `UInt32.max`, more than `UInt32.max` loads, or two nibs with the same
    ///   object id.
    /// - Complexity: O(n) expected.
    package init(exporting trace: AccessTrace, sizes: NibSizes) throws(InputError) {
        var records: [LibCacheSimRecord] = []
        records.reserveCapacity(trace.events.count)
        var nameByID: [UInt64: String] = [:], idByName: [String: (UInt64, UInt32)] = [:]
        var dropped = 0
        for event in trace.events {
            guard let nib = event.nib else {
                dropped += 1
                continue
            }
            guard records.count < Int(UInt32.max) else {
                throw InputError(.unrepresentable, "more than \(UInt32.max) loads do not fit 32-bit timestamps")
            }
            let (id, size): (UInt64, UInt32)
            if let known = idByName[nib] {
                (id, size) = known
            } else {
                guard let bytes = sizes[nib] else { throw InputError(.unknownNib, "no size for nib \"\(nib)\"") }
                guard bytes > 0, bytes <= Int(UInt32.max) else {
                    throw InputError(
                        .unrepresentable, "nib \"\(nib)\" has size \(bytes); libCacheSim needs 1...\(UInt32.max) (size-0 records are skipped)")
                }
                (id, size) = (Self.objectID(forNib: nib), UInt32(bytes))
                if let other = nameByID[id] {
                    throw InputError(.unrepresentable, "nibs \"\(other)\" and \"\(nib)\" have the same object id \(id)")
                }
                nameByID[id] = nib
                idByName[nib] = (id, size)
            }
            records.append(LibCacheSimRecord(timestamp: UInt32(records.count + 1), objectID: id, objectSize: size, nextAccessVtime: -1))
        }
        let next = Self.nextAccessVtimes(records.map(\.objectID))
        for i in records.indices { records[i].nextAccessVtime = next[i] }
        self.init(records: records)
        droppedMemoryWarnings = dropped
    }

    /// The result of ``accessTrace(manifest:)``.
    package struct Import: Hashable, Sendable {
        /// One load per record.
        package var trace: AccessTrace
        /// Each object's size (its first one), by nib name: keep it as a sidecar.
        package var sizes: NibSizes
        /// Requests whose size differs from the first size of their object.
        package var sizeChanges: Int
    }

    /// Converts to our trace format (see the type's discussion).
    /// - Throws: ``InputError``: `unknown-nib` when a manifest is given and a record's id
    ///   matches none of its nibs; `unrepresentable` when two of the manifest's nibs share an id.
    /// - Complexity: O(n + m) expected for n records and m nibs in the manifest.
    package func accessTrace(manifest: CorpusManifest? = nil) throws(InputError) -> Import {
        var nameByID: [UInt64: String]?
        if let manifest {
            var map: [UInt64: String] = [:]
            for nib in manifest.nibs {
                let id = Self.objectID(forNib: nib.name)
                if let other = map[id] {
                    throw InputError(.unrepresentable, "manifest nibs \"\(other)\" and \"\(nib.name)\" have the same object id \(id)")
                }
                map[id] = nib.name
            }
            nameByID = map
        }
        var events: [TraceEvent] = [], sizes: [String: Int] = [:], changes = 0
        events.reserveCapacity(records.count)
        var cache: [UInt64: String] = [:]
        for (i, record) in records.enumerated() {
            let name: String
            if let cached = cache[record.objectID] {
                name = cached
            } else {
                if let nameByID {
                    guard let known = nameByID[record.objectID] else {
                        throw InputError(.unknownNib, "record \(i + 1): object id \(record.objectID) matches no nib in the manifest")
                    }
                    name = known
                } else {
                    name = Self.syntheticName(forObjectID: record.objectID)
                }
                cache[record.objectID] = name
                sizes[name] = Int(record.objectSize)
            }
            if sizes[name] != Int(record.objectSize) { changes += 1 }
            events.append(.load(name))
        }
        return Import(trace: AccessTrace(events), sizes: NibSizes(bytes: sizes), sizeChanges: changes)
    }
}
