import NibbenchSupport
import Manifest

/// Text form of ``TraceModel``, for command lines.
///
/// ```
/// model      = "zipf" [ "(" [ "alpha" "=" ] number ")" ] | "uniform" | "scan"
///            | "navigation" [ "(" [ key "=" number { "," key "=" number } ] ")" ]
///            | "app" [ "(" [ appKey "=" number { "," appKey "=" number } ] ")" ]
///            | "phases" "(" phase { "," phase } ")"
///            | "mix" "(" component { "," component } ")"
/// phase      = integer ":" ( integer | "*" ) ":" model        (length : hot-set size : model)
/// component  = number ":" model                                (weight : model)
/// key        = "fanOut" | "back" | "maxDepth" | "burst" | "scroll" | "cellTypes"
/// appKey     = "visits" | "back" | "maxDepth" | "fanOut" | "cellTypes" | "extra" | "warning"
/// ```
///
/// Spaces are allowed between tokens. `zipf` alone is `zipf(alpha=1.0)`; `*` as a hot-set size
/// means the whole universe. Examples: `zipf(alpha=0.8)`,
/// `mix(0.95:navigation(burst=8), 0.05:scan)`, `phases(5000:40:zipf(1.1), 5000:40:zipf(1.1))`.
extension TraceModel: CustomStringConvertible {
    /// Parses the text form.
    /// - Throws: ``InputError`` with code `invalid-spec`, line 1 and the 1-based column of
    ///   the problem.
    /// - Complexity: O(text length).
    package init(parsing text: String) throws(InputError) {
        var parser = ModelParser(text)
        self = try parser.model()
        try parser.expectEnd()
    }

    /// The canonical text form; ``init(parsing:)`` reads it back to an equal model.
    package var description: String {
        switch self {
        case .zipf(let alpha):
            return "zipf(alpha=\(alpha))"
        case .scan:
            return "scan"
        case .navigation(let p):
            return "navigation(fanOut=\(p.fanOut),back=\(p.backProbability),maxDepth=\(p.maxDepth),burst=\(p.meanBurst),"
                + "scroll=\(p.scrollProbability),cellTypes=\(p.cellTypesPerScreen))"
        case .app(let p):
            return "app(visits=\(p.meanVisits),back=\(p.backProbability),maxDepth=\(p.maxDepth),fanOut=\(p.fanOut),"
                + "cellTypes=\(p.cellTypesPerScreen),extra=\(p.extraProbability),warning=\(p.sessionWarningProbability))"
        case .phases(let phases):
            let items = phases.map { "\($0.length):\($0.hotSetSize.map(String.init) ?? "*"):\($0.model)" }
            return "phases(" + items.joined(separator: ",") + ")"
        case .mixture(let components):
            return "mix(" + components.map { "\($0.weight):\($0.model)" }.joined(separator: ",") + ")"
        }
    }
}

/// A recursive-descent parser over the UTF-8 bytes of a model's text form.
struct ModelParser {
    private let bytes: [UInt8]
    private var position = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    mutating func model() throws(InputError) -> TraceModel {
        skipSpaces()
        let start = position
        let name = word()
        switch name {
        case "zipf":
            guard take("(") else { return .zipf(alpha: 1) }
            _ = keyword("alpha")
            let alpha = try number()
            try expect(")")
            return .zipf(alpha: alpha)
        case "uniform":
            return .zipf(alpha: 0)
        case "scan":
            return .scan
        case "navigation":
            return .navigation(try navigationParameters())
        case "app":
            return .app(try appParameters())
        case "phases":
            try expect("(")
            var phases: [TracePhase] = []
            repeat {
                let length = try integer()
                try expect(":")
                var hot: Int?
                if !take("*") { hot = try integer() }
                try expect(":")
                phases.append(TracePhase(length: length, hotSetSize: hot, model: try model()))
            } while take(",")
            try expect(")")
            return .phases(phases)
        case "mix":
            try expect("(")
            var components: [MixtureComponent] = []
            repeat {
                let weight = try number()
                try expect(":")
                components.append(MixtureComponent(weight: weight, model: try model()))
            } while take(",")
            try expect(")")
            return .mixture(components)
        case "":
            throw error("expected a model (zipf, uniform, scan, navigation, app, phases or mix)", at: start)
        default:
            throw error("unknown model \"\(name)\"; expected zipf, uniform, scan, navigation, app, phases or mix", at: start)
        }
    }

