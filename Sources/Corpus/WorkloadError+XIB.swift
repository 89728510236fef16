import Traces
import XIB

extension WorkloadError {
    /// A xib or storyboard error met while importing, as a workload error that keeps all of
    /// it: its code (`malformed-xml`, `unknown-id`, …), message, file and line:column, so that
    /// it prints as the compiler's own error does — `file:line:column: message (code)`.
    init(_ error: XIBError) {
        self.init(Code(rawValue: error.code.rawValue), error.message, file: error.file, line: error.line, column: error.column)
    }
}
