import NibArchive
import NibRuntime
import NibCache

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

    /// One load's outcome.
    public init(nib: Nib, hit: Bool, readNanoseconds: UInt64 = 0, decodeNanoseconds: UInt64 = 0, bytesRead: Int = 0) {
        (self.nib, self.hit, self.readNanoseconds, self.decodeNanoseconds, self.bytesRead) = (nib, hit, readNanoseconds, decodeNanoseconds, bytesRead)
    }
}
