import NibArchive
import NibRuntime
import NibbenchSupport

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

    /// Whether `candidate` is ``path(_:)`` of `name`, compared without building the path.
    public func isPath(_ candidate: String, of name: String) -> Bool {
        let c = candidate.utf8, f = folder.utf8, n = name.utf8
        guard c.count == f.count + n.count + 5, c.starts(with: f) else { return false }
        let rest = c.dropFirst(f.count)
        return rest.first == UInt8(ascii: "/") && rest.dropFirst().starts(with: n) && rest.dropFirst(1 + n.count).elementsEqual(".nib".utf8)
    }

    /// Reads nib `name` (or maps it) and decodes it, timing both phases with
    /// ``MonotonicClock``: a miss of any loader, built-in or plug-in.
    ///
    /// - Returns: the nib, not a hit, with its read and decode nanoseconds and the bytes read
    ///   (0 when mapped).
    /// - Throws: ``NibRuntimeError`` or ``NibArchiveError`` for a file that cannot be read or
    ///   decoded.
    public func readAndDecode(_ name: String, mapped: Bool = false) throws -> LoadedNib {
        let t0 = MonotonicClock.nanoseconds()
        let nib = try Nib(contentsOf: path(name), mapped: mapped, bundle: bundle, registry: registry)
        let t1 = MonotonicClock.nanoseconds()
        try nib.decode()
        let t2 = MonotonicClock.nanoseconds()
        let bytes = mapped ? 0 : nib.storage?.bytes.count ?? 0
        return LoadedNib(nib: nib, hit: false, readNanoseconds: t1 - t0, decodeNanoseconds: t2 - t1, bytesRead: bytes)
    }

    /// Decodes nib `name` from bytes a loader already holds (cached file bytes), timing the
    /// decode with ``MonotonicClock``.
    ///
    /// - Returns: the decoded nib and the nanoseconds decoding took.
    /// - Throws: ``NibRuntimeError`` or ``NibArchiveError`` for bytes that cannot be decoded.
    public func decode(_ storage: ArchiveStorage, name: String) throws -> (nib: Nib, nanoseconds: UInt64) {
        let t0 = MonotonicClock.nanoseconds()
        let nib = Nib(storage: storage, name: path(name), bundle: bundle, registry: registry)
        try nib.decode()
        return (nib, MonotonicClock.nanoseconds() - t0)
    }
}
