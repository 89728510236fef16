/// A version number of Apple's tools or systems: Xcode `15.3`, iOS `12.0`, at most three parts.
///
/// Read from the text a person types (`15.3`, `26.1.1`) or from a bundle's `DTXcode`
/// (`1530` = 15.3, `2611` = 26.1.1, `0441` = 4.4.1: two digits of major version, one of minor,
/// one of patch; `833`, three digits, is 8.3.3 written without its leading zero).
package struct AppleVersion: Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
    package var major: Int
    package var minor: Int
    package var patch: Int

    package init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
        (self.major, self.minor, self.patch) = (major, minor, patch)
    }

    /// Parses `15`, `15.3` or `15.3.1`; nil for anything else (no sign, no empty part, at most
    /// three parts of at most four digits each).
    package init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count),
            parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else { return nil }
        let numbers = parts.map { Int($0)! }
        self.init(numbers[0], numbers.count > 1 ? numbers[1] : 0, numbers.count > 2 ? numbers[2] : 0)
    }

    /// Parses a bundle's `DTXcode`: four digits, `MMmp` (or three, `Mmp`).
    package init?(dtXcode text: String) {
        guard (3...4).contains(text.count), text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        let digits = text.map { Int(String($0))! }
        self.init(digits.dropLast(2).reduce(0) { $0 * 10 + $1 }, digits[digits.count - 2], digits[digits.count - 1])
    }

    /// `15.3`, `26.1.1`: the patch only when it is not 0.
    package var description: String { patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)" }

    package static func < (a: AppleVersion, b: AppleVersion) -> Bool { (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch) }

    package init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let version = AppleVersion(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "\"\(text)\" is not a version such as 15.3"))
        }
        self = version
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
