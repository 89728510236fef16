#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SystemPackage

/// Operating-system error numbers in nibbench's words: short, lower-case phrases that read
/// well after "cannot read: " (no `Errno` type names, no error domains).
public enum SystemErrors {
    /// A phrase for `errno` value `code`, e.g. "no such file or folder".
    public static func describe(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file or folder"
        case EACCES, EPERM: return "permission denied"
        case EISDIR: return "is a folder, not a file"
        case ENOTDIR: return "a part of the path is not a folder"
        case ENOSPC: return "no space left on the device"
        case EROFS: return "the file system is read-only"
        case EEXIST: return "already exists"
        case ENAMETOOLONG: return "the name is too long"
        case EMFILE, ENFILE: return "too many open files"
        case ELOOP: return "too many symbolic links"
        case EXDEV: return "the temporary file and the destination are on different file systems"
        default:
            let text = String(cString: strerror(code))
            return text.prefix(1).lowercased() + text.dropFirst()
        }
    }

    /// A phrase for a thrown system error: an `Errno` in words, anything else as it describes
    /// itself.
    public static func describe(_ error: any Error) -> String {
        if let errno = error as? Errno { return describe(errno.rawValue) }
        return String(describing: error)
    }
}
