import NibArchive
import NibRuntime
import Probes

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
}

/// Monotonic nanoseconds for phase timing.
@inline(__always)
func monotonicNanoseconds() -> UInt64 { MonotonicClock.nanoseconds() }

/// Reads `name` from `store` (or maps it) and decodes it, timing both phases.
func readAndDecode(_ name: String, store: NibStore, mapped: Bool = false) throws -> LoadedNib {
    let t0 = monotonicNanoseconds()
    let nib = try Nib(contentsOf: store.path(name), mapped: mapped, bundle: store.bundle, registry: store.registry)
    let t1 = monotonicNanoseconds()
    try nib.decode()
    let t2 = monotonicNanoseconds()
    let bytes = mapped ? 0 : nib.storage?.bytes.count ?? 0
    return LoadedNib(nib: nib, hit: false, readNanoseconds: t1 - t0, decodeNanoseconds: t2 - t1, bytesRead: bytes)
}
