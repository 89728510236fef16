import NibbenchSupport
import XIB
import Manifest

extension InputError {
    /// A xib or storyboard error met while importing, as a workload error that keeps all of
    /// it: its code (`malformed-xml`, `unknown-id`, …), message, file and line:column, so that
    /// it prints as the compiler's own error does — `file:line:column: message (code)` — and it
    /// is kept as the cause.
    init(_ error: XIBError) {
        self.init(wrapping: error, .invalidManifest, "")
    }
}
