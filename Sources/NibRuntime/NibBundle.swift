import Foundation
import NibArchive

/// Where nibs referenced by name come from: a folder of `.nib` files (flat or directory
/// nibs), or nibs held in memory.
public struct NibBundle: Sendable {
    private enum Storage: Sendable {
        case directory(String)
        case memory([String: [UInt8]])
    }

    private let storage: Storage

    /// Nibs in `directory`: `NAME.nib` files, or `NAME.nib/` folders holding
    /// `objects-13.0+.nib`, `objects-11.0+.nib`, …, `objects.nib` or `runtime.nib`.
    public init(directory: String) {
        storage = .directory(directory)
    }

    /// Nibs held in memory, by name.
    public init(nibs: [String: [UInt8]]) {
        storage = .memory(nibs)
    }

    /// The bytes of the nib named `name`, and where they came from.
    ///
    /// - Throws: ``NibRuntimeError`` `.missingNib`, or ``NibArchiveError`` `.io`.
    public func bytes(named name: String) throws -> (storage: ArchiveStorage, origin: String) {
        switch storage {
        case .memory(let nibs):
            guard let bytes = nibs[name] else {
                throw NibRuntimeError(.missingNib, "no nib named \(name) in this bundle", nib: name)
            }
            return (ArchiveStorage(bytes), name)
        case .directory(let folder):
            let path = try Self.resolve(name: name, in: folder)
            let archive = try NibArchive(contentsOf: path)
            return (archive.storage, path)
        }
    }

    /// A ``Nib`` for the nib named `name`.
    public func nib(named name: String, registry: NibClassRegistry = .standard) throws -> Nib {
        let (storage, origin) = try bytes(named: name)
        return Nib(storage: storage, name: origin, bundle: self, registry: registry)
    }

    /// The file holding nib `name` in `folder`; for a directory nib, the newest variant.
    static func resolve(name: String, in folder: String) throws -> String {
        let path = folder + "/" + name + ".nib"
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw NibRuntimeError(.missingNib, "no nib named \(name) in \(folder)", nib: name)
        }
        guard isDirectory.boolValue else { return path }
        if let variant = DirectoryNib.variant(in: path) { return path + "/" + variant }
        throw NibRuntimeError(.missingNib, "directory nib \(path) holds no objects*.nib or runtime.nib", nib: name)
    }
}
