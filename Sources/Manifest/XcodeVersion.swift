/// An Xcode version as an app's `Info.plist` records it in `DTXcode`: four digits, the major
/// version's two, then the minor's and the patch's one each (`"1530"` is Xcode 15.3, `"0833"`
/// is 8.3.3, `"2611"` is 26.1.1).
///
/// ```swift
/// XcodeVersion(dtXcode: "1530")?.description  // "15.3"
/// XcodeVersion(dtXcode: "1321")?.description  // "13.2.1"
/// XcodeVersion(dtXcode: "15.3")               // nil: not DTXcode's form
/// ```
package struct XcodeVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The major, minor and patch versions.
    package var major: Int, minor: Int, patch: Int

    /// Creates a version.
    package init(major: Int, minor: Int, patch: Int = 0) {
        (self.major, self.minor, self.patch) = (major, minor, patch)
    }

    /// The version `DTXcode` spells, or nil when `text` is not three or four ASCII digits
    /// (three: a major version below 10 written without its leading zero, as `"833"`).
    package init?(dtXcode text: String) {
        let digits = Array(text.utf8)
        guard (3...4).contains(digits.count), digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        let values = digits.map { Int($0 - 0x30) }
        let majorDigits = values.dropLast(2)
        self.init(major: majorDigits.reduce(0) { $0 * 10 + $1 }, minor: values[values.count - 2], patch: values[values.count - 1])
    }

    /// `15.3`, or `13.2.1` when there is a patch version.
    package var description: String {
        patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)"
    }

    /// Orders by major, then minor, then patch version.
    package static func < (a: XcodeVersion, b: XcodeVersion) -> Bool {
        (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch)
    }
}
