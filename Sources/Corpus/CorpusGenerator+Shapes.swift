import NibbenchSupport
import NibArchive
import Manifest

extension CorpusGenerator {
    /// Builds planned nib `index` to `shape`: with the shape's constraints, the number of views
    /// is searched until the compiled nib instantiates `shape.objects` objects (or the closest
    /// count met in a few steps); then a nib larger than `shape.bytes` gets shorter texts (down
    /// to a word each) and a smaller one padding text (in its first label, else a button title
    /// or field placeholder, else the root view's restoration identifier), to come as close to
    /// `shape.bytes` as they allow.
    ///
    /// Each attempt is built from the nib's own random stream, so the result depends only on
    /// the spec and the index.
    ///
    /// - Returns: the nib and its compiled archive.
    /// - Throws: ``InputError`` with the compiler's or the archive's code when a generated xib
    ///   does not compile or its nib does not read back (a generator bug).
    /// - Complexity: at most ``fittingAttempts`` + ``trimSteps`` builds and compiles of the nib.
    func synthesize(_ plan: Plan, index: Int, fitting shape: NibShape) throws(InputError) -> (SyntheticNib, [UInt8]) {
        func attempt(_ views: Int, padding: Int = 0, textScale: Double = 1) throws(InputError) -> (nib: SyntheticNib, bytes: [UInt8], objects: Int) {
            var builder = SyntheticNibBuilder(spec: spec, name: plan.name, kind: plan.kind, seed: spec.seed, index: index)
            builder.blobOverride = padding
            builder.textScale = textScale
            let (nib, bytes) = try compiled(builder.build(embedding: plan.embeds, objects: views, constraints: shape.constraints))
            let archive: NibArchive
            do { archive = try NibArchive(bytes: bytes) } catch {
                throw InputError(wrapping: error, .invalidSpec, "generated \(plan.name).nib does not read back")
            }
            return (nib, bytes, NibShape.instantiatedObjects(in: archive))
        }
        // About half of the other objects are views; the rest are the fonts, colours, images
        // and content objects they hold.
        let constraints = shape.constraints ?? 0
        var views = constraints + max(1, (shape.objects - constraints) / 2)
        var best = try attempt(views), bestViews = views
        for _ in 1..<Self.fittingAttempts where best.objects != shape.objects {
            let last = best.objects
            // The objects other than constraints grow about in proportion to the views.
            var next =
                constraints
                + max(
                    1,
                    Int(
                        (Double(views - constraints) * Double(shape.objects - constraints)
                            / Double(max(1, last - constraints))).rounded()))
            if next == views { next = max(1, views + (last < shape.objects ? 1 : -1)) }
            views = next
            let candidate = try attempt(views)
            if abs(candidate.objects - shape.objects) < abs(best.objects - shape.objects) { (best, bestViews) = (candidate, views) }
        }
        func closer(_ candidate: (nib: SyntheticNib, bytes: [UInt8], objects: Int)) -> Bool {
            candidate.objects == best.objects && abs(candidate.bytes.count - shape.bytes) < abs(best.bytes.count - shape.bytes)
        }
        if best.bytes.count > shape.bytes {
            // Texts are drawn with the same random numbers at any scale, so the structure stays.
            var (low, high) = (0.0, 1.0)
            for _ in 0..<Self.trimSteps {
                let scale = (low + high) / 2
                let trimmed = try attempt(bestViews, textScale: scale)
                if closer(trimmed) { best = trimmed }
                if trimmed.bytes.count > shape.bytes { high = scale } else { low = scale }
            }
        } else if best.bytes.count < shape.bytes {
            let padded = try attempt(bestViews, padding: shape.bytes - best.bytes.count)
            if closer(padded) { best = padded }
        }
        return (best.nib, best.bytes)
    }

    /// How many sizes the object-count search tries per nib.
    static let fittingAttempts = 8
    /// How many text scales the byte trim tries per nib (a bisection of 0…1).
    static let trimSteps = 5
}
