import Foundation
import NibbenchSupport
import Manifest

/// Test manifests.
public enum Fixture {
    /// A fake but valid SHA-256 hex digest derived from `i`.
    public static func sha(_ i: Int) -> String {
        let hex = String(i, radix: 16)
        return String(repeating: "0", count: 64 - hex.count) + hex
    }

    /// A corpus with `screens` screens, `views` views, `cells` cells and `nested` nested nibs,
    /// named `Screen0`, `View0`, `Cell0`, `Nested0`, …, in that order. With `embeds`, screen `i`
    /// embeds `Nested(i % nested)` and `Nested0` embeds `Nested1` (when there are two).
    package static func manifest(screens: Int = 8, views: Int = 2, cells: Int = 10, nested: Int = 2, embeds: Bool = false) -> CorpusManifest {
        var nibs: [CorpusManifest.Entry] = []
        func add(_ name: String, _ kind: NibKind, _ embedded: [String]? = nil) {
            let i = nibs.count
            nibs.append(
                .init(
                    name: name, kind: kind, objectCount: 5 + i * 3, xibBytes: 4000 + i * 101, nibBytes: 1000 + i * 37,
                    sha256: sha(i + 1), embeds: embedded))
        }
        for i in 0..<screens { add("Screen\(i)", .screen, embeds && nested > 0 ? ["Nested\(i % nested)"] : nil) }
        for i in 0..<views { add("View\(i)", .view) }
        for i in 0..<cells { add("Cell\(i)", .cell) }
        for i in 0..<nested { add("Nested\(i)", .nested, embeds && i == 0 && nested > 1 ? ["Nested1"] : nil) }
        return CorpusManifest(nibs: nibs)
    }

    /// A corpus of `count` nibs of kind `view`, named `N0`, `N1`, ….
    package static func flat(_ count: Int) -> CorpusManifest {
        CorpusManifest(
            nibs: (0..<count).map {
                .init(name: "N\($0)", kind: .view, objectCount: 1, xibBytes: 100, nibBytes: 100 + $0, sha256: sha($0))
            })
    }
}

/// A fresh folder under the system temporary folder (``TemporaryFolder``), removed when
/// released.
public final class ScratchDirectory {
    /// The folder.
    public let path: String

    /// Makes the folder.
    public init() {
        do {
            path = try TemporaryFolder.make("tests")
        } catch {
            preconditionFailure("cannot make a temporary folder: \(error)")
        }
    }

    deinit { TemporaryFolder.remove(path) }

    /// `path/name`.
    public func file(_ name: String) -> String { path + "/" + name }

    /// The names in the folder, sorted.
    public func contents() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    /// Writes `text` to `name` and returns the path.
    @discardableResult
    public func write(_ name: String, _ text: String) -> String {
        _ = FileManager.default.createFile(atPath: file(name), contents: Data(text.utf8))
        return file(name)
    }
}

/// Runs `body` and returns the ``InputError`` it throws, or `nil`.
package func inputError(_ body: () throws -> Void) -> InputError? {
    do {
        try body()
        return nil
    } catch let error as InputError {
        return error
    } catch {
        return InputError(.io, "unexpected error type: \(error)")
    }
}
