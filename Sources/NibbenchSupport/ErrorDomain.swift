/// The name of one module's errors: a caseless enum that makes ``ModuleError`` that module's
/// error type (`public typealias XIBError = ModuleError<XIBErrorDomain>`).
///
/// A domain carries no values and has no requirements; it only keeps one module's errors, and
/// their codes (`ErrorCode<XIBError>`), apart from every other module's.
public protocol ErrorDomain {}
