import NibArchive

/// Geometry stored as a NIBArchive data value: one byte giving the component type (`0x07`
/// for 64-bit, `0x06` for 32-bit floats), then the components, little-endian.
///
/// Points and sizes have 2 components, rectangles and edge insets 4, affine transforms 6.
/// Decoding accepts both widths and returns nil for any other shape (wrong type byte or
/// length), so a hostile blob can never be read past its end.
package enum GeometryBlob {
    /// The component-type byte for 64-bit floats, which nibbench writes.
    package static let float64: UInt8 = 0x07
    /// The component-type byte for 32-bit floats, accepted when reading.
    package static let float32: UInt8 = 0x06

    /// Encodes `components` as a 64-bit blob.
    ///
    /// - Complexity: O(*n*) in the number of components.
    package static func encode(_ components: Double...) -> NibData {
        encode(components)
    }

    /// Encodes `components` as a 64-bit blob.
    package static func encode(_ components: [Double]) -> NibData {
        var bytes: [UInt8] = [float64]
        bytes.reserveCapacity(1 + 8 * components.count)
        for component in components {
            withUnsafeBytes(of: component.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
        }
        return NibData(bytes)
    }

    /// Reads exactly `count` components from `raw`, handing them to `body` one index at a
    /// time; nil when the blob does not hold exactly `count` components of either width.
    @inline(__always)
    static func read<T>(_ raw: UnsafeRawBufferPointer, count: Int, _ body: ((Int) -> Double) -> T) -> T? {
        guard let type = raw.first else { return nil }
        switch type {
        case float64 where raw.count == 1 + 8 * count:
            return body { i in Double(bitPattern: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 1 + 8 * i, as: UInt64.self))) }
        case float32 where raw.count == 1 + 4 * count:
            return body { i in Double(Float(bitPattern: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: 1 + 4 * i, as: UInt32.self)))) }
        default:
            return nil
        }
    }

    /// The point in a 2-component blob.
    package static func point(_ data: NibData) -> Point? { data.withUnsafeBytes { point($0) } }

    /// The point in a 2-component blob's bytes.
    package static func point(_ raw: UnsafeRawBufferPointer) -> Point? {
        read(raw, count: 2) { c in Point(x: c(0), y: c(1)) }
    }

    /// The size in a 2-component blob.
    package static func size(_ data: NibData) -> Size? { data.withUnsafeBytes { size($0) } }

    /// The size in a 2-component blob's bytes.
    package static func size(_ raw: UnsafeRawBufferPointer) -> Size? {
        read(raw, count: 2) { c in Size(width: c(0), height: c(1)) }
    }

    /// The rectangle in a 4-component blob (x, y, width, height).
    package static func rect(_ data: NibData) -> Rect? { data.withUnsafeBytes { rect($0) } }

    /// The rectangle in a 4-component blob's bytes.
    package static func rect(_ raw: UnsafeRawBufferPointer) -> Rect? {
        read(raw, count: 4) { c in Rect(x: c(0), y: c(1), width: c(2), height: c(3)) }
    }

    /// The insets in a 4-component blob (top, left, bottom, right).
    package static func insets(_ data: NibData) -> EdgeInsets? {
        data.withUnsafeBytes { raw in read(raw, count: 4) { c in EdgeInsets(top: c(0), left: c(1), bottom: c(2), right: c(3)) } }
    }

    /// The transform in a 6-component blob (a, b, c, d, tx, ty).
    package static func transform(_ data: NibData) -> AffineTransform? {
        data.withUnsafeBytes { raw in read(raw, count: 6) { c in AffineTransform(a: c(0), b: c(1), c: c(2), d: c(3), tx: c(4), ty: c(5)) } }
    }
}
