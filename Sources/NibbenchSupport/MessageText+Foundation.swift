import Foundation
import SystemPackage

extension MessageText {
    /// `error` in nibbench's words: library errors as they describe themselves; a Foundation
    /// file error that slipped through as `PATH: cannot read: no such file` rather than its
    /// `Error Domain=NSCocoaErrorDomain …` dump.
    package static func describing(_ error: any Error) -> String {
        let nsError = error as NSError
        guard nsError.domain == NSCocoaErrorDomain || nsError.domain == NSPOSIXErrorDomain else { return "\(error)" }
        let path = (nsError.userInfo[NSFilePathErrorKey] as? String) ?? (nsError.userInfo[NSURLErrorKey] as? URL)?.path
        var posix = nsError.domain == NSPOSIXErrorDomain ? nsError.code : nil
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            posix = underlying.code
        }
        let writing = (CocoaError.fileWriteUnknown.rawValue...CocoaError.fileWriteVolumeReadOnly.rawValue).contains(nsError.code)
        let words: String
        if let posix {
            words = Self.words(for: Errno(rawValue: CInt(posix)))
        } else {
            switch CocoaError.Code(rawValue: nsError.code) {
            case .fileNoSuchFile, .fileReadNoSuchFile: words = "no such file"
            case .fileReadNoPermission, .fileWriteNoPermission: words = "permission denied"
            case .fileWriteOutOfSpace: words = "no space left on the device"
            case .fileWriteVolumeReadOnly: words = "the file system is read-only"
            case .fileWriteFileExists: words = "already exists"
            case .fileReadCorruptFile, .fileReadInapplicableStringEncoding: words = "not in the expected format"
            default: words = "error \(nsError.code)"
            }
        }
        return "\(path ?? "a file"): cannot \(writing ? "write" : "read"): \(words)"
    }
}