    mutating func expectEnd() throws(InputError) {
        skipSpaces()
        guard position == bytes.count else { throw error("unexpected text after the model", at: position) }
    }

    private mutating func navigationParameters() throws(InputError) -> NavigationParameters {
        var p = NavigationParameters()
        try keyValues { parser, key, start throws(InputError) in
            switch key {
            case "fanOut": p.fanOut = try parser.integer()
            case "back": p.backProbability = try parser.number()
            case "maxDepth": p.maxDepth = try parser.integer()
            case "burst": p.meanBurst = try parser.number()
            case "scroll": p.scrollProbability = try parser.number()
            case "cellTypes": p.cellTypesPerScreen = try parser.integer()
            default:
                throw parser.error("unknown navigation parameter \"\(key)\"; expected fanOut, back, maxDepth, burst, scroll or cellTypes", at: start)
            }
        }
        return p
    }

    private mutating func appParameters() throws(InputError) -> AppParameters {
        var p = AppParameters()
        try keyValues { parser, key, start throws(InputError) in
            switch key {
            case "visits": p.meanVisits = try parser.number()
            case "back": p.backProbability = try parser.number()
            case "maxDepth": p.maxDepth = try parser.integer()
            case "fanOut": p.fanOut = try parser.integer()
            case "cellTypes": p.cellTypesPerScreen = try parser.integer()
            case "extra": p.extraProbability = try parser.number()
            case "warning": p.sessionWarningProbability = try parser.number()
            default:
                throw parser.error(
                    "unknown app parameter \"\(key)\"; expected visits, back, maxDepth, fanOut, cellTypes, extra or warning", at: start)
            }
        }
        return p
    }

    /// Parses an optional `( key = value { , key = value } )` list, handing each key and the
    /// offset where it starts to `value`, which reads the value.
    private mutating func keyValues(
        _ value: (inout ModelParser, String, Int) throws(InputError) -> Void
    ) throws(InputError) {
        guard take("(") else { return }
        if take(")") { return }
        repeat {
            skipSpaces()
            let start = position
            let key = word()
            try expect("=")
            try value(&self, key, start)
        } while take(",")
        try expect(")")
    }

    private mutating func word() -> String {
        let start = position
        while position < bytes.count, isLetter(bytes[position]) || (position > start && isDigit(bytes[position])) {
            position += 1
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// Consumes `name` followed by `=` if both are next; otherwise consumes nothing.
    private mutating func keyword(_ name: String) -> Bool {
        skipSpaces()
        let saved = position
        if word() == name, take("=") { return true }
        position = saved
        return false
    }

    private mutating func number() throws(InputError) -> Double {
        skipSpaces()
        let start = position
        while position < bytes.count, isDigit(bytes[position]) || "+-.eE".utf8.contains(bytes[position]) { position += 1 }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard !text.isEmpty, let value = Double(text), value.isFinite else {
            throw error(text.isEmpty ? "expected a number" : "\"\(text)\" is not a number", at: start)
        }
        return value
    }

    private mutating func integer() throws(InputError) -> Int {
        skipSpaces()
        let start = position
        while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard let value = Int(text) else {
            throw error(text.isEmpty ? "expected an integer" : "\"\(text)\" is too large", at: start)
        }
        return value
    }

    private mutating func take(_ symbol: Unicode.Scalar) -> Bool {
        skipSpaces()
        guard position < bytes.count, bytes[position] == UInt8(ascii: symbol) else { return false }
        position += 1
        return true
    }

    private mutating func expect(_ symbol: Unicode.Scalar) throws(InputError) {
        guard take(symbol) else { throw error("expected \"\(symbol)\"", at: position) }
    }

    private mutating func skipSpaces() {
        while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
    }

    private func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    private func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    private func error(_ message: String, at offset: Int) -> InputError {
        InputError(.invalidSpec, message, line: 1, column: offset + 1)
    }
}
