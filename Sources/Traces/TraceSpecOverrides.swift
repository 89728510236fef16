import NibbenchSupport
import Foundation
import Manifest
/// A trace specification as the command line states it: a spec file, a model in text or JSON
/// form, and single fields that override the file's.
package struct TraceSpecOverrides: Sendable {
    /// A JSON ``TraceSpec`` file; nil: the default spec with the default model given to
    /// ``resolve(defaultModel:)``.
    package var specPath: String?
    /// A model in text form (`zipf(alpha=0.9)`) or as a JSON object (`{"type":"zipf",…}`).
    package var model: String?
    package var length: Int?
    package var seed: UInt64?
    /// Follow each load with loads of the nibs it embeds (only turns it on).
    package var followEmbeds = false
    package var memoryWarningRate: Double?
    /// Memory warnings after these numbers of loads.
    package var memoryWarningAfter: [Int]?

    /// Creates overrides that change nothing.
    package init() {}

    /// The spec: the file's (or the default, with `defaultModel`), with every given field
    /// replacing its own.
    /// - Throws: ``InputError`` naming the spec file, or `--model` for a bad model text.
    package func resolve(defaultModel: TraceModel = .appDefault) throws(InputError) -> TraceSpec {
        var result = try specPath.map(TraceSpec.load(from:)) ?? TraceSpec(model: defaultModel)
        if let model {
            if model.hasPrefix("{") {
                result.model = try TraceSpec.decode(Array("{\"model\":\(model)}".utf8), file: "--model").model
            } else {
                do {
                    result.model = try TraceModel(parsing: model)
                } catch {
                    throw error.inFile("--model")
                }
            }
        }
        if let length { result.length = length }
        if let seed { result.seed = seed }
        if followEmbeds { result.followEmbeds = true }
        if let memoryWarningRate { result.memoryWarnings.ratePerLoad = memoryWarningRate }
        if let memoryWarningAfter { result.memoryWarnings.afterLoads = memoryWarningAfter }
        return result
    }

    /// Comma-separated numbers of loads (`--memory-warning-after 100,2000`).
    /// - Throws: ``InputError`` with code `invalid-spec` naming the value that is not one.
    package static func loadCounts(_ text: String) throws(InputError) -> [Int] {
        var counts: [Int] = []
        for part in text.split(separator: ",") {
            guard let n = Int(part.trimmingCharacters(in: .whitespaces)) else {
                throw InputError(.invalidSpec, "--memory-warning-after takes comma-separated integers, got \"\(part)\"")
            }
            counts.append(n)
        }
        return counts
    }
}
