/// A stable, machine-readable identifier for a kind of error of one module: `bad-magic`,
/// `invalid-json`, `io`, …
///
/// Every nibbench error type names its codes as `ErrorCode<ItsType>` (its `Code`), so that one
/// type's codes are not another's; the static members of each type list its codes. New codes may
/// be added: compare against the static members rather than switching exhaustively. A wrapped
/// error's code crosses to the wrapper's type with ``init(_:)`` (``NibbenchError/init(wrapping:_:_:file:)``).
public struct ErrorCode<Domain>: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The code as text, such as `bad-magic`.
    public let rawValue: String

    /// Creates a code from its text.
    ///
    /// - Complexity: O(1).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The same code in another error type's codes.
    ///
    /// - Complexity: O(1).
    public init<Other>(_ other: ErrorCode<Other>) { self.rawValue = other.rawValue }

    /// The code as text.
    ///
    /// - Complexity: O(1).
    public var description: String { rawValue }
}
