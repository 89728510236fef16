import Foundation
import NibbenchSupport

/// What a built app's `Info.plist` says about how it was built and what it runs on: the Xcode
/// that built it (`DTXcode`, `DTXcodeBuild`), the oldest iOS it runs on (`MinimumOSVersion`) and
/// its identifier (`CFBundleIdentifier`). Each is nil when the plist lacks it (or it is not a
/// string).
///
/// Read from a binary or XML property list (``init(plist:file:)``). Its JSON form carries the
/// readable Xcode version (`"xcodeVersion": "15.3"`) beside `DTXcode`'s digits; a reader ignores
/// it and derives it again.
package struct AppBundleInfo: Sendable, Hashable, Codable {
    /// `CFBundleIdentifier`: `com.example.app`.
    package var bundleIdentifier: String?
    /// `DTXcode`: the Xcode that built the app, as four digits (`1530`; ``xcodeVersion``).
    package var xcode: String?
    /// `DTXcodeBuild`: that Xcode's build (`15E204a`).
    package var xcodeBuild: String?
    /// `MinimumOSVersion`: the oldest iOS the app runs on (`15.0`).
    package var minimumOSVersion: String?

    /// Creates the values.
    package init(bundleIdentifier: String? = nil, xcode: String? = nil, xcodeBuild: String? = nil, minimumOSVersion: String? = nil) {
        (self.bundleIdentifier, self.xcode, self.xcodeBuild, self.minimumOSVersion) = (bundleIdentifier, xcode, xcodeBuild, minimumOSVersion)
    }

    /// The Xcode version ``xcode`` spells (`15.3`), or nil when it is absent or not DTXcode's form.
    package var xcodeVersion: AppleVersion? { xcode.flatMap(AppleVersion.init(dtXcode:)) }

    /// The file name of a bundle's property list.
    package static let fileName = "Info.plist"

    /// The values of the property list `data` (binary or XML), the `Info.plist` at `file`.
    ///
    /// - Throws: ``InputError`` `.invalidPlist` naming `file` when `data` is not a property list
    ///   or its root is not a dictionary (the parser's error is the cause).
    package init(plist data: Data, file: String) throws(InputError) {
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw InputError(wrapping: error, .invalidPlist, "not a property list", file: file)
        }
        guard let values = root as? [String: Any] else {
            throw InputError(.invalidPlist, "the property list's root is not a dictionary", file: file)
        }
        self.init(
            bundleIdentifier: values["CFBundleIdentifier"] as? String, xcode: values["DTXcode"] as? String,
            xcodeBuild: values["DTXcodeBuild"] as? String, minimumOSVersion: values["MinimumOSVersion"] as? String)
    }

    /// The values of the `Info.plist` at `path`.
    ///
    /// - Throws: ``InputError`` `.io` when it cannot be read, `.invalidPlist` as
    ///   ``init(plist:file:)`` does.
    package static func read(_ path: String) throws(InputError) -> AppBundleInfo {
        try AppBundleInfo(plist: Data(try InputFiles.read(path)), file: path)
    }

    /// `Xcode 15.3 (DTXcode 1530, build 15E204a), minimum iOS 15.0, com.example.app`: what is
    /// known, on one line ("no Xcode or minimum iOS recorded" when nothing is).
    package var summary: String {
        var parts: [String] = []
        if let xcode {
            var details = ["DTXcode \(xcode)"]
            if let xcodeBuild { details.append("build \(xcodeBuild)") }
            parts.append("Xcode \(xcodeVersion.map(String.init(describing:)) ?? "?") (\(details.joined(separator: ", ")))")
        } else if let xcodeBuild {
            parts.append("Xcode build \(xcodeBuild)")
        }
        if let minimumOSVersion { parts.append("minimum iOS \(minimumOSVersion)") }
        if parts.isEmpty { parts.append("no Xcode or minimum iOS recorded") }
        if let bundleIdentifier { parts.append(bundleIdentifier) }
        return MessageText.oneLine(parts.joined(separator: ", "))
    }

    private enum CodingKeys: String, CodingKey {
        case bundleIdentifier, xcode, xcodeBuild, minimumOSVersion, xcodeVersion
    }

    /// Decodes the values (``xcodeVersion`` is derived, not read).
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        bundleIdentifier = try container.decodeIfPresent(String.self, forKey: .bundleIdentifier)
        xcode = try container.decodeIfPresent(String.self, forKey: .xcode)
        xcodeBuild = try container.decodeIfPresent(String.self, forKey: .xcodeBuild)
        minimumOSVersion = try container.decodeIfPresent(String.self, forKey: .minimumOSVersion)
    }

    /// Encodes the values present, and the readable ``xcodeVersion`` beside ``xcode``.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(bundleIdentifier, forKey: .bundleIdentifier)
        try container.encodeIfPresent(xcode, forKey: .xcode)
        try container.encodeIfPresent(xcodeVersion?.description, forKey: .xcodeVersion)
        try container.encodeIfPresent(xcodeBuild, forKey: .xcodeBuild)
        try container.encodeIfPresent(minimumOSVersion, forKey: .minimumOSVersion)
    }
}
