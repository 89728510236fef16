import NibbenchSupport
import CDigest
import Manifest

/// SHA-256 digests as lowercase hex, for manifests and for recognising a file again.
///
/// The digest comes from OpenSSL's libcrypto through the `CDigest` shim.
package enum ContentDigest {
    /// The SHA-256 of `bytes` as 64 lowercase hex digits.
    package static func sha256<C: Collection<UInt8>>(_ bytes: C) -> String {
        var digest = [UInt8](repeating: 0, count: 32)
        let ok = digest.withUnsafeMutableBufferPointer { out in
            let done = bytes.withContiguousStorageIfAvailable { input in
                nibbench_sha256(input.baseAddress, input.count, out.baseAddress)
            }
            if let done { return done }
            let copy = Array(bytes)
            return copy.withUnsafeBufferPointer { nibbench_sha256($0.baseAddress, $0.count, out.baseAddress) }
        }
        // libcrypto's SHA-256 fails only when it cannot allocate its context.
        precondition(ok == 1, "libcrypto could not compute a SHA-256 digest")
        let hex = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in digest {
            text.append(hex[Int(byte >> 4)])
            text.append(hex[Int(byte & 0xF)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The SHA-256 of the file at `path`.
    ///
    /// - Throws: ``InputError`` with code `io` when the file cannot be read.
    package static func sha256(ofFileAt path: String) throws(InputError) -> String {
        sha256(try InputFiles.read(path))
    }
}
