import Crypto

/// SHA-256 digests as lowercase hex, for manifests and for recognising a file again.
public enum ContentDigest {
    /// The SHA-256 of `bytes` as 64 lowercase hex digits.
    public static func sha256<C: Collection<UInt8>>(_ bytes: C) -> String {
        let hex = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(64)
        for byte in SHA256.hash(data: Array(bytes)) {
            out.append(hex[Int(byte >> 4)])
            out.append(hex[Int(byte & 0xF)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The SHA-256 of the file at `path`.
    ///
    /// - Throws: ``WorkloadError`` with code `io` when the file cannot be read.
    public static func sha256(ofFileAt path: String) throws(WorkloadError) -> String {
        sha256(try WorkloadFiles.read(path))
    }
}
