import NibbenchSupport
import Foundation
import Manifest

extension CorpusSpec {
    /// The kinds a spec may mix.
    package static let kinds = ["cell", "view", "screen", "nested"]

    /// Reads and validates the spec at `path`.
    ///
    /// - Throws: ``InputError`` `.io`, `.invalidJSON` (line:column for syntax, the JSON path
    ///   for a missing or mistyped field), `.invalidSpec`.
    package static func load(from path: String) throws(InputError) -> CorpusSpec {
        try decode(bytes: InputFiles.read(path), file: path)
    }

    /// Decodes and validates a spec from JSON `bytes`, from a file or anywhere else.
    ///
    /// - Parameter file: named in errors.
    /// - Throws: ``InputError`` `.invalidJSON` (line:column for syntax, the JSON path for a
    ///   missing or mistyped field), `.invalidSpec` naming the field.
    /// - Complexity: O(*n*) in the size of the document.
    package static func decode(bytes: [UInt8], file: String? = nil) throws(InputError) -> CorpusSpec {
        try JSONErrors.decode(CorpusSpec.self, from: bytes, file: file) { spec throws(InputError) in try spec.validate() }
    }

    /// Whether `character` may be part of a corpus name (a letter, a digit, `-` or `_`), which
    /// names a folder, so that no spec can choose one outside its own.
    package static func isNameCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "-" || character == "_"
    }

    /// A corpus name made of `text` (a folder's name): each character a name may not hold
    /// becomes `-`; `fallback` when nothing is left.
    package static func name(from text: String, fallback: String) -> String {
        text.isEmpty ? fallback : String(text.map { isNameCharacter($0) ? $0 : "-" })
    }

    /// Checks every field's range.
    ///
    /// - Throws: ``InputError`` `.invalidSpec` naming the field.
    package func validate() throws(InputError) {
        func fail(_ path: String, _ message: String) -> InputError { InputError(.invalidSpec, message, jsonPath: path) }
        guard !name.isEmpty, name.allSatisfy(Self.isNameCharacter) else {
            throw fail("name", "the name must be letters, digits, - and _")
        }
        guard (1...1_000_000).contains(nibCount) else { throw fail("nibCount", "nibCount must be 1…1,000,000, got \(nibCount)") }
        for (kind, weight) in kindMix {
            guard Self.kinds.contains(kind) else {
                throw fail("kindMix.\(kind)", "unknown kind \"\(kind)\"; kinds are \(Self.kinds.joined(separator: ", "))")
            }
            guard weight >= 0, weight.isFinite else { throw fail("kindMix.\(kind)", "weights must be finite and ≥ 0") }
        }
        guard kindMix.values.reduce(0, +) > 0 else { throw fail("kindMix", "at least one kind needs a positive weight") }
        for kind in kindMix.keys where kindMix[kind]! > 0 {
            guard let distribution = objects[kind] else { throw fail("objects.\(kind)", "no object-count distribution for kind \(kind)") }
            try check(distribution, "objects.\(kind)", minimum: 1)
        }
        try check(stringLength, "stringLength", minimum: 0)
        try check(blobs.size, "blobs.size", minimum: 0)
        guard (1...64).contains(maxDepth) else { throw fail("maxDepth", "maxDepth must be 1…64") }
        guard (1...1000).contains(fanOut) else { throw fail("fanOut", "fanOut must be 1…1000") }
        for (path, share) in [
            ("blobs.share", blobs.share), ("connections.outlets", connections.outlets),
            ("connections.actions", connections.actions), ("connections.collections", connections.collections),
            ("constraintShare", constraintShare), ("embedShare", embedShare)
        ] {
            guard (0...1).contains(share) else { throw fail(path, "\(path) must be between 0 and 1, got \(share)") }
        }
        guard constraintShare < 1 else { throw fail("constraintShare", "constraintShare must be below 1") }
        if let shapes {
            guard shapes.count == nibCount else { throw fail("shapes", "there are \(shapes.count) shapes but nibCount is \(nibCount)") }
            for (index, shape) in shapes.enumerated() {
                guard (1...1_000_000).contains(shape.objects) else {
                    throw fail("shapes[\(index)].objects", "objects must be 1…1,000,000, got \(shape.objects)")
                }
                guard (0...1 << 30).contains(shape.bytes) else { throw fail("shapes[\(index)].bytes", "bytes must be 0…1 GiB, got \(shape.bytes)") }
                if let constraints = shape.constraints, !(0..<shape.objects).contains(constraints) {
                    throw fail("shapes[\(index)].constraints", "constraints must be 0…objects−1, got \(constraints)")
                }
            }
        }
        if let viewMix {
            for (element, weight) in viewMix {
                guard Self.viewElements.contains(element) else {
                    throw fail("viewMix.\(element)", "unknown view element \"\(element)\"; elements are \(Self.viewElements.joined(separator: ", "))")
                }
                guard weight >= 0, weight.isFinite else { throw fail("viewMix.\(element)", "weights must be finite and ≥ 0") }
            }
            guard viewMix.values.reduce(0, +) > 0 else { throw fail("viewMix", "at least one view element needs a positive weight") }
        }
    }

    private func check(_ d: LogNormal, _ path: String, minimum: Double) throws(InputError) {
        guard d.median > 0, d.median.isFinite else { throw InputError(.invalidSpec, "\(path).median must be > 0", jsonPath: path + ".median") }
        guard d.spread >= 0, d.spread <= 5 else { throw InputError(.invalidSpec, "\(path).spread must be 0…5", jsonPath: path + ".spread") }
        guard d.min >= minimum, d.min <= d.max, d.max <= 1_000_000 else {
            throw InputError(.invalidSpec, "\(path) needs \(Int(minimum)) ≤ min ≤ max ≤ 1,000,000", jsonPath: path + ".min")
        }
    }
}
