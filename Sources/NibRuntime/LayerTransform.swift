import NibModel

/// A `CATransform3D` as Core Animation's key-value coding extensions reach into it: the
/// rotation, scale and translation that key paths such as `transform.rotation.z` set
/// (Core Animation Programming Guide, "Key-Value Coding Extensions"). Interface Builder's
/// common way to rotate or scale a view is a user-defined runtime attribute with the key path
/// `layer.transform.rotation.z`.
///
/// The fields are the transform's components, not its matrix: setting one keeps the others,
/// as Core Animation does when it recomposes the transform.
public struct LayerTransform: Sendable, Hashable {
    /// Rotation about each axis, in radians.
    public var rotation = (x: 0.0, y: 0.0, z: 0.0)
    /// Scale along each axis.
    public var scale = (x: 1.0, y: 1.0, z: 1.0)
    /// Translation along each axis, in points.
    public var translation = (x: 0.0, y: 0.0, z: 0.0)

    /// The identity.
    public init() {}

    /// The field names below `transform.` that Core Animation accepts.
    public static let fieldNames = [
        "rotation.x", "rotation.y", "rotation.z", "rotation", "scale.x", "scale.y", "scale.z", "scale",
        "translation.x", "translation.y", "translation.z", "translation"
    ]

    /// Whether this is the identity.
    public var isIdentity: Bool { self == LayerTransform() }

    /// Sets the field `path` (`rotation.z`, `scale`, `translation`, …) to `value`: a number,
    /// or for `translation` a size (x and y).
    ///
    /// - Returns: false when `path` names no field; the value is then left alone.
    /// - Throws: the error `number` or `size` throws for a value of the wrong kind.
    mutating func set(_ path: Substring, number: () throws -> Double, size: () throws -> Size) rethrows -> Bool {
        switch path {
        case "rotation.x": rotation.x = try number()
        case "rotation.y": rotation.y = try number()
        case "rotation.z", "rotation": rotation.z = try number()
        case "scale.x": scale.x = try number()
        case "scale.y": scale.y = try number()
        case "scale.z": scale.z = try number()
        case "scale":
            let s = try number()
            scale = (s, s, s)
        case "translation.x": translation.x = try number()
        case "translation.y": translation.y = try number()
        case "translation.z": translation.z = try number()
        case "translation":
            let t = try size()
            translation.x = t.width
            translation.y = t.height
        default: return false
        }
        return true
    }

    public static func == (a: LayerTransform, b: LayerTransform) -> Bool {
        a.rotation == b.rotation && a.scale == b.scale && a.translation == b.translation
    }

    public func hash(into hasher: inout Hasher) {
        for v in [rotation.x, rotation.y, rotation.z, scale.x, scale.y, scale.z, translation.x, translation.y, translation.z] { hasher.combine(v) }
    }
}
