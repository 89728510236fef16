import NibbenchSupport
import Foundation
import Manifest

/// JSON form of ``TraceModel``: an object with a `type` field and the case's fields.
///
/// `{"type":"zipf","alpha":0.9}` (`{"type":"uniform"}` is alpha 0), `{"type":"scan"}`,
/// `{"type":"navigation","fanOut":3,"backProbability":0.35,"maxDepth":8,"meanBurst":6,
/// "scrollProbability":0.5,"cellTypesPerScreen":2}` (any field may be left out for its default),
/// `{"type":"app","meanVisits":12,"backProbability":0.35,"maxDepth":8,"fanOut":3,
/// "cellTypesPerScreen":2,"extraProbability":0.1,"sessionWarningProbability":0}` (likewise),
/// `{"type":"phases","phases":[{"length":1000,"hotSetSize":50,"model":{…}}]}` and
/// `{"type":"mixture","components":[{"weight":0.9,"model":{…}}]}`.
extension TraceModel: Codable {
    private enum CodingKeys: String, CodingKey {
        case type, alpha, phases, components
    }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let type = try c.decode(String.self, forKey: .type)
        switch type {
        case "zipf": self = .zipf(alpha: try c.decode(Double.self, forKey: .alpha))
        case "uniform": self = .zipf(alpha: 0)
        case "scan": self = .scan
        case "navigation": self = .navigation(try NavigationParameters(from: decoder))
        case "app": self = .app(try AppParameters(from: decoder))
        case "phases": self = .phases(try c.decode([TracePhase].self, forKey: .phases))
        case "mixture": self = .mixture(try c.decode([MixtureComponent].self, forKey: .components))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: c,
                debugDescription: "unknown model type \"\(type)\"; expected zipf, uniform, scan, navigation, app, phases or mixture")
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .zipf(let alpha):
            try c.encode("zipf", forKey: .type)
            try c.encode(alpha, forKey: .alpha)
        case .scan:
            try c.encode("scan", forKey: .type)
        case .navigation(let parameters):
            try c.encode("navigation", forKey: .type)
            try parameters.encode(to: encoder)
        case .app(let parameters):
            try c.encode("app", forKey: .type)
            try parameters.encode(to: encoder)
        case .phases(let phases):
            try c.encode("phases", forKey: .type)
            try c.encode(phases, forKey: .phases)
        case .mixture(let components):
            try c.encode("mixture", forKey: .type)
            try c.encode(components, forKey: .components)
        }
    }
}

extension TraceSpec {
    /// Reads a spec from the JSON file at `path`.
    /// - Throws: ``InputError`` with code `io`, or as ``decode(_:file:)``.
    package static func load(from path: String) throws(InputError) -> TraceSpec {
        try decode(InputFiles.read(path), file: path)
    }

    /// Decodes a spec from JSON bytes; `file` labels errors.
    /// - Throws: ``InputError`` with code `invalid-json` and the JSON path of the bad field.
    package static func decode(_ bytes: [UInt8], file: String? = nil) throws(InputError) -> TraceSpec {
        do {
            return try JSONDecoder().decode(TraceSpec.self, from: Data(bytes))
        } catch {
            throw JSONErrors.error(error, bytes: bytes, file: file)
        }
    }

    /// The spec as pretty-printed JSON with sorted keys: byte-identical for equal specs.
    package func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Non-finite numbers are the only thing that could fail; they are written as strings.
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return Array(try! encoder.encode(self)) + [0x0A]
    }
}
