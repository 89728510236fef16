/// The one error shell of nibbench: a stable code, one sentence and an ``ErrorContext``, for the
/// module whose errors `Domain` names.
///
/// Each module's error type is this struct with its own domain, under the module's own name:
/// `public typealias XIBError = ModuleError<XIBErrorDomain>`. Each has its own codes
/// (`extension ErrorCode<XIBError>`), is a type of its own for typed throws, `catch let e as
/// XIBError` and `==`, and adds what only it has in an extension of its name
/// (`extension NibRuntimeError { var nib: String? }`). Everything else (the one-line
/// `description`, the place's parts, the initialiser that takes a place, wrapping) is
/// ``NibbenchError``'s. Equal errors have the same code, message and place; the cause is not
/// compared (``ErrorContext``).
///
/// An error that stores more than this (a strategy's or a policy's name) is a struct of its own
/// conforming to ``NibbenchError``.
public struct ModuleError<Domain: ErrorDomain>: NibbenchError, Sendable, Hashable {
    /// A stable, machine-readable identifier for a kind of error of this module.
    ///
    /// New codes may be added; compare against the static members rather than switching.
    public typealias Code = ErrorCode<ModuleError<Domain>>

    /// What kind of error this is.
    public var code: Code
    /// One sentence saying what is wrong.
    public var message: String
    /// Where the error was found (the file and, depending on the format, the line and column, the
    /// byte offset, the JSON path or the archive object index); the error it came from.
    public var context: ErrorContext

    /// Creates an error.
    ///
    /// - Complexity: O(1).
    public init(_ code: Code, _ message: String, context: ErrorContext) {
        (self.code, self.message, self.context) = (code, message, context)
    }
}
