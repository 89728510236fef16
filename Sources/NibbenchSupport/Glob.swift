#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Shell-style patterns as `fnmatch(3)` matches them without flags: `*` and `?` also match `/`,
/// `[…]` is a class. Budget entries, the sources `profile --exclude` leaves out and a stalled write's
/// file name are matched by it.
package enum Glob {
    /// Whether `pattern` matches `name`.
    package static func matches(_ pattern: String, _ name: String) -> Bool {
        fnmatch(pattern, name, 0) == 0
    }
}
