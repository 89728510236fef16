import NibbenchSupport
import Foundation

extension CorpusManifest {
    /// Reads and validates the manifest at `path` — a `manifest.json` file, or a corpus folder
    /// that holds one.
    ///
    /// - Throws: ``InputError``: `io` when unreadable; `invalid-json` (with the JSON path of the
    ///   bad field) when malformed; `unsupported-schema`; and the codes ``validate()`` throws.
    /// - Complexity: O(n + e) for n nibs and e embed references, after JSON decoding.
    package static func load(from path: String) throws(InputError) -> CorpusManifest {
        var file = path
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            file = (path.hasSuffix("/") ? path : path + "/") + fileName
        }
        return try decode(InputFiles.read(file), file: file)
    }

    /// Decodes and validates a manifest from JSON bytes; `file` only labels errors.
    ///
    /// - Throws: ``InputError`` as ``load(from:)`` does.
    package static func decode(_ bytes: [UInt8], file: String? = nil) throws(InputError) -> CorpusManifest {
        let data = Data(bytes)
        let version: Int?
        do {
            version = try JSONDecoder().decode(VersionProbe.self, from: data).schemaVersion
        } catch {
            throw JSONErrors.error(error, bytes: bytes, file: file)
        }
        guard let version else {
            throw InputError(.unsupportedSchema, "the manifest has no schemaVersion", file: file, jsonPath: "")
        }
        guard version == currentSchemaVersion else {
            throw InputError(
                .unsupportedSchema, "schema version \(version) is not supported (this build reads \(currentSchemaVersion))",
                file: file, jsonPath: "schemaVersion")
        }
        return try JSONErrors.decode(CorpusManifest.self, from: bytes, file: file) { manifest throws(InputError) in try manifest.validate() }
    }

    /// Checks every rule a manifest must satisfy.
    ///
    /// Names are valid nib names (see the type's discussion) and unique; counts and sizes are not
    /// negative; `sha256` is 64 lowercase hex digits; every embedded name exists, differs from the
    /// embedding nib, appears once in its list, and embedding has no cycles; `segues` and `views`
    /// follow the same rules (without the cycle rule: navigation may loop).
    ///
    /// - Throws: ``InputError`` with code `invalid-manifest`, `duplicate-nib`, `unknown-nib` or
    ///   `embed-cycle`, and the JSON path of the offending field.
    /// - Complexity: O(n + e) for n nibs and e embed references.
    package func validate() throws(InputError) {
        var firstIndex: [String: Int] = [:]
        for (i, nib) in nibs.enumerated() {
            let at = "nibs[\(i)]"
            if let problem = NibName.problem(nib.name) {
                throw InputError(.invalidManifest, "invalid nib name \"\(nib.name)\": \(problem)", jsonPath: at + ".name")
            }
            if let first = firstIndex[nib.name] {
                throw InputError(.duplicateNib, "nib name \"\(nib.name)\" is already used by nibs[\(first)]", jsonPath: at + ".name")
            }
            firstIndex[nib.name] = i
            for (field, value) in [("objectCount", nib.objectCount), ("xibBytes", nib.xibBytes), ("nibBytes", nib.nibBytes)]
            where value < 0 {
                throw InputError(.invalidManifest, "\(field) must not be negative, found \(value)", jsonPath: "\(at).\(field)")
            }
            guard nib.sha256.utf8.count == 64, nib.sha256.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) else {
                throw InputError(.invalidManifest, "sha256 must be 64 lowercase hex digits, found \"\(nib.sha256)\"", jsonPath: at + ".sha256")
            }
        }
        for (i, nib) in nibs.enumerated() {
            try checkReferences(nib.embeds, field: "embeds", verb: "embeds", selfCode: .embedCycle, of: nib.name, at: i, in: firstIndex)
            try checkReferences(nib.segues, field: "segues", verb: "leads to", selfCode: .invalidManifest, of: nib.name, at: i, in: firstIndex)
            try checkReferences(nib.views, field: "views", verb: "loads the view", selfCode: .invalidManifest, of: nib.name, at: i, in: firstIndex)
        }
        try checkEmbedCycles(indexByName: firstIndex)
    }

    /// Checks one list of nib names of nib `i` (`embeds`, `segues` or `views`): every name is
    /// listed in the manifest, is not the nib itself (`selfCode`), and appears once.
    private func checkReferences(
        _ names: [String]?, field: String, verb: String, selfCode: InputError.Code, of name: String, at i: Int, in index: [String: Int]
    ) throws(InputError) {
        var seen = Set<String>()
        for (k, other) in (names ?? []).enumerated() {
            let at = "nibs[\(i)].\(field)[\(k)]"
            guard index[other] != nil else {
                throw InputError(.unknownNib, "\"\(name)\" \(verb) \"\(other)\", which the manifest does not list", jsonPath: at)
            }
            guard other != name else {
                throw InputError(selfCode, "\"\(name)\" \(verb) itself", jsonPath: at)
            }
            guard seen.insert(other).inserted else {
                throw InputError(.invalidManifest, "\"\(name)\" lists \"\(other)\" twice in \(field)", jsonPath: at)
            }
        }
    }

    /// Finds an embedding cycle with an iterative depth-first search (no recursion, so deep
    /// chains cannot overflow the stack).
    private func checkEmbedCycles(indexByName: [String: Int]) throws(InputError) {
        let edges = nibs.map { ($0.embeds ?? []).map { indexByName[$0]! } }
        var state = [UInt8](repeating: 0, count: nibs.count) // 0 new, 1 on the path, 2 done
        for start in nibs.indices where state[start] == 0 {
            var path: [(node: Int, next: Int)] = [(start, 0)]
            state[start] = 1
            while let top = path.last {
                guard top.next < edges[top.node].count else {
                    state[top.node] = 2
                    path.removeLast()
                    continue
                }
                path[path.count - 1].next += 1
                let child = edges[top.node][top.next]
                if state[child] == 1 {
                    let loop = Array(path.map(\.node).drop(while: { $0 != child })) + [child]
                    throw InputError(
                        .embedCycle, "embedding forms a cycle: " + loop.map { nibs[$0].name }.joined(separator: " → "),
                        jsonPath: "nibs[\(top.node)].embeds[\(top.next)]")
                }
                if state[child] == 0 {
                    state[child] = 1
                    path.append((child, 0))
                }
            }
        }
    }

    /// The manifest as pretty-printed JSON with sorted keys: byte-identical for equal manifests.
    package func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, integers and arrays cannot fail.
        return Array(try! encoder.encode(self)) + [0x0A]
    }

    /// Validates the manifest and writes it to `path` atomically.
    /// - Throws: ``InputError`` from ``validate()``, or `io`.
    package func write(to path: String) throws(InputError) {
        do { try validate() } catch { throw error.inFile(path) }
        try InputFiles.writeAtomically(encoded(), to: path)
    }

    private struct VersionProbe: Decodable {
        var schemaVersion: Int?
    }
}
