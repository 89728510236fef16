import CBuildInfo

/// What this binary is: nibbench's version, the commit it was built from, and the Swift
/// compiler that built it — printed by `nibbench --version` and recorded in every result.
package enum BuildInfo {
    /// nibbench's version, e.g. `0.6.0`.
    package static let version = String(cString: nibbench_build_version())

    /// The git commit the binary was built from (40 hex digits), or nil when it was not
    /// built from a git checkout.
    package static let commit: String? = {
        let text = String(cString: nibbench_build_commit())
        return text.isEmpty ? nil : text
    }()

    /// Whether the checkout had uncommitted changes when the binary was built.
    package static let modified = nibbench_build_modified() != 0

    /// The build configuration.
    package static let configuration: String = {
        #if DEBUG
            return "debug"
        #else
            return "release"
        #endif
    }()

    /// `0.6.0 (commit 3e957a7c…, modified)`: version and commit on one line.
    package static var summary: String {
        var text = version
        if let commit { text += " (commit \(commit)\(modified ? ", modified" : ""))" } else { text += " (no git commit recorded)" }
        return text
    }

    /// `nibbench --version`'s text: the summary, the compiler and the configuration.
    package static var versionText: String {
        "\(summary)\n\(swiftVersion), \(configuration) build"
    }

    /// The exact Swift compiler version, e.g. `Swift 6.3.1`.
    package static var swiftVersion: String { compiler }

    /// The Swift compiler that built this binary, to the patch level (from `#if compiler`).
    static let compiler: String = {
        #if compiler(>=6.4.3)
            return "Swift 6.4.3 or later"
        #elseif compiler(>=6.4.2)
            return "Swift 6.4.2"
        #elseif compiler(>=6.4.1)
            return "Swift 6.4.1"
        #elseif compiler(>=6.4)
            return "Swift 6.4.0"
        #elseif compiler(>=6.3.3)
            return "Swift 6.3.3"
        #elseif compiler(>=6.3.2)
            return "Swift 6.3.2"
        #elseif compiler(>=6.3.1)
            return "Swift 6.3.1"
        #elseif compiler(>=6.3)
            return "Swift 6.3.0"
        #elseif compiler(>=6.2.3)
            return "Swift 6.2.3"
        #elseif compiler(>=6.2.2)
            return "Swift 6.2.2"
        #elseif compiler(>=6.2.1)
            return "Swift 6.2.1"
        #elseif compiler(>=6.2)
            return "Swift 6.2.0"
        #elseif compiler(>=6.1.3)
            return "Swift 6.1.3"
        #elseif compiler(>=6.1.2)
            return "Swift 6.1.2"
        #elseif compiler(>=6.1.1)
            return "Swift 6.1.1"
        #elseif compiler(>=6.1)
            return "Swift 6.1.0"
        #elseif compiler(>=6.0.3)
            return "Swift 6.0.3"
        #elseif compiler(>=6.0.2)
            return "Swift 6.0.2"
        #elseif compiler(>=6.0.1)
            return "Swift 6.0.1"
        #elseif compiler(>=6.0)
            return "Swift 6.0.0"
        #else
            return "Swift before 6.0"
        #endif
    }()
}
