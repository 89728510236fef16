import Foundation
/// A trace specification as the command line states it: a spec file, a model in text or JSON
/// form, and single fields that override the file's.
public struct TraceSpecOverrides: Sendable {
    /// A JSON ``TraceSpec`` file; nil: the default spec with ``TraceModel/appDefault``.
    public var specPath: String?
    /// A model in text form (`zipf(alpha=0.9)`) or as a JSON object (`{"type":"zipf",…}`).
    public var model: String?
    public var length: Int?
    public var seed: UInt64?
    /// Follow each load with loads of the nibs it embeds (only turns it on).
    public var followEmbeds = false
    public var memoryWarningRate: Double?
    /// Memory warnings after these numbers of loads.
    public var memoryWarningAfter: [Int]?

    /// Creates overrides that change nothing.
    public init() {}

    /// The spec: the file's (or the default), with every given field replacing its own.
    /// - Throws: ``WorkloadError`` naming the spec file, or `--model` for a bad model text.
    public func resolve() throws(WorkloadError) -> TraceSpec {
        var result = try specPath.map(TraceSpec.load(from:)) ?? TraceSpec(model: .appDefault)
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
    /// - Throws: ``WorkloadError`` with code `invalid-spec` naming the value that is not one.
    public static func loadCounts(_ text: String) throws(WorkloadError) -> [Int] {
        var counts: [Int] = []
        for part in text.split(separator: ",") {
            guard let n = Int(part.trimmingCharacters(in: .whitespaces)) else {
                throw WorkloadError(.invalidSpec, "--memory-warning-after takes comma-separated integers, got \"\(part)\"")
            }
            counts.append(n)
        }
        return counts
    }
}
