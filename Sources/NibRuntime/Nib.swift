import Foundation
import NibArchive
import NibbenchSupport
import Synchronization

/// Options for ``Nib/instantiate(owner:options:)`` (UIKit's options dictionary).
public struct NibOptions {
    /// Objects for the nib's external-object placeholders, by identifier
    /// (`UINibExternalObjects`).
    public var externalObjects: [String: NibRuntimeObject]
    /// Whether an object of an app class the registry does not know (a class swapper's
    /// custom class) becomes its UIKit class with every unknown key accepted and kept in
    /// ``NibRuntimeObject/undefinedValues``, instead of failing on the first outlet as UIKit
    /// does. For benchmarking users' nibs without their code. Off by default.
    public var stubsUnknownClasses: Bool
    /// When set, instantiate records how long its phases took (for the harness).
    public var phaseClock: PhaseClock?
    /// Nibs already being loaded around this one (outermost first), for the recursion guard.
    var loadingStack: [String]
    /// The object reference depth reached by the instantiation that loads this one.
    var enclosingDepth = 0

    public init(externalObjects: [String: NibRuntimeObject] = [:], stubsUnknownClasses: Bool = false, phaseClock: PhaseClock? = nil) {
        self.phaseClock = phaseClock
        self.externalObjects = externalObjects
        self.stubsUnknownClasses = stubsUnknownClasses
        loadingStack = []
    }

    init(externalObjects: [String: NibRuntimeObject], stubsUnknownClasses: Bool, loadingStack: [String]) {
        self.externalObjects = externalObjects
        self.stubsUnknownClasses = stubsUnknownClasses
        self.loadingStack = loadingStack
    }
}

/// The UINib analogue: a nib's bytes, decoded once and instantiated any number of times.
///
/// A `Nib` keeps its raw bytes and, after the first instantiate, the decoded archive (the
/// indexed decoder). ``purge()`` drops the decoded archive — and the bytes too when they came
/// from a file that can be read again — as UIKit does on a memory warning. Thread-safe: the
/// cached state sits behind a `Mutex`; each instantiate creates fresh objects.
///
/// ```swift
/// let nib = try Nib(contentsOf: "ProfileCell.nib")
/// let objects = try nib.instantiate(owner: controller)
/// ```
public final class Nib: Sendable {
    private struct State: @unchecked Sendable {
        var storage: ArchiveStorage?
        var decoded: DecodedNib?
    }

    /// The file path or name, for errors and the recursion guard.
    public let name: String
    /// A file the bytes can be read again from after a purge.
    private let path: String?
    private let mapped: Bool
    private let bundle: NibBundle?
    private let registry: NibClassRegistry
    private let state: Mutex<State>

    /// A nib over bytes already in memory (`nibWithData:`): a file, a network buffer, anything.
    public init(storage: ArchiveStorage, name: String = "<data>", bundle: NibBundle? = nil, registry: NibClassRegistry = .standard) {
        self.name = name
        path = nil
        mapped = false
        self.bundle = bundle
        self.registry = registry
        state = Mutex(State(storage: storage))
    }

    /// A nib over `bytes` (not copied).
    public convenience init(data bytes: [UInt8], name: String = "<data>", bundle: NibBundle? = nil, registry: NibClassRegistry = .standard) {
        self.init(storage: ArchiveStorage(bytes), name: name, bundle: bundle, registry: registry)
    }

    /// A nib over `data` (not copied).
    public convenience init(data: Data, name: String = "<data>", bundle: NibBundle? = nil, registry: NibClassRegistry = .standard) {
        self.init(storage: ArchiveStorage(data), name: name, bundle: bundle, registry: registry)
    }

    /// A nib read (or mapped) from the file at `path`; re-read after a purge.
    ///
    /// - Throws: ``NibArchiveError`` `.io` when the file cannot be read.
    public init(contentsOf path: String, mapped: Bool = false, bundle: NibBundle? = nil, registry: NibClassRegistry = .standard) throws {
        name = path
        self.path = path
        self.mapped = mapped
        self.bundle = bundle
        self.registry = registry
        state = Mutex(State(storage: try Self.read(path, mapped: mapped)))
    }

    private static func read(_ path: String, mapped: Bool) throws(NibArchiveError) -> ArchiveStorage {
        let file = try DirectoryNib.resolve(path)
        do throws(FileError) {
            return mapped ? ArchiveStorage(try MappedRegion(path: file)) : ArchiveStorage(try FileBytes.read(file))
        } catch {
            throw NibArchiveError(error)
        }
    }

    var bundleForNested: NibBundle? { bundle }
    var registryForNested: NibClassRegistry { registry }

    /// Whether the decoded archive is cached.
    public var isDecoded: Bool { state.withLock(announcing: self) { $0.decoded != nil } }

    /// Whether the raw bytes are held.
    public var holdsBytes: Bool { state.withLock(announcing: self) { $0.storage != nil } }

    /// The bytes held, if any.
    public var storage: ArchiveStorage? { state.withLock(announcing: self) { $0.storage } }

    /// Drops the decoded archive, and the bytes when they can be read again from the file
    /// (the memory-warning response).
    public func purge() {
        state.withLock(announcing: self) {
            $0.decoded = nil
            if path != nil { $0.storage = nil }
        }
    }

    /// Decodes the archive now (if not already), so that the next instantiate only creates
    /// objects.
    ///
    /// - Throws: ``NibRuntimeError``: `.couldNotLoadNib` for a nib without data, the archive's or
    ///   file's own code (`bad-magic`, `io`, …) for one that cannot be read, or `.notAUIKitNib`.
    public func decode() throws {
        _ = try decodedNib()
    }

    func decodedNib() throws -> DecodedNib {
        if let decoded = state.withLock(announcing: self, { $0.decoded }) { return decoded }
        var storage = state.withLock(announcing: self) { $0.storage }
        if storage == nil, let path {
            do {
                storage = try Self.read(path, mapped: mapped)
            } catch {
                throw NibRuntimeError(wrapping: error, .couldNotLoadNib, "could not load nib", file: name)
            }
        }
        guard let storage else {
            throw NibRuntimeError(.couldNotLoadNib, "could not load nib: no data", nib: name)
        }
        let archive: NibArchive
        do {
            archive = try NibArchive(storage: storage)
        } catch {
            throw NibRuntimeError(wrapping: error.inFile(path ?? name), .couldNotLoadNib, "could not load nib")
        }
        let decoded = try DecodedNib(archive: archive, registry: registry, name: name)
        state.withLock(announcing: self) {
            $0.storage = storage
            $0.decoded = decoded
        }
        return decoded
    }
}
