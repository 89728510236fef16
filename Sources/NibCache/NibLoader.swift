import NibArchive
import NibRuntime

/// A strategy for getting a ready-to-instantiate ``Nib`` by name: read it, decode it, and
/// keep (or not) what it read and decoded.
///
/// Every loader counts what it does (``LoaderCounters``) and answers a memory warning by
/// dropping what UIKit would. Loaders are not thread-safe; wrap one in
/// ``SynchronizedLoader`` to share it.
public protocol NibLoader: AnyObject {
    /// The strategy name (`cold`, `uinib`, `bytes-lru`, `decoded-lru`, `mmap`, …).
    var name: String { get }
    /// What the loader has done so far.
    var counters: LoaderCounters { get }
    /// A nib ready to instantiate, and how it was obtained.
    ///
    /// - Throws: ``NibRuntimeError`` (`could-not-load-nib`, …) or ``NibArchiveError``.
    func load(_ name: String) throws -> LoadedNib
    /// Drops what UIKit drops on `UIApplicationDidReceiveMemoryWarningNotification`.
    func memoryWarning()
}

extension NibLoader {
    /// Loads `name` and instantiates it against `owner`.
    public func instantiate(_ name: String, owner: NibRuntimeObject?, options: NibOptions = NibOptions()) throws -> [NibRuntimeObject] {
        try load(name).nib.instantiate(owner: owner, options: options)
    }
}

/// One load: the nib, whether the loader already had it decoded, and the cost of getting it.
public struct LoadedNib {
    /// The nib, decoded.
    public var nib: Nib
    /// Whether the loader served the request from its cache (for `bytes-lru`: the bytes).
    public var hit: Bool
    /// Nanoseconds spent reading or mapping the file (0 on a hit).
    public var readNanoseconds: UInt64
    /// Nanoseconds spent indexing the archive for instantiation (0 on a hit).
    public var decodeNanoseconds: UInt64
    /// Bytes read from disk (0 when cached or mapped).
    public var bytesRead: Int
}

/// Counters every loader keeps. `bytesHeld` is what the loader's cache holds now, by the
/// loader's own measure (``footprintSource``).
public struct LoaderCounters: Sendable, Hashable, Codable {
    public var requests = 0
    public var hits = 0
    public var misses = 0
    public var evictions = 0
    public var bytesRead = 0
    public var bytesHeld = 0
    public var memoryWarnings = 0
    /// How `bytesHeld` is measured (`file bytes`, `jemalloc thread.allocatedp`, `estimate`).
    public var footprintSource = "none"

    public init() {}

    /// Misses over requests (0 for no requests).
    public var missRatio: Double { requests == 0 ? 0 : Double(misses) / Double(requests) }
}

/// Where a corpus's nibs are: `<folder>/<name>.nib`, with nested nibs resolved in the same
/// folder.
public struct NibStore: Sendable {
    public let folder: String
    public let bundle: NibBundle
    public let registry: NibClassRegistry

    public init(folder: String, registry: NibClassRegistry = .standard) {
        self.folder = folder
        bundle = NibBundle(directory: folder)
        self.registry = registry
    }

    /// The file of nib `name`.
    public func path(_ name: String) -> String { folder + "/" + name + ".nib" }
}

/// Monotonic nanoseconds for phase timing.
@inline(__always)
func monotonicNanoseconds() -> UInt64 { PhaseClock.nanoseconds() }
