/// A configuration that failed: its strategy broke its contract or threw, after `load` loads
/// (0: building its loader). The run goes on without it.
package struct ConfigFailure: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The configuration.
    package var config: RunConfig
    /// The load (1-based, warm-up included) that failed; 0 when the loader could not be built.
    package var load: Int
    /// What went wrong, one line.
    package var message: String

    /// A failure of `config` at load `load` with `error`.
    package init(config: RunConfig, load: Int, error: any Error) {
        (self.config, self.load, self.message) = (config, load, "\(error)")
    }

    package var description: String {
        "\(config) failed " + (load == 0 ? "before its first load" : "at load \(load)") + ": \(message)"
    }
}
