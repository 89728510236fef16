import NibRuntime
import Synchronization
import NibCache

/// Makes any loader safe to share between threads: every call holds one `Mutex`.
///
/// Loads are serialised; instantiating the returned nib happens outside the lock (``Nib``
/// is thread-safe and every instantiate creates fresh objects).
public final class SynchronizedLoader: NibLoader, Sendable {
    private let inner: Mutex<any NibLoader>
    public let name: String

    /// Wraps `loader`, which must not be used directly afterwards.
    public init(_ loader: sending any NibLoader) {
        name = loader.name
        inner = Mutex(loader)
    }

    public var counters: LoaderCounters { inner.withLock(announcing: self) { $0.counters } }

    public func load(_ name: String) throws -> LoadedNib {
        try inner.withLock(announcing: self) { try $0.load(name) }
    }

    public func memoryWarning() {
        inner.withLock(announcing: self) { $0.memoryWarning() }
    }
}
