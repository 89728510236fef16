import Foundation
import SystemPackage

extension MessageText {
    /// Words for an error that is not nibbench's, to follow a sentence saying what failed: an
    /// operating-system error (an `Errno`, or a Foundation error with a POSIX code or underlying
    /// POSIX error) in plain words (``words(for:)-(Errno)``), a decoding error its debug
    /// description, anything else its own description made one line.
    public static func plainWords(for error: any Error) -> String {
        if let decoding = error as? DecodingError {
            switch decoding {
            case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context), .dataCorrupted(let context):
                return oneLine(context.debugDescription)
            @unknown default: return oneLine("\(decoding)")
            }
        }
        let nsError = error as NSError
        guard nsError.domain == NSCocoaErrorDomain || nsError.domain == NSPOSIXErrorDomain else { return words(for: error) }
        return words(for: nsError)
    }

    /// `error` in nibbench's words: library errors as they describe themselves; a Foundation
    /// file error that slipped through as `PATH: cannot read: no such file` rather than its
    /// `Error Domain=NSCocoaErrorDomain …` dump.
    package static func describing(_ error: any Error) -> String {
        let nsError = error as NSError
        guard nsError.domain == NSCocoaErrorDomain || nsError.domain == NSPOSIXErrorDomain else { return "\(error)" }
        let path = (nsError.userInfo[NSFilePathErrorKey] as? String) ?? (nsError.userInfo[NSURLErrorKey] as? URL)?.path
        let writing = (CocoaError.fileWriteUnknown.rawValue...CocoaError.fileWriteVolumeReadOnly.rawValue).contains(nsError.code)
        return "\(path ?? "a file"): cannot \(writing ? "write" : "read"): \(words(for: nsError))"
    }

    /// A Foundation file error (Cocoa or POSIX domain) in plain words: its POSIX code, else the
    /// Cocoa code's meaning.
    private static func words(for nsError: NSError) -> String {
        var posix = nsError.domain == NSPOSIXErrorDomain ? nsError.code : nil
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            posix = underlying.code
        }
        if let posix { return words(for: Errno(rawValue: CInt(posix))) }
        switch CocoaError.Code(rawValue: nsError.code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file"
        case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
        case .fileWriteOutOfSpace: return "no space left on the device"
        case .fileWriteVolumeReadOnly: return "the file system is read-only"
        case .fileWriteFileExists: return "already exists"
        case .fileReadCorruptFile, .fileReadInapplicableStringEncoding: return "not in the expected format"
        default: return "error \(nsError.code)"
        }
    }
}
