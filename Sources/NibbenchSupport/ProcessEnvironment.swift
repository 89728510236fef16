#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's environment variables, read one at a time with `getenv(3)`: no dictionary of
/// the whole environment is built (a callgrind child reads its markers inside counted code).
package enum ProcessEnvironment {
    /// The value of `name`, or nil when it is not set.
    ///
    /// - Complexity: O(n) in the size of the environment.
    package static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Whether `name` is set (to anything, even empty).
    package static func isSet(_ name: String) -> Bool {
        getenv(name) != nil
    }
}
