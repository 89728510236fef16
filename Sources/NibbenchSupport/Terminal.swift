#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the process's standard streams are attached to.
package enum Terminal {
    /// Whether standard error is a terminal (`isatty(2)`): where a progress line may redraw
    /// itself.
    package static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }
}
