import NibbenchSupport
import Harness
import Profiling
import Loaders
import Synchronization

/// The whole `nibbench` command — `run`, `simulate`, `compare`, `report` and the rest — as a
/// library, so that a package can build its own executable with strategies of its own, measured
/// like the built-in ones (same harness, reports, regression gate and simulator).
///
/// ```swift
/// // Sources/custom-nibbench/main.swift
/// import NibbenchCommand
///
/// NibbenchCommand.main(registering: [
///     .policy(IdleExpiry.registration),      // simulate --policies idle; run decoded-idle
///     .strategy(TwoLevelLoader.registration) // run --strategies two-level
/// ])
/// ```
public enum NibbenchCommand {
    /// Something a package adds to the command: `.strategy(StrategyRegistration)` for `run`, or
    /// `.policy(PolicyRegistration)` for `simulate` and, as `decoded-<name>`, for `run`.
    public typealias Registration = StrategyRegistry.Addition

    /// Registers `additions` after the built-in strategies, parses the process's command line
    /// and runs the command; exits with its exit code. A name that is taken or invalid is an
    /// error (exit 1) before anything runs. A child process nibbench started of itself
    /// (Harness's `ChildProcess`) does its work instead, with the same strategies, and exits 0,
    /// or 1 after one line on standard error.
    public static func main(registering additions: [Registration] = []) {
        let registry: StrategyRegistry
        do {
            registry = try StrategyRegistry.builtIn.adding(additions)
            Strategies.registered.withLock { $0 = registry }
        } catch {
            Nibbench.exit(withError: fail(error))
        }
        let arguments = Array(CommandLine.arguments.dropFirst())
        if ChildProcess.isChild(arguments) {
            // As `run` does: a signal asks the replays to stop (none is installed under callgrind).
            installInterrupts(.stop)
            do {
                try ChildProcess.run(
                    arguments, strategies: registry, profile: { try ProfileInstructions.runChild(planFile: $0, shard: $1) },
                    shouldStop: { Interrupts.requested.load(ordering: .relaxed) })
            } catch {
                Nibbench.exit(withError: fail(error))
            }
            Nibbench.exit()
        }
        Nibbench.main()
    }
}

/// The strategies and policies of this process: the built-in ones and what
/// ``NibbenchCommand/main(registering:)`` added, set once before the command line is parsed.
enum Strategies {
    static let registered = Mutex(StrategyRegistry.builtIn)

    /// The registry in use.
    static var current: StrategyRegistry { registered.withLock { $0 } }
}
