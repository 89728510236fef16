import SystemPackage

/// Wording shared by every error and message nibbench shows: operating-system failures in
/// plain words, input quoted without raw bytes, and counts with the right plural.
///
/// Every module's errors quote input through ``quoting(_:limit:)`` and render through
/// ``oneLine(_:)``, so that an error stays one line of printable text whatever the input held.
package enum MessageText {
    /// A short lowercase phrase for an operating-system error: `no such file`,
    /// `permission denied`, `is a folder`, … — `errno N` for the rare ones.
    ///
    /// - Complexity: O(1).
    package static func words(for errno: Errno) -> String {
        switch errno {
        case .noSuchFileOrDirectory: return "no such file"
        case .permissionDenied, .notPermitted: return "permission denied"
        case .isDirectory: return "is a folder"
        case .notDirectory: return "a part of the path is not a folder"
        case .fileExists: return "already exists"
        case .noSpace: return "no space left on the device"
        case .readOnlyFileSystem: return "the file system is read-only"
        case .fileNameTooLong: return "the name is too long"
        case .tooManyOpenFiles, .tooManyOpenFilesInSystem: return "too many open files"
        case .tooManySymbolicLinkLevels: return "too many levels of symbolic links"
        case .ioError: return "input/output error"
        case .noMemory: return "out of memory"
        case .invalidArgument: return "invalid argument"
        case .improperLink: return "on another file system"
        case .directoryNotEmpty: return "the folder is not empty"
        default: return "errno \(errno.rawValue)"
        }
    }

    /// ``words(for:)-(Errno)`` for a raw `errno` value, for modules that do not import
    /// SystemPackage.
    package static func words(errno code: CInt) -> String {
        words(for: Errno(rawValue: code))
    }

    /// ``words(for:)`` when `error` is an `Errno`, else the error's own description made one
    /// line.
    package static func words(for error: any Error) -> String {
        if let errno = error as? Errno { return words(for: errno) }
        return oneLine("\(error)")
    }

    /// `bytes` as text for an error message: printable UTF-8 as is, every other byte (control
    /// bytes, bytes that are not UTF-8) as `\xNN`, at most `limit` bytes followed by `…`.
    ///
    /// - Complexity: O(`limit`).
    package static func quoting<C: Collection<UInt8>>(_ bytes: C, limit: Int = 64) -> String {
        let shown = Array(bytes.prefix(limit))
        var text = ""
        var i = 0
        while i < shown.count {
            let length = scalarLength(shown, at: i)
            if length > 0, let scalar = String(validating: shown[i..<i + length], as: UTF8.self), scalar.unicodeScalars.allSatisfy(isPrintable) {
                text += scalar
                i += length
            } else {
                text += hex(shown[i])
                i += 1
            }
        }
        return bytes.count > limit ? text + "…" : text
    }

    /// Whether `bytes` look like text rather than binary data: valid UTF-8 without NUL or
    /// other control bytes than tab, LF and CR. Used to refuse binary files before parsing
    /// them as text, so that errors do not quote binary data.
    ///
    /// - Complexity: O(`bytes.count`).
    package static func looksLikeText<C: Collection<UInt8>>(_ bytes: C) -> Bool {
        var sample = Array(bytes)
        // A multi-byte character cut by the end of the sample is still text.
        if let lead = sample.suffix(3).lastIndex(where: { $0 & 0xC0 != 0x80 }), sample[lead] >= 0xC0,
            scalarLength(sample, at: lead) == 0
        {
            sample.removeSubrange(lead...)
        }
        guard String(validating: sample, as: UTF8.self) != nil else { return false }
        return !sample.contains { ($0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D) || $0 == 0x7F }
    }

    /// `text` with every control character (line breaks included) written as `\u{N}`, so
    /// that a message always prints as one line.
    ///
    /// - Complexity: O(`text.count`).
    package static func oneLine(_ text: String) -> String {
        guard !text.unicodeScalars.allSatisfy(isPrintable) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if isPrintable(scalar) {
                out.unicodeScalars.append(scalar)
            } else {
                out += "\\u{" + String(scalar.value, radix: 16) + "}"
            }
        }
        return out
    }

    /// The line a command or a report prints for `count` macOS metadata files a walk left out
    /// (Manifest's `MacMetadata`), or nil for none: `ignored 78 macOS
    /// metadata files (__MACOSX/, ._*)`.
    package static func ignoredMacMetadata(_ count: Int) -> String? {
        count == 0 ? nil : "ignored \(counted(count, "macOS metadata file")) (__MACOSX/, ._*)"
    }

    /// `n` rounded to a whole number, with thousands separators: `383,485`, `-1,200`.
    package static func grouped(_ n: Double) -> String {
        let digits = String(format: "%.0f", n.magnitude)
        var grouped = ""
        for (i, digit) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { grouped += "," }
            grouped.append(digit)
        }
        return (n < 0 && digits != "0" ? "-" : "") + grouped
    }

    /// `1 memory warning`, `2 memory warnings`: `count` and the noun, plural unless 1.
    ///
    /// - Parameters:
    ///   - count: how many.
    ///   - singular: the noun for one.
    ///   - plural: the noun for several; `singular + "s"` when omitted.
    package static func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(count) " + (count == 1 ? singular : plural ?? singular + "s")
    }

    private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F..<0xA0, 0x2028, 0x2029, 0xFFFD: return false
        default: return true
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return "\\x" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
    }

    /// The length of the UTF-8 sequence a lead byte announces (0 for a byte that cannot
    /// start one, or a sequence cut by the end).
    private static func scalarLength(_ bytes: [UInt8], at i: Int) -> Int {
        let lead = bytes[i]
        let length = lead < 0x80 ? 1 : lead >> 5 == 0b110 ? 2 : lead >> 4 == 0b1110 ? 3 : lead >> 3 == 0b11110 ? 4 : 0
        return i + length <= bytes.count ? length : 0
    }
}
